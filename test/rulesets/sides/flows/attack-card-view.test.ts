import { describe, expect, it } from "vitest";
import { buildAttackCardView } from "../../../../src/rulesets/sides/flows/attack-card-view";
import { club, target } from "../rules/combat/fixtures";
import { sampleCard, testTranslate } from "./support";

const t = testTranslate();
const actions = (view: ReturnType<typeof buildAttackCardView>) => view?.buttons.map((b) => b.mode ?? b.action);

describe("the attack card view", () => {
  it("a hit itemises every modifier with its label and signed value, and offers to roll damage", () => {
    const view = buildAttackCardView(sampleCard(), { d20: 14, damage: null }, t);
    expect(view?.modifiers).toEqual([
      { label: "Attack bonus", value: "+1" },
      { label: "Attribute (STR)", value: "0" },
      { label: "Combat skill (Stab)", value: "+1" },
    ]);
    expect(view).toMatchObject({ d20: 14, total: 16, ac: 13, hit: true, outcome: "Hit", versus: "16 vs AC 13", shock: null, damagePending: true });
    expect(actions(view)).toEqual(["rollDamage", "totalDefense", "snapAttack"]);
  });

  it("once damage is rolled it shows the total and its parts and offers full or half", () => {
    const view = buildAttackCardView(sampleCard(), { d20: 14, damage: 5 }, t);
    expect(view?.damage).toEqual({ title: "Damage (1d8)", total: 5, parts: [{ label: "Weapon die", value: "5" }], notes: [] });
    expect(actions(view)).toEqual(["full", "half", "totalDefense", "snapAttack"]);
  });

  it("a hit never does less than its Shock, and says so", () => {
    const view = buildAttackCardView(sampleCard(), { d20: 14, damage: 1 }, t);
    expect(view?.damage?.total).toBe(2);
    expect(view?.damage?.notes).toEqual(["A hit does at least its Shock (2)."]);
  });

  it("the rulebook's example: Shock 2/AC 15 misses AC 13 and still does 2 damage", () => {
    const view = buildAttackCardView(sampleCard(), { d20: 5, damage: null }, t);
    expect(view).toMatchObject({ hit: false, outcome: "Miss", total: 7 });
    expect(view?.shock).toEqual({
      summary: "Shock 2/AC 15 misses AC 13 and still does 2 damage.",
      reason: "Shock: the target's AC is within the weapon's Shock rating.",
      applied: true,
    });
    expect(actions(view)).toEqual(["shock", "totalDefense"]);
  });

  it("a miss without Shock says why: the AC is above the rating", () => {
    const view = buildAttackCardView(sampleCard({ target: target({ ac: 16 }) }), { d20: 5, damage: null }, t);
    expect(view?.shock).toEqual({
      summary: "The miss does no damage.",
      reason: "No Shock: AC 16 is above the weapon's rating (15).",
      applied: false,
    });
    expect(actions(view)).toEqual([]);
  });

  it("a miss with a weapon that has no Shock says so", () => {
    const view = buildAttackCardView(sampleCard({ weapon: club }), { d20: 2, damage: null }, t);
    expect(view?.shock?.reason).toBe("No Shock: the weapon has none.");
  });

  it("a swarm of three adds +4 to hit, and its Shock lands through a shield", () => {
    const card = sampleCard({ target: target({ ac: 18, hasShield: true }) }, { swarmAssailants: 3 });
    const view = buildAttackCardView(card, { d20: 5, damage: null }, t);
    expect(view?.modifiers.at(-1)).toEqual({ label: "Swarm Attack (3 assailants)", value: "+4" });
    expect(view?.shock?.reason).toBe("Shock: a swarm's Shock applies whatever the AC, shield or immunity.");
    expect(view?.shock?.summary).toBe("Shock 2/AC 15 misses AC 18 and still does 2 damage.");
  });

  it("a swarm hit adds its capped bonus to the damage parts", () => {
    const card = sampleCard({}, { swarmAssailants: 4 });
    const view = buildAttackCardView(card, { d20: 10, damage: 4 }, t);
    expect(view?.damage?.parts.at(-1)).toEqual({ label: "Swarm Attack (4 assailants)", value: "+3" });
  });

  it("Total Defense taken after the roll re-reads the same d20 against AC+2 and stops the Shock", () => {
    const card = sampleCard({ reactions: { totalDefense: true, snapInterrupted: false } });
    const view = buildAttackCardView(card, { d20: 13, damage: null }, t);
    expect(view).toMatchObject({ total: 15, ac: 15, hit: true });
    const missed = buildAttackCardView(card, { d20: 12, damage: null }, t);
    expect(missed).toMatchObject({ hit: false, shock: { applied: false, reason: "No Shock: the target is on Total Defense." } });
    expect(missed?.notes).toEqual(["Goblin took Total Defense after seeing the roll: AC 15, no Shock."]);
    expect(actions(missed)).toEqual([]);
  });

  it("after damage is applied only Undo is left, and the application is listed", () => {
    const card = sampleCard({ applied: [{ mode: "full", amount: 5, hpBefore: 7, hpAfter: 2, statusesAdded: [], byUserId: "p1" }] });
    const view = buildAttackCardView(card, { d20: 14, damage: 5 }, t);
    expect(actions(view)).toEqual(["undoDamage"]);
    expect(view?.applied).toEqual(["5 applied (full) to Goblin: HP 7 → 2."]);
  });

  it("a shove attempt deals no damage: its note replaces the damage, and once it hits the attacker's owner gets the opposed check", () => {
    const attempt = { kind: "shove" as const, size: "manSized" as const, effect: "prone" as const, checkMessageId: null };
    const view = buildAttackCardView(sampleCard({ maneuverAttempt: attempt }), { d20: 14, damage: null }, t);
    expect(view).toMatchObject({ hit: true, damagePending: false });
    expect(view?.notes).toEqual(["Shove attempt: on a hit, an opposed check replaces the damage."]);
    expect(view?.buttons.map((b) => [b.action, b.role])).toEqual([["totalDefense", "target"], ["maneuverCheck", "attacker"]]);
    const missed = buildAttackCardView(sampleCard({ maneuverAttempt: attempt }), { d20: 2, damage: null }, t);
    expect(actions(missed)).not.toContain("maneuverCheck");
    const checked = buildAttackCardView(sampleCard({ maneuverAttempt: { ...attempt, checkMessageId: "check1" } }), { d20: 14, damage: null }, t);
    expect(actions(checked)).not.toContain("maneuverCheck");
  });

  it("a screened attack names the screener it now targets", () => {
    const card = sampleCard({ screen: { redirected: true, screenerName: "Bran", checkMessageId: "check1" } });
    expect(buildAttackCardView(card, { d20: 14, damage: null }, t)?.notes).toEqual(["Screened: the attack now targets Bran."]);
    const held = sampleCard({ screen: { redirected: false, screenerName: "", checkMessageId: "check1" } });
    expect(buildAttackCardView(held, { d20: 14, damage: null }, t)?.notes).toEqual([]);
  });
});
