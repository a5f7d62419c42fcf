/**
 * Every kind of field a document, card or round state may hold, as the pack build and Foundry's data
 * model check it: what each kind accepts, and the exact words the build prints when it refuses.
 */
import { describe, expect, it } from "vitest";
import { initialData, spec } from "../../../src/core/schema/spec";
import { validateData } from "../../../src/core/schema/validate";

const problems = (field: Parameters<typeof validateData>[0], value: unknown) => validateData(field, value).map((issue) => issue.problem);

describe("numbers", () => {
  const hitPoints = spec.integer(1, { min: 0, max: 10 });
  it("the minimum and the maximum themselves are allowed; one past either is named", () => {
    expect(problems(hitPoints, 0)).toEqual([]);
    expect(problems(hitPoints, 10)).toEqual([]);
    expect(problems(hitPoints, 11)).toEqual(["11 is above the maximum 10"]);
    expect(problems(hitPoints, -1)).toEqual(["-1 is below the minimum 0"]);
  });
  it("a number without bounds takes any size", () => {
    expect(problems(spec.integer(0), -1000)).toEqual([]);
    expect(problems(spec.integer(0), 1e9)).toEqual([]);
  });
  it("a measure in feet may be a fraction, a count of hit points may not", () => {
    expect(problems(spec.number(5), 7.5)).toEqual([]);
    expect(problems(hitPoints, 7.5)).toEqual(["expected a whole number, got 7.5"]);
    expect(problems(spec.number(5, { min: 0 }), null)).toEqual(["may not be empty"]);
    expect(problems(spec.number(5, { min: 0 }), -0.5)).toEqual(["-0.5 is below the minimum 0"]);
  });
  it("text, an endless number or nothing is not a number", () => {
    expect(problems(hitPoints, "3")).toEqual(['expected a number, got "3"']);
    expect(problems(hitPoints, Number.POSITIVE_INFINITY)).toEqual(["expected a number, got number"]);
    expect(problems(hitPoints, Number.NaN)).toEqual(["expected a number, got number"]);
    expect(problems(hitPoints, null)).toEqual(["may not be empty"]);
  });
  it("a number that may be left empty (an AC Shock ignores) accepts empty and still checks a number", () => {
    const shockAc = spec.optionalInteger(null, { max: 20 });
    expect(problems(shockAc, null)).toEqual([]);
    expect(problems(shockAc, 21)).toEqual(["21 is above the maximum 20"]);
    expect(problems(shockAc, 12.5)).toEqual(["expected a whole number, got 12.5"]);
    expect(initialData(shockAc)).toBeNull();
  });
});

describe("text and choices", () => {
  it("free text may be blank unless it says otherwise", () => {
    expect(problems(spec.text(), "")).toEqual([]);
    expect(initialData(spec.text())).toBe("");
    expect(problems(spec.text("x", false), "")).toEqual(["may not be blank"]);
  });
  it("a choice names the value it refuses and the ones it offers, and may not be blank", () => {
    const skill = spec.choice(["stab", "shoot"], "stab");
    expect(problems(skill, "punch")).toEqual(['"punch" is not one of stab, shoot']);
    expect(problems(skill, "")).toEqual(["may not be blank"]);
    expect(problems(skill, "shoot")).toEqual([]);
  });
  it("a number is not text, nor is a list", () => {
    expect(problems(spec.text(), 3)).toEqual(["expected text, got number"]);
    expect(problems(spec.text(), ["a"])).toEqual(["expected text, got a list"]);
  });
});

