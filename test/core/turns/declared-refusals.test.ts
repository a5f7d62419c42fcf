/**
 * Declared-action speed: commands that make no sense for the fight as it stands are refused with the
 * reason the GM or player is shown, and change nothing.
 */
import { describe, expect, it } from "vitest";
import { applyDeclared, createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { GM } from "./sequence-fixtures";
import { declare, fight, joinCmd, lock, resolveAll, run } from "./declared-fixtures";

const R = (name: string) => `FRAY.Turns.Refusal.${name}`;

/** The refusal key, and proof the state it was refused against is untouched. */
function refused(s: DeclaredState, cmd: DeclaredCommand): string {
  const before = JSON.stringify(s);
  const out = applyDeclared(s, cmd);
  expect(JSON.stringify(s)).toBe(before);
  if (out.ok) throw new Error(`expected ${cmd.type} to be refused`);
  return out.reason.key;
}

const setup = () => run(createDeclaredState(), joinCmd({ id: "A", agi: 0 })).state;
const declaring = () => fight([{ id: "A", agi: 0, d12: 4 }, { id: "B", agi: 1, d12: 9 }]).state;
const resolving = () => run(declaring(), lock()).state;
const newcomer = (c: Record<string, unknown>): DeclaredCommand => ({ type: "join", by: GM, combatant: { id: "N", name: "N", owners: [], agilityModifier: 0, ...c } as never });

describe("declared: a creature must be whole to join", () => {
  it.each([
    ["no id", { id: "" }],
    ["an owner that is not a user id", { owners: [""] }],
    ["an Agility modifier that is not a number", { agilityModifier: Number.NaN }],
    ["a further base modifier that is not a number", { baseAdjustment: Number.POSITIVE_INFINITY }],
    ["no name", { name: 7 }],
  ])("a creature with %s is refused", (_what, patch) => {
    expect(refused(setup(), newcomer(patch))).toBe(R("InvalidSetup"));
  });

  it("a second creature with the same id is refused", () => {
    expect(refused(setup(), newcomer({ id: "A" }))).toBe(R("DuplicateId"));
  });

  it("a fight with nobody in it cannot start, nor start twice", () => {
    expect(refused(createDeclaredState(), { type: "start", by: GM })).toBe(R("InvalidSetup"));
    expect(refused(declaring(), { type: "start", by: GM })).toBe(R("AlreadyStarted"));
  });
});

describe("declared: base rolls", () => {
  it.each([
    ["for nobody", { combatantIds: [] }],
    ["twice for the same creature in one roll", { combatantIds: ["A", "A"] }],
  ])("a roll %s is refused", (_what, patch) => {
    expect(refused(setup(), { type: "rollBase", by: GM, d12: 4, ...patch })).toBe(R("InvalidSetup"));
  });

  it("a roll for someone not in the fight is refused, and a shared roll is refused whole if one of them already rolled", () => {
    expect(refused(setup(), { type: "rollBase", by: GM, combatantIds: ["ghost"], d12: 4 })).toBe(R("UnknownCombatant"));
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), joinCmd({ id: "B", agi: 0 }), { type: "rollBase", by: GM, combatantIds: ["A"], d12: 3 }).state;
    expect(refused(s, { type: "rollBase", by: GM, combatantIds: ["B", "A"], d12: 5 })).toBe(R("AlreadyRolled"));
  });

  it.each([0, 13, 4.5])("a d12 of %s is not a d12 face", (d12) => {
    expect(refused(setup(), { type: "rollBase", by: GM, combatantIds: ["A"], d12 })).toBe(R("RollOutOfRange"));
  });

  it("a base can be overridden only for someone in the fight, with a number, once it was rolled", () => {
    expect(refused(declaring(), { type: "setBase", by: GM, combatantId: "ghost", base: 3 })).toBe(R("UnknownCombatant"));
    expect(refused(declaring(), { type: "setBase", by: GM, combatantId: "A", base: Number.NaN })).toBe(R("InvalidNumber"));
    expect(refused(setup(), { type: "setBase", by: GM, combatantId: "A", base: 3 })).toBe(R("NoRollPending"));
  });

  it("an overridden base sets the creature's value from the next declaration on", () => {
    const s = run(declaring(), { type: "setBase", by: GM, combatantId: "B", base: 1 }, declare("A", 0), declare("B", 0), lock()).state;
    expect(s.step?.combatantIds).toEqual(["B"]);
  });
});

describe("declared: declarations", () => {
  it("nobody declares before the fight starts, and only for a creature in it", () => {
    expect(refused(setup(), declare("A", 0))).toBe(R("NotStarted"));
    expect(refused(declaring(), declare("ghost", 0))).toBe(R("UnknownCombatant"));
  });

  it("a declaration needs an action and a number", () => {
    expect(refused(declaring(), declare("A", 0, "  "))).toBe(R("InvalidText"));
    expect(refused(declaring(), declare("A", Number.NaN))).toBe(R("InvalidNumber"));
  });

  it("declarations do not lock before the fight starts", () => {
    expect(refused(setup(), lock())).toBe(R("NotStarted"));
  });

  it("declarations lock once only, even after the last step", () => {
    expect(refused(resolveAll(resolving()).state, lock())).toBe(R("DeclarationsLocked"));
  });
});

describe("declared: turns, conditions and rounds", () => {
  it("nobody ends a turn while declarations are open, nor for a creature not in the fight", () => {
    expect(refused(declaring(), { type: "endTurn", by: GM, combatantId: "A" })).toBe(R("NotNow"));
    expect(refused(resolving(), { type: "endTurn", by: GM, combatantId: "ghost" })).toBe(R("UnknownCombatant"));
  });

  it("a creature already done in a simultaneous step cannot end its part twice", () => {
    const s = run(declaring(), declare("A", 4), declare("B", 0), lock(), { type: "endTurn", by: GM, combatantId: "A" }).state; // both on 8
    expect(refused(s, { type: "endTurn", by: GM, combatantId: "A" })).toBe(R("AlreadyActed"));
  });

  it("a condition it is already in, or a creature not in the fight, is refused", () => {
    expect(refused(declaring(), { type: "recover", by: GM, combatantId: "A" })).toBe(R("SameCondition"));
    const down = run(declaring(), { type: "fallUnconscious", by: GM, combatantId: "A" }).state;
    expect(refused(down, { type: "fallUnconscious", by: GM, combatantId: "A" })).toBe(R("SameCondition"));
    expect(refused(declaring(), { type: "defeat", by: GM, combatantId: "ghost" })).toBe(R("UnknownCombatant"));
    expect(refused(declaring(), { type: "leave", by: GM, combatantId: "ghost" })).toBe(R("UnknownCombatant"));
  });

  it("a dying creature can still be knocked unconscious, and then it no longer declares", () => {
    const dying = run(declaring(), { type: "fallUnconscious", by: GM, combatantId: "A", dying: true }).state;
    expect(dying.combatants.find((c) => c.id === "A")?.condition).toBe("dying");
    const out = run(dying, { type: "fallUnconscious", by: GM, combatantId: "A" }).state;
    expect(refused(out, declare("A", 0))).toBe(R("CannotActWhileDown"));
  });

  it("there is no next round before the first one has started", () => {
    expect(refused(setup(), { type: "nextRound", by: GM })).toBe(R("NotNow"));
    expect(refused(run(setup(), { type: "start", by: GM }).state, { type: "nextRound", by: GM })).toBe(R("NotNow"));
  });

  it("an unknown command is refused", () => {
    expect(refused(declaring(), { type: "shuffle", by: GM } as unknown as DeclaredCommand)).toBe(R("UnknownCommand"));
  });
});
