import { describe, expect, it } from "vitest";
import {
  canActNow, canReactNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand, type FactionsState,
} from "../../../../../src/core/turns/factions";
import { attackReactions } from "../../../../../src/rulesets/factions/rules/reactions/attack-reactions";
import { dodgeResult } from "../../../../../src/rulesets/factions/rules/reactions/dodge";
import { GM, player, R, refusal, run } from "../../../../core/turns/helpers";
import { moment, target } from "./fixtures";

const uB = player("u-balthasar");
const uS = player("u-sybilla");
const uT = player("u-theobald");
const pc = (id: string, wit: number): FactionMemberInput => ({ id, groupId: "players", owners: [`u-${id}`], wit, ambusher: false });
const npc = (id: string, wit: number): FactionMemberInput => ({ id, groupId: "bandits", owners: [], wit, ambusher: false });

const act = (combatantId: string, by = GM): FactionsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string, by = GM): FactionsCommand => ({ type: "endTurn", by, combatantId });

/** What the reaction rules offer a member of the engine's roster when it is attacked in the open. */
function offeredTo(state: FactionsState, id: string) {
  const m = state.members.find((x) => x.id === id);
  if (m === undefined) throw new Error(`no ${id}`);
  // Attacked in the open by an attack that hits without a save.
  return attackReactions(moment(), target({ tookTurnThisRound: m.acted, able: !m.defeated && !m.unconscious }));
}

describe("the fast and slow activations example: Balthasar, Sybilla and Theobald against two bandits and their leader", () => {
  it("plays out as the chapter tells it, the dodging bandit spending its turn in the fast phase", () => {
    const begun = run(engine, initialFactionsState(), {
      type: "start", by: GM, factions: ["players", "bandits"], startedBy: "players", fastSlow: true,
      members: [pc("balthasar", 12), pc("sybilla", 6), pc("theobald", 9), npc("bandit1", 8), npc("bandit2", 8), npc("leader", 10)],
    });
    // The fast action threshold is 9; the Players hold the initiative and take turn first.
    const fast = run(engine, begun.state, { type: "roll", by: GM, purpose: "fastThreshold", forId: null, total: 9 }, { type: "chooseFirst", by: uT, factionId: "players" });
    expect(fast.state.phase).toBe("fast");
    expect(canActNow(fast.state)).toEqual(["balthasar", "theobald"]);
    expect(refusal(engine.apply(fast.state, act("sybilla", uS)))).toBe(R("NotEligibleThisPhase"));

    // Theobald attacks a bandit: WIT 8 is under the threshold, yet the bandit may react — and chooses to dodge.
    const theobald = run(engine, fast.state, act("theobald", uT));
    expect(canReactNow(theobald.state)).toContain("bandit1");
    expect(offeredTo(theobald.state, "bandit1")).toEqual({ ok: true, offered: ["dodge", "counter", "hideBehind"], withheld: {} });
    expect(dodgeResult(true).misses).toBe(true);
    const dodged = run(engine, theobald.state, { type: "react", by: GM, combatantId: "bandit1" });
    // The dodge spent the bandit's turn: it has no reaction left this round.
    expect(offeredTo(dodged.state, "bandit1")).toEqual({ ok: false, reason: { key: "FRAY.Factions.Reaction.Refusal.alreadyActed" } });

    // Followed by the bandit leader; Theobald, whose turn is taken, could no longer react to the leader's attack.
    const afterTheobald = run(engine, dodged.state, end("theobald", uT));
    expect(canActNow(afterTheobald.state)).toEqual(["leader"]);
    const leader = run(engine, afterTheobald.state, act("leader"));
    expect(offeredTo(leader.state, "theobald")).toEqual({ ok: false, reason: { key: "FRAY.Factions.Reaction.Refusal.alreadyActed" } });
    expect(canReactNow(leader.state)).not.toContain("theobald");
    // Balthasar could act too, but the Players pass: the slow phase begins.
    const passed = run(engine, leader.state, end("leader"), { type: "pass", by: uB, factionId: "players" });
    expect(passed.state.phase).toBe("slow");

    // Balthasar, Sybilla and the bandit who did not dodge act now: Sybilla first, then that bandit, then Balthasar.
    expect(canActNow(passed.state)).toEqual(["balthasar", "sybilla"]);
    const sybilla = run(engine, passed.state, act("sybilla", uS), end("sybilla", uS));
    expect(canActNow(sybilla.state)).toEqual(["bandit2"]);
    const bandit = run(engine, sybilla.state, act("bandit2"), end("bandit2"));
    expect(canActNow(bandit.state)).toEqual(["balthasar"]);
    const balthasar = run(engine, bandit.state, act("balthasar", uB), end("balthasar", uB));
    expect(balthasar.events).toContainEqual({ type: "moraleStep", round: 1 });
  });
});
