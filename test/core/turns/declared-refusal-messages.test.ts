/**
 * Declared-action speed: a refused command tells the GM or player what was wrong with it, naming the
 * creature, roll or problem (en.json's text with its placeholders filled, as the chat shows it).
 */
import { describe, expect, it } from "vitest";
import { createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { ALICE, GM } from "./sequence-fixtures";
import { declare, end, fight, joinCmd, lock, refusalMessage, run } from "./declared-fixtures";

const unrolled = () => run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), joinCmd({ id: "B", agi: 0 })).state;
/** A (alice's) on 4 and B on 8; V surprised. Round 1, declarations open. */
const declaring = () =>
  fight([
    { id: "A", agi: 0, d12: 4, owners: ["alice"] },
    { id: "B", agi: 1, d12: 9 },
    { id: "V", agi: 0, d12: 2, surprised: true },
  ]).state;
const resolving = () => run(declaring(), lock()).state; // A on 4 first
const tied = () => run(declaring(), declare("A", 4), lock(), end("A")).state; // A and B both on 8
const condition = (type: "fallUnconscious" | "defeat" | "recover" | "leave", combatantId: string, by = GM) => ({ type, by, combatantId }) as DeclaredCommand;

describe("declared: each refusal names what it refuses", () => {
  it.each<[string, () => DeclaredState, DeclaredCommand, string]>([
    ["a creature with no name", unrolled, { type: "join", by: GM, combatant: { id: "N", owners: [], agilityModifier: 0 } as never }, "The fight cannot be set up like that (combatant)."],
    ["a second creature called A", unrolled, joinCmd({ id: "A", agi: 0 }), "A combatant or group with id A is already in the fight."],
    ["a fight with nobody in it", createDeclaredState, { type: "start", by: GM }, "The fight cannot be set up like that (noCombatants)."],
    ["a roll for nobody", unrolled, { type: "rollBase", by: GM, combatantIds: [], d12: 3 }, "The fight cannot be set up like that (combatantIds)."],
    ["a roll for a ghost", unrolled, { type: "rollBase", by: GM, combatantIds: ["ghost"], d12: 3 }, "There is no combatant ghost in this fight."],
    ["a shared roll for B and A, who rolled already", () => run(unrolled(), { type: "rollBase", by: GM, combatantIds: ["A"], d12: 5 }).state, { type: "rollBase", by: GM, combatantIds: ["B", "A"], d12: 3 }, "A has already rolled initiative for this fight."],
    ["a second roll for A", declaring, { type: "rollBase", by: GM, combatantIds: ["A"], d12: 3 }, "A has already rolled initiative for this fight."],
    ["a 13 on a d12", unrolled, { type: "rollBase", by: GM, combatantIds: ["A"], d12: 13 }, "The roll must be a whole number from 1 to 12."],
    ["a base set for a ghost", declaring, { type: "setBase", by: GM, combatantId: "ghost", base: 3 }, "There is no combatant ghost in this fight."],
    ["a base set before it was rolled", unrolled, { type: "setBase", by: GM, combatantId: "A", base: 3 }, "No baseInitiative roll is waiting for that."],
    ["a declaration for a ghost", declaring, declare("ghost", 0), "There is no combatant ghost in this fight."],
    ["alice declaring for B", declaring, declare("B", 0, "attack", ALICE), "You do not control B."],
    ["a declaration for the surprised V", declaring, declare("V", 0), "V is surprised and cannot act this round."],
    ["a declaration from a newcomer yet to roll", () => run(resolving(), joinCmd({ id: "N", agi: 0 })).state, declare("N", 0), "N has not rolled its base initiative yet."],
    ["ending a ghost's turn", resolving, end("ghost"), "There is no combatant ghost in this fight."],
    ["alice ending B's turn", tied, end("B", ALICE), "You do not control B."],
    ["ending B's turn while A is on 4", resolving, end("B"), "It is not B's turn."],
    ["A ending its part of the tie twice", tied, end("A"), "A has already acted."],
    ["reviving A, who is up", declaring, condition("recover", "A"), "A is already active."],
    ["defeating a ghost", declaring, condition("defeat", "ghost"), "There is no combatant ghost in this fight."],
    ["a ghost leaving", declaring, condition("leave", "ghost"), "There is no combatant ghost in this fight."],
    ["an undo before anything happened", createDeclaredState, { type: "undo", by: GM }, "There is nothing to undo."],
    ["an unknown command", declaring, { type: "shuffle", by: GM } as unknown as DeclaredCommand, "Unknown command: shuffle."],
  ])("%s", (_what, state, cmd, message) => {
    expect(refusalMessage(state(), cmd)).toBe(message);
  });

  it("a creature already down says how it is down: unconscious, dying or defeated", () => {
    const s = run(declaring(), condition("fallUnconscious", "A"), { type: "fallUnconscious", by: GM, combatantId: "B", dying: true }, condition("defeat", "V")).state;
    expect(refusalMessage(s, condition("fallUnconscious", "A"))).toBe("A is already unconscious.");
    expect(refusalMessage(s, { type: "fallUnconscious", by: GM, combatantId: "B", dying: true })).toBe("B is already dying.");
    expect(refusalMessage(s, condition("defeat", "V"))).toBe("V is already defeated.");
    expect(refusalMessage(s, declare("A", 0))).toBe("A cannot do that while down.");
  });
});
