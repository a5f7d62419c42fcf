/**
 * Maneuvers, executions, morale and reactions at their corners (seed 000 "Combat Maneuvers",
 * "Screen an Ally", "Execution Attacks", "Morale"; docs/rules-notes.md "## `sides` combat").
 */
import { describe, expect, it } from "vitest";
import { attacksOfOpportunity, type NearbyFoe } from "../../../../../src/rulesets/sides/rules/combat/attacks-of-opportunity";
import { executionHits, executionSave } from "../../../../../src/rulesets/sides/rules/combat/execution";
import { breakFree, endOfRoundGrappleDamage, moveGrappled, release, startGrapple, type GrappleState } from "../../../../../src/rulesets/sides/rules/combat/grapple";
import { MOD, OUTCOME, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { checkMorale, MORALE_FORMULA, newMoraleTriggers } from "../../../../../src/rulesets/sides/rules/combat/morale";
import { sizePenalty, type CheckRoll } from "../../../../../src/rulesets/sides/rules/combat/opposed-check";
import { isReaction, reactionAffordable, reactionOpen, takeReaction } from "../../../../../src/rulesets/sides/rules/combat/reactions";
import { resolveScreen, type Screener } from "../../../../../src/rulesets/sides/rules/combat/screen-ally";
import { resolveShove } from "../../../../../src/rulesets/sides/rules/combat/shove";
import { freshRound } from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { bow, character, longsword, npc } from "./fixtures";

const check = (roll: number): CheckRoll => ({ roll, attributeMod: 0, skillLevel: 0 });
const holds = (...pairs: [string, string][]): GrappleState => ({ holds: pairs.map(([grapplerId, defenderId]) => ({ grapplerId, defenderId, size: "manSized" as const })) });

describe("grappling at its corners", () => {
  const attempt = { grapplerId: "g", defenderId: "d", attackHit: true, weaponCategory: "unarmed" as const, grappler: check(9), defender: check(5), size: "manSized" as const };

  it("a missed attack, or a creature too big to manhandle, cannot be grappled, and the player is told why", () => {
    expect(startGrapple(holds(), { ...attempt, attackHit: false })).toEqual({ ok: false, reason: { key: REFUSAL.maneuverNeedsHit } });
    expect(startGrapple(holds(), { ...attempt, size: "implausible" })).toEqual({ ok: false, reason: { key: REFUSAL.implausibleSize } });
  });

  it("letting go ends only that grappler's hold", () => {
    expect(release(holds(["g", "d"], ["h", "d"]), "g")).toEqual(holds(["h", "d"]));
  });

  it("a defender breaking free is compared only with those holding it; one it fails against keeps its hold", () => {
    const state = holds(["strong", "d"], ["weak", "d"], ["other", "e"]);
    const r = breakFree(state, "d", check(7), { strong: check(9), weak: check(4), other: check(2) });
    expect(r).toMatchObject({ ok: true, freedFrom: ["weak"], heldBy: ["strong"] });
    expect(r.ok && r.state).toEqual(holds(["strong", "d"], ["other", "e"]));
  });

  it("a grappler who rolls nothing against the break loses its hold", () => {
    const r = breakFree(holds(["g", "d"]), "d", check(2), {});
    expect(r).toMatchObject({ ok: true, freedFrom: ["g"], heldBy: [] });
  });

  it("breaking free when nobody holds you, or moving a foe you do not hold, is refused with the reason", () => {
    expect(breakFree(holds(["g", "e"]), "d", check(7), {})).toEqual({ ok: false, reason: { key: REFUSAL.notGrappled } });
    expect(moveGrappled(holds(["g", "e"]), "x", check(9), check(2), "drag")).toEqual({ ok: false, reason: { key: REFUSAL.notGrappling } });
  });

  it("moving a larger humanoid is at −2: a 9 against a 7 fails, and the foe breaks free, still standing", () => {
    const ogre = { holds: [{ grapplerId: "g", defenderId: "d", size: "largerHumanoid" as const }] };
    expect(moveGrappled(ogre, "g", check(9), check(7), "throw")).toMatchObject({ ok: true, success: false, prone: false, movedFt: 0, outcome: { key: OUTCOME.brokeFree }, state: { holds: [] } });
  });

  it("a thrown foe lands 5 ft away, prone, and the card says thrown", () => {
    expect(moveGrappled(holds(["g", "d"]), "g", check(9), check(2), "throw")).toMatchObject({ success: true, prone: true, movedFt: 5, outcome: { key: OUTCOME.grappleThrown } });
  });

  it("at the round's end a defender takes blows only from those holding it", () => {
    const state = holds(["g", "d"], ["h", "e"]);
    expect(endOfRoundGrappleDamage(state, "d", () => 2)).toEqual([{ grapplerId: "g", damage: 2 }]);
  });
});

describe("size penalties on the attacker's checks", () => {
  it("man-sized: none; larger humanoid: −2; barely plausible: −4; implausible: impossible", () => {
    expect(sizePenalty("manSized")).toEqual([]);
    expect(sizePenalty("largerHumanoid")).toEqual([{ key: MOD.sizePenalty, value: -2 }]);
    expect(sizePenalty("barelyPlausible")).toEqual([{ key: MOD.sizePenalty, value: -4 }]);
    expect(sizePenalty("implausible")).toBeNull();
  });
});

describe("a successful shove", () => {
  it("knocking prone says prone, not pushed", () => {
    const r = resolveShove({ attackHit: true, attacker: check(9), defender: check(5), size: "manSized", effect: "prone" });
    expect(r.ok && r.result.outcome).toEqual({ key: OUTCOME.shoveProne });
  });
});

describe("screening at its corners", () => {
  const screener = (id: string, checkTotal: number): Screener => ({ id, checkTotal, highestCombatSkill: 1, screensUsedThisRound: 0, distanceToWardFt: 5, canBlock: true });

  it("with nobody able to screen, the attack goes to the ward, not redirected", () => {
    expect(resolveScreen("mage", 5, [])).toMatchObject({ targetId: "mage", redirected: false, reason: { key: OUTCOME.screenNoScreener } });
  });

  it("the worst successful screener takes it whatever order they are listed in, and the card names them", () => {
    expect(resolveScreen("mage", 7, [screener("b", 8), screener("a", 12)])).toEqual({
      targetId: "b",
      redirected: true,
      reason: { key: OUTCOME.screenRedirected, data: { screener: "b" } },
      participants: [{ id: "b", total: 8, succeeded: true }, { id: "a", total: 12, succeeded: true }],
    });
  });

  it("two screeners equally worst: the first listed takes it", () => {
    expect(resolveScreen("mage", 7, [screener("first", 9), screener("second", 9)]).targetId).toBe("first");
  });
});

describe("execution attacks at their corners", () => {
  const setup = { kind: "ranged" as const, targetUnsuspecting: true, fullMinute: true, disturbed: false };
  const shot = (distanceFt: number) => ({ weapon: bow, distanceFt, check: { roll: 4, attributeMod: 0, skillLevel: 0 } });

  it("too short a wait is refused with its own reason", () => {
    expect(executionHits({ ...setup, fullMinute: false }, shot(10))).toEqual({ ok: false, reason: { key: REFUSAL.executionTooShort } });
  });

  it("a disturbance spoils only a shot; a melee execution still hits", () => {
    expect(executionHits({ ...setup, kind: "melee", disturbed: true })).toMatchObject({ ok: true, result: { hit: true } });
  });

  it("a ranged execution needs a ranged weapon", () => {
    expect(executionHits(setup)).toEqual({ ok: false, reason: { key: REFUSAL.notRangedWeapon } });
    expect(executionHits(setup, { ...shot(5), weapon: longsword })).toEqual({ ok: false, reason: { key: REFUSAL.notRangedWeapon } });
  });

  it("a shot at exactly the long range (75 ft) is allowed; beyond, refused with the range", () => {
    expect(executionHits(setup, shot(75))).toMatchObject({ ok: true, result: { check: { modifiers: [] } } });
    expect(executionHits(setup, shot(76))).toEqual({ ok: false, reason: { key: REFUSAL.beyondLongRange, data: { long: 75 } } });
  });

  it("a shot at exactly the normal range (50 ft) still gets +2", () => {
    expect(executionHits(setup, shot(50))).toMatchObject({ ok: true, result: { check: { modifiers: [{ key: MOD.executionNormalRange, value: 2 }] } } });
  });

  it("a natural 1 fails even against a save of 1; a saved victim is told the maximum damage it takes", () => {
    expect(executionSave({ roll: 1, saveTarget: 1, assailantCombatSkill: 0, nonLethal: false, maximumDamage: 9 }).saved).toBe(false);
    expect(executionSave({ roll: 20, saveTarget: 10, assailantCombatSkill: 0, nonLethal: false, maximumDamage: 9 }).outcome).toEqual({ key: OUTCOME.executionMaxDamage, data: { damage: 9 } });
  });
});

describe("morale at its corners", () => {
  it("the check rolls 2d6", () => {
    expect(MORALE_FORMULA).toBe("2d6");
  });
  it("a group with nobody in it is never half down", () => {
    expect(newMoraleTriggers({ size: 0, down: 0, hasLeader: false, leaderDown: false }, [])).toEqual([]);
  });
  it("the card says the total and the score", () => {
    expect(checkMorale({ roll: 9, score: 8, modifiers: [] }).outcome).toEqual({ key: OUTCOME.moraleBreaks, data: { total: 9, score: 8 } });
  });
});

describe("reactions at their corners", () => {
  const none = { totalDefense: false, snapAttack: false };
  const harmlessMiss = { hit: false, shockLands: false, applied: false, taken: none };
  const R = "FRAY.Sides.AttackFlow.Refusal";

  it("only Total Defense and a Snap Attack are reactions", () => {
    expect(isReaction("totalDefense")).toBe(true);
    expect(isReaction("snapAttack")).toBe(true);
    expect(isReaction("parry")).toBe(false);
    expect(isReaction(undefined)).toBe(false);
  });

  it("a Snap Attack against a miss is refused as not a hit, even when the miss does nothing", () => {
    expect(reactionOpen(harmlessMiss, "snapAttack")).toEqual({ ok: false, reason: { key: `${R}.NotAHit` } });
    expect(reactionOpen(harmlessMiss, "totalDefense")).toEqual({ ok: false, reason: { key: `${R}.AlreadyTaken` } });
    expect(reactionOpen({ ...harmlessMiss, hit: true, taken: { ...none, snapAttack: true } }, "snapAttack")).toEqual({ ok: false, reason: { key: `${R}.AlreadyTaken` } });
  });

  it("a reactor whose round cannot afford it is refused with the round's reason, its Main untouched", () => {
    const open = { ...harmlessMiss, hit: true };
    expect(takeReaction(open, "snapAttack", freshRound(), npc())).toEqual({ ok: false, reason: { key: REFUSAL.snapUntrainedNpc } });
    expect(takeReaction(open, "totalDefense", { ...freshRound(), mainSpent: true }, character())).toEqual({ ok: false, reason: { key: REFUSAL.totalDefenseMainSpent } });
  });
});

describe("Attacks of Opportunity at their corners", () => {
  const foe = (id: string, distanceAfterFt?: number): NearbyFoe => ({ id, armedMelee: true, canAct: true, reachFt: 5, distanceFt: 5, ...(distanceAfterFt === undefined ? {} : { distanceAfterFt }) });

  it("Use a Skill provokes from an adjacent foe even if the user stays beside it", () => {
    expect(attacksOfOpportunity({ action: "useSkill", disengaged: false, moved: false }, [foe("orc", 5)])).toEqual(["orc"]);
  });

  it("a runner whose end point is not given is taken to leave the foe behind", () => {
    expect(attacksOfOpportunity({ action: "run", disengaged: false, moved: true }, [foe("orc")])).toEqual(["orc"]);
  });
});

describe("a round that still affords a reaction", () => {
  it("a fresh round affords Total Defense", () => {
    expect(reactionAffordable(freshRound(), "totalDefense", character())).toEqual({ ok: true });
  });
});

describe("a hold the round state records on a creature too big to manhandle", () => {
  const dragon: GrappleState = { holds: [{ grapplerId: "g", defenderId: "d", size: "implausible" }] };
  it("still counts its grappler's checks, with no size penalty to apply", () => {
    expect(breakFree(dragon, "d", check(5), { g: check(6) })).toMatchObject({ ok: true, heldBy: ["g"] });
    expect(moveGrappled(dragon, "g", check(6), check(5), "drag")).toMatchObject({ ok: true, success: true });
  });
});
