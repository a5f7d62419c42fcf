import { describe, expect, it } from "vitest";
import { attacksOfOpportunity, type NearbyFoe } from "../../../../../src/rulesets/sides/rules/combat/attacks-of-opportunity";
import {
  breakFree,
  endOfRoundGrappleDamage,
  grappleRestrictions,
  moveGrappled,
  NO_GRAPPLES,
  release,
  startGrapple,
  type GrappleAttempt,
  type GrappleState,
} from "../../../../../src/rulesets/sides/rules/combat/grapple";
import { OUTCOME, REFUSAL, MOD } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { checkTotal, sizePenalty, type CheckRoll } from "../../../../../src/rulesets/sides/rules/combat/opposed-check";
import { resolveScreen, screensLeft, type Screener } from "../../../../../src/rulesets/sides/rules/combat/screen-ally";
import { resolveShove, type ShoveInput } from "../../../../../src/rulesets/sides/rules/combat/shove";
import { hitDamage } from "../../../../../src/rulesets/sides/rules/combat/damage";
import { unarmed } from "./fixtures";

const foe = (id: string, overrides: Partial<NearbyFoe> = {}): NearbyFoe => ({
  id,
  armedMelee: true,
  canAct: true,
  reachFt: 5,
  distanceFt: 5,
  ...overrides,
});

describe("Attacks of Opportunity", () => {
  const foes = [foe("orc"), foe("unarmed", { armedMelee: false }), foe("far", { distanceFt: 15 }), foe("pike", { reachFt: 10, distanceFt: 10 })];
  it("Stand Up next to armed foes lets each armed one in reach attack", () => {
    expect(attacksOfOpportunity({ action: "standUp", disengaged: false, moved: false }, foes)).toEqual(["orc", "pike"]);
  });
  it("Disengage first and nobody may", () => {
    expect(attacksOfOpportunity({ action: "standUp", disengaged: true, moved: false }, foes)).toEqual([]);
  });
  it("attacking does not provoke", () => {
    expect(attacksOfOpportunity({ action: "meleeAttack", disengaged: false, moved: false }, foes)).toEqual([]);
  });
  it("Use a Skill, Pick up an Item and Charge provoke from adjacent armed foes", () => {
    for (const action of ["useSkill", "pickUp", "charge"] as const) {
      expect(attacksOfOpportunity({ action, disengaged: false, moved: true }, foes)).toEqual(["orc", "pike"]);
    }
  });
  it("Run provokes only from those whose range you leave", () => {
    const moving = [foe("left", { distanceAfterFt: 30 }), foe("followed", { distanceAfterFt: 5 })];
    expect(attacksOfOpportunity({ action: "run", disengaged: false, moved: true }, moving)).toEqual(["left"]);
  });
  it("Screen an Ally provokes only if the screener moved away from an armed foe", () => {
    expect(attacksOfOpportunity({ action: "screenAlly", disengaged: false, moved: false }, foes)).toEqual([]);
    expect(attacksOfOpportunity({ action: "screenAlly", disengaged: false, moved: true }, foes)).toEqual(["orc", "pike"]);
  });
  it("a foe who cannot act makes none", () => {
    expect(attacksOfOpportunity({ action: "standUp", disengaged: false, moved: false }, [foe("asleep", { canAct: false })])).toEqual([]);
  });
});

const screener = (id: string, checkTotal: number, overrides: Partial<Screener> = {}): Screener => ({
  id,
  checkTotal,
  highestCombatSkill: 1,
  screensUsedThisRound: 0,
  distanceToWardFt: 5,
  canBlock: true,
  ...overrides,
});