describe("flags, HTML, lists and objects", () => {
  it("a flag is true or false, false when new", () => {
    expect(problems(spec.boolean(), "yes")).toEqual(['expected true or false, got "yes"']);
    expect(problems(spec.boolean(), true)).toEqual([]);
    expect(initialData(spec.boolean())).toBe(false);
    expect(initialData(spec.boolean(true))).toBe(true);
  });
  it("HTML notes are text, blank when new", () => {
    expect(problems(spec.html(), 3)).toEqual(["expected HTML text, got number"]);
    expect(problems(spec.html(), "<p>Notes</p>")).toEqual([]);
  });
  it("a list is refused when it is not a list", () => {
    expect(problems(spec.array(spec.text()), "sword")).toEqual(['expected a list, got "sword"']);
  });
  it("an object is refused when it is a list or null", () => {
    const shock = spec.object({ points: spec.integer(0) });
    expect(problems(shock, [])).toEqual(["expected an object, got a list"]);
    expect(problems(shock, null)).toEqual(["expected an object, got null"]);
  });
  it("nothing at all is accepted anywhere: Foundry fills it from the initial value", () => {
    expect(validateData(spec.integer(0, { min: 1 }), undefined)).toEqual([]);
  });
});

describe("fields that may be null or left out", () => {
  it("a nullable field (a card's missing token) takes null, and otherwise its own kind", () => {
    const token = spec.nullable(spec.text("", false));
    expect(problems(token, null)).toEqual([]);
    expect(problems(token, "")).toEqual(["may not be blank"]);
    expect(initialData(token)).toBeNull();
  });
  it("an optional field is checked when present and is left out of new data", () => {
    const choice = spec.object({ grip: spec.optional(spec.choice(["one", "two"], "one")), name: spec.text() });
    expect(validateData(choice, { grip: "three" })).toEqual([{ path: "system.grip", problem: '"three" is not one of one, two' }]);
    expect(Object.keys(initialData(choice))).toEqual(["name"]);
    expect(initialData(spec.optional(spec.integer(2)))).toBeUndefined();
  });
});

describe("a localised reason's placeholders", () => {
  const values = spec.values();
  it("take text and finite numbers", () => {
    expect(problems(values, { weapon: "Spear", bonus: 2 })).toEqual([]);
    expect(initialData(values)).toEqual({});
  });
  it("refuse anything else, naming the placeholder", () => {
    expect(validateData(values, { weapon: "Spear", hit: true, roll: Number.NaN })).toEqual([
      { path: "system.hit", problem: "expected text or a number, got boolean" },
      { path: "system.roll", problem: "expected text or a number, got number" },
    ]);
    expect(problems(values, "Spear")).toEqual(['expected an object, got "Spear"']);
  });
});

describe("plain JSON such as a turn engine's state", () => {
  const json = spec.json();
  it("takes nested objects, lists, text, flags, null and absent values", () => {
    expect(problems(json, { order: [{ id: "a", done: false, note: null, roll: 7 }], skip: undefined })).toEqual([]);
    expect(initialData(json)).toEqual({});
  });
  it("refuses what a database round trip would change, naming where it sits", () => {
    expect(validateData(json, { order: [{ roll: 1 }, { roll: Number.POSITIVE_INFINITY }] })).toEqual([
      { path: "system.order.1.roll", problem: "expected a finite number, got Infinity" },
    ]);
    expect(validateData(json, { at: new Date(0) })).toEqual([{ path: "system.at", problem: "expected plain data, got object" }]);
    expect(validateData(json, { done: () => true })).toEqual([{ path: "system.done", problem: "expected plain data, got function" }]);
  });
  it("must itself be an object", () => {
    expect(problems(json, [1])).toEqual(["expected an object, got a list"]);
  });
});

describe("values by free keys, such as departures by actor id", () => {
  const departed = spec.record(spec.object({ round: spec.integer(0, { min: 0 }) }));
  it("checks each entry under its key", () => {
    expect(validateData(departed, { a: { round: 1 }, b: { round: -1 } })).toEqual([{ path: "system.b.round", problem: "-1 is below the minimum 0" }]);
    expect(initialData(departed)).toEqual({});
  });
  it("refuses an entry left empty, and a value that is not an object", () => {
    expect(validateData(departed, { a: undefined })).toEqual([{ path: "system.a", problem: "may not be empty" }]);
    expect(problems(departed, 3)).toEqual(["expected an object, got number"]);
  });
});
