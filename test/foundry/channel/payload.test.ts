/**
 * The payload cleaner at its edges: what a handler may read from a socket message a player's console
 * wrote. Every limit is pinned on both sides (the last size a click may need passes, one more is refused).
 */
import { describe, expect, it } from "vitest";
import { cleanPayload, PAYLOAD_LIMITS } from "../../../src/foundry/channel/payload";

/** An object nested `levels` deep below the payload, holding `leaf` at the bottom. */
function nested(levels: number, leaf: unknown = 1): Record<string, unknown> {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i++) value = { down: value };
  return { top: value };
}

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe("what a payload may hold", () => {
  it("JSON's values pass as they are: null, true, false, numbers, strings, arrays", () => {
    const raw = { none: null, yes: true, no: false, zero: 0, negative: -2.5, text: "Boudica", list: [1, "two", null, false] };
    expect(cleanPayload(raw)).toEqual(raw);
  });

  it("the cleaned payload is a fresh copy: changing the raw message afterwards changes nothing a handler holds", () => {
    const raw = { target: { id: "a" }, list: [1] };
    const cleaned = cleanPayload(raw)!;
    raw.target.id = "b";
    raw.list.push(2);
    expect(cleaned).toEqual({ target: { id: "a" }, list: [1] });
    expect(Array.isArray(cleaned.list)).toBe(true);
  });

  it("a handler may normalise the payload it was given: its fields can be changed, added and deleted", () => {
    const cleaned = cleanPayload({ bonus: 1, nested: { cover: "half" }, list: [1] })!;
    cleaned.bonus = 2;
    (cleaned.nested as Record<string, unknown>).cover = "none";
    delete cleaned.list;
    expect(cleaned).toEqual({ bonus: 2, nested: { cover: "none" } });
  });

  it("numbers JSON cannot carry are refused: NaN and the infinities", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(cleanPayload({ bonus: bad })).toBeNull();
    expect(cleanPayload({ deep: [{ bonus: Number.NaN }] })).toBeNull();
  });

  it("what JSON has no word for is refused: undefined, functions, symbols, big integers", () => {
    for (const bad of [undefined, () => 1, Symbol("x"), 10n]) expect(cleanPayload({ value: bad })).toBeNull();
  });

  it("a payload is an object: null, an array, a string or a number is refused whole", () => {
    for (const bad of [null, undefined, [], [{ a: 1 }], "text", 3, true]) expect(cleanPayload(bad)).toBeNull();
  });
});

describe("keys that could reach a prototype", () => {
  it("__proto__, constructor and prototype are refused at any depth, the whole payload with them", () => {
    expect(cleanPayload(JSON.parse('{"__proto__": {"isGM": true}}'))).toBeNull();
    expect(cleanPayload({ constructor: 1 })).toBeNull();
    expect(cleanPayload({ prototype: 1 })).toBeNull();
    expect(cleanPayload({ deep: { prototype: 1 } })).toBeNull();
    expect(cleanPayload({ list: [JSON.parse('{"__proto__": 1}')] })).toBeNull();
  });

  it("a key that only looks like one passes", () => {
    expect(cleanPayload({ proto: 1, constructors: 2, _prototype: 3 })).toEqual({ proto: 1, constructors: 2, _prototype: 3 });
  });
});

describe("sizes no click needs", () => {
  it(`a string of ${PAYLOAD_LIMITS.stringLength} characters passes; one more is refused`, () => {
    expect(cleanPayload({ text: "x".repeat(PAYLOAD_LIMITS.stringLength) })).toEqual({ text: "x".repeat(PAYLOAD_LIMITS.stringLength) });
    expect(cleanPayload({ text: "x".repeat(PAYLOAD_LIMITS.stringLength + 1) })).toBeNull();
    expect(cleanPayload({ list: ["x".repeat(PAYLOAD_LIMITS.stringLength + 1)] })).toBeNull();
  });

  it(`objects nest ${PAYLOAD_LIMITS.depth - 1} levels below the payload; one more is refused, and an array counts as a level`, () => {
    expect(cleanPayload(nested(PAYLOAD_LIMITS.depth - 1))).toEqual(nested(PAYLOAD_LIMITS.depth - 1));
    expect(cleanPayload(nested(PAYLOAD_LIMITS.depth))).toBeNull();
    expect(cleanPayload(nested(PAYLOAD_LIMITS.depth - 1, []))).toBeNull();
    // A plain value at the deepest level is no level of its own.
    expect(cleanPayload(nested(PAYLOAD_LIMITS.depth - 1, "leaf"))).not.toBeNull();
  });

  it(`${PAYLOAD_LIMITS.entries} entries in all pass; one more is refused, counted across every object and array`, () => {
    expect(cleanPayload(keys(PAYLOAD_LIMITS.entries))).toEqual(keys(PAYLOAD_LIMITS.entries));
    expect(cleanPayload(keys(PAYLOAD_LIMITS.entries + 1))).toBeNull();
    const list = (count: number) => Array.from({ length: count }, (_, i) => i);
    // The payload's own key is one entry, its list's items the rest.
    expect(cleanPayload({ list: list(PAYLOAD_LIMITS.entries - 1) })).toEqual({ list: list(PAYLOAD_LIMITS.entries - 1) });
    expect(cleanPayload({ list: list(PAYLOAD_LIMITS.entries) })).toBeNull();
    const half = Math.floor(PAYLOAD_LIMITS.entries / 2);
    expect(cleanPayload({ a: keys(half - 1), b: keys(half - 1) })).not.toBeNull();
    expect(cleanPayload({ a: keys(half), b: keys(half) })).toBeNull();
  });
});