describe("Screen an Ally", () => {
  it("the attacker who wins the opposed check attacks the ward normally", () => {
    const r = resolveScreen("mage", 10, [screener("fighter", 8)]);
    expect(r).toMatchObject({ targetId: "mage", redirected: false, reason: { key: OUTCOME.screenPassed } });
  });
  it("if the screener succeeds the attack targets the screener (a tie holds)", () => {
    expect(resolveScreen("mage", 9, [screener("fighter", 9)]).targetId).toBe("fighter");
  });
  it("with several screeners, the worst-rolling successful defender takes it", () => {
    const r = resolveScreen("mage", 7, [screener("a", 12), screener("b", 8), screener("c", 5)]);
    expect(r.targetId).toBe("b");
    expect(r.participants.map((p) => p.succeeded)).toEqual([true, true, false]);
  });
  it("screens as many attackers a round as the highest combat skill; level 0 screens none", () => {
    expect(screensLeft({ highestCombatSkill: 2, screensUsedThisRound: 1 })).toBe(1);
    expect(resolveScreen("mage", 2, [screener("novice", 12, { highestCombatSkill: 0 })]).reason.key).toBe(OUTCOME.screenNoScreener);
    expect(resolveScreen("mage", 2, [screener("tired", 12, { screensUsedThisRound: 1 })]).targetId).toBe("mage");
  });
  it("only while the ward is within 5 ft, and only against attacks that can be body-blocked", () => {
    expect(resolveScreen("mage", 2, [screener("away", 12, { distanceToWardFt: 10 })]).targetId).toBe("mage");
    expect(resolveScreen("mage", 2, [screener("fireball", 12, { canBlock: false })]).targetId).toBe("mage");
  });
});

const roll = (r: number, attributeMod = 0, skillLevel = 0): CheckRoll => ({ roll: r, attributeMod, skillLevel });

describe("Shoving", () => {
  const shove = (overrides: Partial<ShoveInput> = {}) =>
    resolveShove({ attackHit: true, attacker: roll(8, 1, 1), defender: roll(7), size: "manSized", effect: "prone", ...overrides });
  it("needs a successful Attack Roll first", () => {
    expect(shove({ attackHit: false })).toEqual({ ok: false, reason: { key: REFUSAL.maneuverNeedsHit } });
  });
  it("the winner of the opposed STR check knocks the target prone or pushes it", () => {
    const r = shove();
    expect(r.ok && r.result).toMatchObject({ success: true, effect: "prone", attackerTotal: 10, defenderTotal: 7 });
    const p = shove({ effect: "push" });
    expect(p.ok && p.result.outcome.key).toBe(OUTCOME.shovePushed);
  });
  it("a tie resists", () => {
    const r = shove({ attacker: roll(7), defender: roll(7) });
    expect(r.ok && r.result).toMatchObject({ success: false, effect: null, outcome: { key: OUTCOME.shoveResisted } });
  });
  it("shoving a larger humanoid is at −2, a barely plausible creature at −4", () => {
    expect(sizePenalty("largerHumanoid")).toEqual([{ key: MOD.sizePenalty, value: -2 }]);
    const ogre = shove({ size: "largerHumanoid", attacker: roll(8, 1, 1), defender: roll(7) });
    expect(ogre.ok && ogre.result).toMatchObject({ success: true, attackerTotal: 8 });
    const bear = shove({ size: "barelyPlausible", attacker: roll(8, 1, 1), defender: roll(7) });
    expect(bear.ok && bear.result.success).toBe(false);
  });
  it("a dragon cannot be shoved at all", () => {
    expect(shove({ size: "implausible" })).toEqual({ ok: false, reason: { key: REFUSAL.implausibleSize } });
  });
});

