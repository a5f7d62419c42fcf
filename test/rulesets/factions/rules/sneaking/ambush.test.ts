import { describe, expect, it } from "vitest";
import { canActNow, canReactNow, factions as engine, initialFactionsState } from "../../../../../src/core/turns/factions";
import { attackReactions } from "../../../../../src/rulesets/factions/rules/reactions/attack-reactions";
import { awareOfAttacker, concealedAtStart } from "../../../../../src/rulesets/factions/rules/sneaking/concealment";
import { afterActs } from "../../../../../src/rulesets/factions/rules/sneaking/reveal";
import { GM, R, refusal, run } from "../../../../core/turns/helpers";
import { moment, target } from "../reactions/fixtures";

describe("an ambush: the ambushers' bonus turn, their targets unable to react", () => {
  it("wolves ambushing a traveller act alone before round 1, and the traveller cannot react to the bite", () => {
    const begun = run(engine, initialFactionsState(), {
      type: "start", by: GM, factions: ["travellers", "wolves"], startedBy: "wolves", fastSlow: false,
      members: [
        { id: "traveller", groupId: "travellers", owners: ["u-t"], wit: 10, ambusher: false },
        { id: "wolf", groupId: "wolves", owners: [], wit: 8, ambusher: true },
      ],
    });
    expect(begun.state.phase).toBe("ambush");
    expect(canActNow(begun.state)).toEqual(["wolf"]);
    const wolfConcealed = concealedAtStart(true);
    const biting = run(engine, begun.state, { type: "activate", by: GM, combatantId: "wolf" });
    // The turn engine offers no reaction, and the reaction rules agree: the traveller never saw the wolf coming.
    expect(canReactNow(biting.state)).toEqual([]);
    expect(refusal(engine.apply(biting.state, { type: "react", by: GM, combatantId: "traveller" }))).toBe(R("CannotReactInAmbush"));
    const offered = attackReactions(moment(), target({ aware: awareOfAttacker(wolfConcealed) }));
    expect(offered).toEqual({ ok: false, reason: { key: "FRAY.Factions.Reaction.Refusal.unaware" } });
    // Biting gave the wolf away: from now on it attacks in the open, and its targets may react.
    const after = afterActs(["moveSneaking", "attack"]);
    expect(after.concealed).toBe(false);
    expect(awareOfAttacker(after.concealed)).toBe(true);
  });
});
