import { describe, expect, it } from "vitest";
import { freshRound } from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { openReactions, reactionAffordable, reactionOpen, takeReaction, type AttackStanding } from "../../../../../src/rulesets/sides/rules/combat/reactions";
import { REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { opportunityStrike } from "../../../../../src/rulesets/sides/rules/combat/attacks-of-opportunity";
import { character, npc } from "./fixtures";

const R = "FRAY.Sides.AttackFlow.Refusal";
const none = { totalDefense: false, snapAttack: false };
const hit: AttackStanding = { hit: true, shockLands: false, applied: false, taken: none };
const shockingMiss: AttackStanding = { hit: false, shockLands: true, applied: false, taken: none };
const harmlessMiss: AttackStanding = { hit: false, shockLands: false, applied: false, taken: none };

describe("which reactions an attack leaves room for", () => {
  it("a hit not yet applied: Total Defense (it may turn it into a miss) and a Snap Attack back", () => {
    expect(openReactions(hit)).toEqual(["totalDefense", "snapAttack"]);
  });

  it("a miss whose Shock would land: Total Defense stops it; there is no hit to interrupt", () => {
    expect(openReactions(shockingMiss)).toEqual(["totalDefense"]);
    expect(reactionOpen(shockingMiss, "snapAttack")).toEqual({ ok: false, reason: { key: `${R}.NotAHit` } });
  });

  it("a miss that does nothing anyway leaves nothing to react to", () => {
    expect(openReactions(harmlessMiss)).toEqual([]);
  });

  it("once its damage is applied, or a reaction taken, that is settled", () => {
    expect(openReactions({ ...hit, applied: true })).toEqual([]);
    expect(reactionOpen({ ...hit, applied: true }, "totalDefense")).toEqual({ ok: false, reason: { key: `${R}.AlreadyApplied` } });
    expect(openReactions({ ...hit, taken: { totalDefense: true, snapAttack: false } })).toEqual(["snapAttack"]);
    expect(openReactions({ ...hit, taken: { totalDefense: false, snapAttack: true } })).toEqual(["totalDefense"]);
  });
});

describe("whether the target's round affords a reaction", () => {
  it("both give up the Main Action, so neither is left once it is spent", () => {
    const spent = { ...freshRound(), mainSpent: true };
    expect(reactionAffordable(spent, "totalDefense", character())).toMatchObject({ ok: false, reason: { key: REFUSAL.totalDefenseMainSpent } });
    expect(reactionAffordable(spent, "snapAttack", character())).toMatchObject({ ok: false, reason: { key: REFUSAL.snapMainSpent } });
  });

  it("among NPCs only the trained snap back", () => {
    expect(reactionAffordable(freshRound(), "snapAttack", npc()).ok).toBe(false);
    expect(reactionAffordable(freshRound(), "snapAttack", npc({ snapTrained: true })).ok).toBe(true);
  });

  it("taking one spends the Main off-turn as an Instant; Total Defense also raises the guard", () => {
    expect(takeReaction(hit, "totalDefense", freshRound(), character())).toMatchObject({ ok: true, economy: { mainSpent: true, instantsUsed: 1, totalDefense: true } });
    expect(takeReaction(hit, "snapAttack", freshRound(), npc({ snapTrained: true }))).toMatchObject({ ok: true, economy: { mainSpent: true, instantsUsed: 1 } });
  });

  it("a reaction the attack leaves no room for is refused before the round is touched", () => {
    expect(takeReaction(harmlessMiss, "totalDefense", freshRound(), character()).ok).toBe(false);
    expect(takeReaction({ ...hit, applied: true }, "snapAttack", freshRound(), character())).toMatchObject({ ok: false, reason: { key: `${R}.AlreadyApplied` } });
  });
});

describe("striking on the GM's Attack of Opportunity offer", () => {
  const offer = { moverId: "mover", foeIds: ["orc", "pike"], struck: ["pike"] };

  it("a foe the offer names strikes the mover once, in melee", () => {
    expect(opportunityStrike(offer, "orc", "mover", "melee")).toEqual({ ok: true });
    expect(opportunityStrike(offer, "pike", "mover", "melee")).toEqual({ ok: false, reason: { key: `${R}.AlreadyTaken` } });
  });

  it("not a foe it does not name, not at anyone else, and never a shot", () => {
    const none = { ok: false, reason: { key: `${R}.NoOpportunity` } };
    expect(opportunityStrike(offer, "archer", "mover", "melee")).toEqual(none);
    expect(opportunityStrike(offer, "orc", "bystander", "melee")).toEqual(none);
    expect(opportunityStrike(offer, "orc", "mover", "ranged")).toEqual(none);
  });
});