describe("Grappling", () => {
  const attempt = (overrides: Partial<GrappleAttempt> = {}): GrappleAttempt => ({
    grapplerId: "brute",
    defenderId: "thief",
    attackHit: true,
    weaponCategory: "unarmed",
    grappler: roll(9, 1, 1),
    defender: roll(6),
    size: "manSized",
    ...overrides,
  });
  function grappled(): GrappleState {
    const r = startGrapple(NO_GRAPPLES, attempt());
    if (!r.ok || !r.success) throw new Error("no grapple");
    return r.state;
  }
  it("needs an unarmed hit, then a won STR/Brawl check", () => {
    expect(startGrapple(NO_GRAPPLES, attempt({ attackHit: false })).ok).toBe(false);
    const sword = startGrapple(NO_GRAPPLES, attempt({ weaponCategory: "melee" }));
    expect(sword.ok ? null : sword.reason.key).toBe(REFUSAL.grappleNeedsUnarmed);
    expect(grappled().holds).toEqual([{ grapplerId: "brute", defenderId: "thief", size: "manSized" }]);
  });
  it("a lost check leaves everyone free", () => {
    const r = startGrapple(NO_GRAPPLES, attempt({ grappler: roll(5), defender: roll(6) }));
    expect(r.ok && r.state.holds).toEqual([]);
    expect(r.ok && r.outcome.key).toBe(OUTCOME.grappleResisted);
  });
  it("a grappler holds only one target at a time", () => {
    const again = startGrapple(grappled(), attempt({ defenderId: "cleric" }));
    expect(again.ok ? null : again.reason.key).toBe(REFUSAL.grappleAlreadyHolding);
  });
  it("several grapplers may cling to one defender, and nobody in the grapple may move", () => {
    const two = startGrapple(grappled(), attempt({ grapplerId: "thug" }));
    if (!two.ok) throw new Error("refused");
    expect(two.state.holds.length).toBe(2);
    expect(grappleRestrictions(two.state, "thief")).toEqual({ inGrapple: true, canMove: false });
    expect(grappleRestrictions(two.state, "thug").canMove).toBe(false);
    expect(grappleRestrictions(two.state, "bystander").canMove).toBe(true);
  });
  it("at the end of each round the defender takes unarmed damage from each grappler", () => {
    const two = startGrapple(grappled(), attempt({ grapplerId: "thug" }));
    if (!two.ok) throw new Error("refused");
    const fists: Record<string, number> = { brute: 2, thug: 1 };
    const dmg = endOfRoundGrappleDamage(two.state, "thief", (id) =>
      hitDamage({ weapon: unarmed, weaponRoll: fists[id] ?? 0, attributeMod: 1, brawlLevel: 1, dualWieldBonus: false, swarmDamage: 0, otherBonuses: [], shockFloor: 0 }).total,
    );
    expect(dmg).toEqual([
      { grapplerId: "brute", damage: 4 },
      { grapplerId: "thug", damage: 3 },
    ]);
  });
  it("breaking free: the defender's single roll against each grappler", () => {
    const two = startGrapple(grappled(), attempt({ grapplerId: "thug" }));
    if (!two.ok) throw new Error("refused");
    const r = breakFree(two.state, "thief", roll(9), { brute: roll(10), thug: roll(8) });
    expect(r.ok && { freed: r.freedFrom, held: r.heldBy }).toEqual({ freed: ["thug"], held: ["brute"] });
    expect(r.ok && r.state.holds.map((h) => h.grapplerId)).toEqual(["brute"]);
  });
  it("the size penalty hampers the grappler when the defender breaks free", () => {
    const big = startGrapple(NO_GRAPPLES, attempt({ size: "largerHumanoid", grappler: roll(10, 1, 1) }));
    if (!big.ok || !big.success) throw new Error("no grapple");
    const r = breakFree(big.state, "thief", roll(10), { brute: roll(10, 1, 0) });
    expect(r.ok && r.freedFrom).toEqual(["brute"]);
  });
  it("breaking free when nobody holds you is refused", () => {
    expect(breakFree(NO_GRAPPLES, "thief", roll(9), {}).ok).toBe(false);
  });
  it("moving the target: win to drag it 10 ft or throw it 5 ft prone; lose and it breaks free", () => {
    const dragged = moveGrappled(grappled(), "brute", roll(9), roll(4), "drag");
    expect(dragged.ok && dragged).toMatchObject({ movedFt: 10, prone: false, outcome: { key: OUTCOME.grappleMoved } });
    expect(dragged.ok && dragged.state.holds.length).toBe(1);
    const thrown = moveGrappled(grappled(), "brute", roll(9), roll(4), "throw");
    expect(thrown.ok && thrown).toMatchObject({ movedFt: 5, prone: true });
    const lost = moveGrappled(grappled(), "brute", roll(4), roll(9), "drag");
    expect(lost.ok && lost.state.holds).toEqual([]);
    expect(lost.ok && lost.outcome.key).toBe(OUTCOME.brokeFree);
  });
  it("only a grappler can move a target", () => {
    expect(moveGrappled(grappled(), "thief", roll(9), roll(4), "drag").ok).toBe(false);
  });
  it("releasing ends the hold", () => {
    expect(release(grappled(), "brute").holds).toEqual([]);
  });
  it("opposed totals add roll, attribute and skill", () => {
    expect(checkTotal(roll(7, 2, 1), [{ key: MOD.sizePenalty, value: -2 }])).toBe(8);
  });
});
