/** The double's one update merge behaves as Foundry v13 merges an update into a document's source (sources in ./merge). */
import { describe, expect, it } from "vitest";
import { applyUpdate, expandUpdate, writesPath } from "./merge";

const merged = (source: Record<string, any>, change: Record<string, any>) => {
  const target = structuredClone(source);
  applyUpdate(target, change);
  return target;
};

describe("the double's update merge", () => {
  it("merges an inner object key by key: a key left out stays", () => {
    expect(merged({ system: { state: { round: 1, acted: { a: true, b: true } } } }, { system: { state: { acted: { a: false } } } })).toEqual({
      system: { state: { round: 1, acted: { a: false, b: true } } },
    });
  });

  it("replaces an array and any other value whole", () => {
    expect(merged({ list: [1, 2, 3], n: 1, s: "x", o: { a: 1 } }, { list: [4], n: 2, s: null, o: 5 })).toEqual({ list: [4], n: 2, s: null, o: 5 });
  });

  it("puts an object where there was none, or where there was an array or a value", () => {
    expect(merged({ a: null, b: [1], c: 3 }, { a: { x: 1 }, b: { y: 2 }, c: { z: 3 }, d: { w: 4 } })).toEqual({ a: { x: 1 }, b: { y: 2 }, c: { z: 3 }, d: { w: 4 } });
  });

  it("expands dotted keys, at any depth, and merges what they name", () => {
    expect(merged({ system: { health: { value: 5, max: 9 } } }, { "system.health.value": 3 })).toEqual({ system: { health: { value: 3, max: 9 } } });
    expect(merged({ flags: { fray: { a: 1 } } }, { flags: { "fray.b": 2 } })).toEqual({ flags: { fray: { a: 1, b: 2 } } });
    // A key with a dot inside a written value (an actor's uuid) is split too.
    expect(merged({}, { flags: { fray: { saves: { "Actor.abc": 2 } } } })).toEqual({ flags: { fray: { saves: { Actor: { abc: 2 } } } } });
  });

  it("deletes a -=key, nested or dotted, and a missing one changes nothing", () => {
    expect(merged({ flags: { fray: { a: 1, b: 2 } } }, { "flags.fray.-=a": null })).toEqual({ flags: { fray: { b: 2 } } });
    expect(merged({ system: { a: 1, b: 2 } }, { system: { "-=b": null } })).toEqual({ system: { a: 1 } });
    expect(merged({ system: { a: 1 } }, { system: { "-=zz": null } })).toEqual({ system: { a: 1 } });
  });

  it("replaces a ==key whole: none of the old inner keys survive", () => {
    expect(merged({ system: { state: { round: 1, acted: { a: true, b: true } }, other: 1 } }, { system: { "==state": { round: 2, acted: { a: true } } } })).toEqual({
      system: { state: { round: 2, acted: { a: true } }, other: 1 },
    });
    expect(merged({ system: { a: { x: 1 } }, type: "base" }, { "==system": { b: 2 }, type: "card" })).toEqual({ system: { b: 2 }, type: "card" });
    expect(merged({ system: { state: { a: 1 } } }, { "system.==state": null })).toEqual({ system: { state: null } });
  });

  it("never stores a special key in an object it creates", () => {
    expect(merged({}, { flags: { fray: { "-=gone": null, kept: 1 } } })).toEqual({ flags: { fray: { kept: 1 } } });
  });

  it("keeps a data model's class and the written data's independence", () => {
    class Model {
      a = { x: 1 };
    }
    const target: Record<string, any> = { system: new Model() };
    const value = { y: [1, 2] };
    applyUpdate(target, { system: { a: value } });
    value.y.push(3);
    expect(target.system).toBeInstanceOf(Model);
    expect(target.system.a).toEqual({ x: 1, y: [1, 2] });
  });

  it("takes the written data when the update is made: later changes to the writer's objects, or to what it read, never reach it", () => {
    const target: Record<string, any> = { system: { roundState: { budgets: [1] }, roundHistory: [] } };
    const read = target.system.roundState;
    const history = [read];
    // The history written holds the very object the update replaces, as a command's record does.
    applyUpdate(target, { system: { roundState: { budgets: [2] }, roundHistory: history } });
    history.push({ budgets: [3] });
    expect(target.system).toEqual({ roundState: { budgets: [2] }, roundHistory: [{ budgets: [1] }] });
    expect(read).toEqual({ budgets: [1] });
  });

  it("expands an update without changing the written object", () => {
    const change = { "system.a": 1, system: { b: 2 } };
    expect(expandUpdate(change)).toEqual({ system: { b: 2 } });
    expect(expandUpdate({ system: { b: 2 }, "system.a": 1 })).toEqual({ system: { b: 2, a: 1 } });
    expect(change).toEqual({ "system.a": 1, system: { b: 2 } });
  });

  it("tells which writes name a field, whichever form they use", () => {
    expect(writesPath({ system: { state: {} } }, "system.state")).toBe(true);
    expect(writesPath({ system: { "==state": {} } }, "system.state")).toBe(true);
    expect(writesPath({ "system.-=state": null }, "system.state")).toBe(true);
    expect(writesPath({ "==system": { state: {} } }, "system.state")).toBe(true);
    expect(writesPath({ system: { roundState: {} } }, "system.state")).toBe(false);
    expect(writesPath({ round: 2 }, "system.state")).toBe(false);
  });
});
