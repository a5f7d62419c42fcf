/**
 * The classic attack through the Foundry double, from the request to the GM's card and on through its
 * steps: the GM re-reads everything and rolls the d20 (and a threat's confirmation, and a shot into a
 * grapple's d%); the attacker's owner rolls damage; the GM applies it through the going-down flow, and
 * Undo puts the target back and gives the action back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, beginTurn, budgetOf, classicFight, double, giveStatuses, lastCard, resetDoubles, startIndividual, step, text } from "./fight";
import { CLASSIC_ACTION_REFUSAL } from "../../../../../src/rulesets/classic/rules/actions/labels";
import { CLASSIC_ATTACK_REFUSAL } from "../../../../../src/rulesets/classic/rules/attack/labels";

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

/**
 * Aldric (p1): STR 18 (+4), DEX 12 (+1), base attack +11 (+11/+6/+1), trained with martial weapons: a
 * straight sword (1d8, 19–20, ×2) and a longbow (1d8, ×3). The ogre (the GM's): DEX 8 (−1), natural
 * armour +4, a chain shirt +5 worn and a full shield +2 held: AC 20, touch 9, 30 HP. A bandit: DEX 16
 * (+3), leather +2: AC 15, flat-footed 12. Bram (p2) and a goblin stand by.
 */
const sword = (fields: Plain = {}) => ({ id: "sword", name: "Straight sword", kind: "weapon" as const, fields: { damage: "1d8", threatFrom: 19, criticalMultiplier: 2, trainingGroup: "martial", held: "primary", ...fields } });
const longbow = { id: "bow", name: "Longbow", kind: "weapon" as const, fields: { damage: "1d8", criticalMultiplier: 3, ranged: true, trainingGroup: "martial" } };
const trained = { weapons: { simple: true, martial: true, exotic: false }, armour: { light: true, medium: true, heavy: false }, shields: true };

function fight(swordFields: Plain = {}) {
  resetDoubles();
  ({ combat, creatures } = classicFight([
    { id: "aldric", name: "Aldric", owners: ["p1"], square: 0, fields: { abilities: { str: { score: 18 }, dex: { score: 12 } }, baseAttackBonus: 11, hitDice: 11, training: trained }, items: [sword(swordFields), longbow] },
    {
      id: "ogre",
      name: "Ogre",
      owners: [],
      monster: true,
      square: 1,
      fields: { abilities: { dex: { score: 8 } }, ac: { natural: 4 }, health: { value: 30, max: 30 }, hitDice: 4, baseAttackBonus: 3 },
      items: [
        { id: "chain", name: "Chain shirt", kind: "armour", fields: { worn: true, category: "medium", acBonus: 5 } },
        { id: "shield", name: "Shield", kind: "shield", fields: { held: "offhand", acBonus: 2 } },
        { id: "club", name: "Greatclub", kind: "weapon", fields: { damage: "1d10", twoHanded: true, held: "primary" } },
      ],
    },
    { id: "bandit", name: "Bandit", owners: [], monster: true, square: 5, fields: { abilities: { dex: { score: 16 } }, health: { value: 12, max: 12 } }, items: [{ id: "leather", name: "Leather", kind: "armour", fields: { worn: true, acBonus: 2 } }] },
    { id: "bram", name: "Bram", owners: ["p2"], square: 8, fields: { health: { value: 14, max: 14 } } },
    { id: "goblin", name: "Goblin", owners: [], monster: true, square: 9 },
  ]));
}

const hp = (id: string) => creatures[id]!.system.health.value;

beforeEach(() => fight());

describe("the GM makes the attack from its own documents", () => {
  it("a player's forged payload changes nothing: 1d20+15 against AC 20 come from the documents", async () => {
    const { answer, card } = await attackAs("p1", "aldric", "ogre", "sword", [4], { armourClass: 0, total: 40, damage: "10d10", situational: 99, bonus: 30 });
    expect(answer).toMatchObject({ ok: true });
    expect(card?.author?.id).toBe("gm");
    expect(card?.rolls.map((roll: Plain) => roll.formula)).toEqual(["1d20+15"]);
    expect(card?.system).toMatchObject({ armourClass: 20, result: "miss", attack: { natural: 4, total: 19 }, damage: null });
    expect(card?.system.attackLines.map((line: Plain) => line.value)).toEqual([11, 4]);
  });

  it("a player cannot attack with another player's character: refused by name, no card", async () => {
    const { answer, card } = await attackAs("p2", "aldric", "ogre", "sword", [15]);
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Aldric" } });
    expect(card).toBeUndefined();
  });

  it("a bow in melee touch is refused with the reason", async () => {
    const { answer } = await attackAs("p1", "aldric", "ogre", "bow", [15], { mode: "meleeTouch" });
    expect(answer).toMatchObject({ ok: false, reason: CLASSIC_ATTACK_REFUSAL.modeNotAllowed });
  });

  it("a weapon used untrained takes −3 to hit and to damage", async () => {
    fight({ trainingGroup: "exotic" });
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [10]);
    expect(card?.system).toMatchObject({ formula: "1d20+12", damage: { formula: "1d8+1" } });
  });
});

describe("a hit and a miss", () => {
  it("25 against AC 20 hits: Aldric rolls 1d8+4 = 9, the GM applies it (30 → 21 HP) and Undo puts the ogre back", async () => {
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [10]);
    expect(card?.system).toMatchObject({ result: "hit", attack: { natural: 10, total: 25 }, damage: { formula: "1d8+4" } });
    expect(card?.content).toContain(text("FRAY.Classic.Attack.Result.Hit"));
    expect(await step("p1", CARD_COMMANDS.apply)).toEqual({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await step("p1", CARD_COMMANDS.rollDamage, [5])).toEqual({ ok: true });
    expect(lastCard().system.damageRolled).toBe(9);
    expect(await step("gm", CARD_COMMANDS.apply, [], { type: "nonLethal" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.lethalOnly });
    expect(await step("gm", CARD_COMMANDS.apply, [], { type: "lethal" })).toEqual({ ok: true });
    expect(hp("ogre")).toBe(21);
    expect(lastCard().content).toContain(text("FRAY.Classic.Attack.Card.AppliedLethal"));
    expect(await step("gm", CARD_COMMANDS.apply, [], { type: "lethal" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.alreadyApplied });
    expect(await step("p1", CARD_COMMANDS.undo)).toEqual({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(hp("ogre")).toBe(30);
    expect(lastCard().system).toMatchObject({ applied: null, undone: true });
    expect(lastCard().content).not.toContain("data-fray-card-action");
  });

  it("17 against AC 20 misses: no damage, and Roll damage is refused", async () => {
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [2]);
    expect(card?.system.result).toBe("miss");
    expect(card?.content).toContain(text("FRAY.Classic.Attack.Card.Versus", { natural: 2, total: 17, ac: 20 }));
    expect(card?.content).not.toContain('data-fray-card-action="rollDamage"');
    expect(await step("p1", CARD_COMMANDS.rollDamage, [7])).toEqual({ ok: false, reason: ATTACK_REFUSAL.notAHit });
  });

  it("non-lethal when the attacker asks for it: the GM chooses, and the ogre takes 9 non-lethal", async () => {
    await attackAs("p1", "aldric", "ogre", "sword", [10], { nonLethal: true });
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    expect(lastCard().content).toContain('data-type="nonLethal"');
    expect(await step("gm", CARD_COMMANDS.apply, [], { type: "nonLethal" })).toEqual({ ok: true });
    expect([hp("ogre"), creatures.ogre!.system.nonLethal]).toEqual([30, 9]);
  });
});

describe("only the GM's own card is acted on", () => {
  it("a card a player posted with a huge damage roll applies nothing", async () => {
    await attackAs("p1", "aldric", "ogre", "sword", [10]);
    double.actAs("p1");
    const forged = await (globalThis as any).ChatMessage.create({ type: "classicAttack", system: { ...structuredClone(lastCard().system), damageRolled: 99 }, content: "" });
    expect(forged.author.id).toBe("p1");
    expect(await step("gm", CARD_COMMANDS.apply, [], { type: "lethal" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.notGmCard });
    expect(hp("ogre")).toBe(30);
  });
});

describe("critical hits with the straight sword (19–20, ×2) at STR 18", () => {
  it("a natural 19 threatens, the confirmation (5: 20 against AC 20) confirms: 2d8+8", async () => {
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [19, 5]);
    expect(card?.system).toMatchObject({ result: "critical", attack: { natural: 19, total: 34 }, confirmation: { natural: 5, total: 20 }, damage: { formula: "2d8+8" } });
    expect(card?.rolls.map((roll: Plain) => roll.formula)).toEqual(["1d20+15", "1d20+15"]);
    expect(card?.content).toContain(text("FRAY.Classic.Attack.Card.CriticalTimes"));
    await step("p1", CARD_COMMANDS.rollDamage, [3, 4]);
    expect(lastCard().system.damageRolled).toBe(15);
  });

  it("with Weapon Offensive Training (+2, multiplied): 2d8+12", async () => {
    fight({ flatDamageBonus: 2 });
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [20, 5]);
    expect(card?.system.damage.formula).toBe("2d8+12");
  });

  it("a threat not confirmed (4: 19 against AC 20) deals normal damage", async () => {
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [19, 4]);
    expect(card?.system).toMatchObject({ result: "notConfirmed", damage: { formula: "1d8+4", multiplier: 1 } });
    expect(card?.content).not.toContain(text("FRAY.Classic.Attack.Card.CriticalTimes"));
    expect(card?.content).toContain(text("FRAY.Classic.Attack.Result.NotConfirmed"));
  });
});

describe("the AC the attack meets", () => {
  it("a touch attack ignores armour, shield and natural armour: touch AC 9", async () => {
    const { card } = await attackAs("p1", "aldric", "ogre", "sword", [1], { mode: "meleeTouch" });
    expect(card?.system).toMatchObject({ armourClass: 9, result: "hit", acLines: [{ key: "FRAY.Classic.Attack.Card.Line.AcTouch", value: 9 }] });
  });

  it("a flat-footed target loses its DEX: the bandit's 15 becomes 12", async () => {
    await giveStatuses(creatures.bandit!, ["flatFooted"]);
    const { card } = await attackAs("p1", "aldric", "bandit", "sword", [1]);
    expect(card?.system).toMatchObject({ armourClass: 12, acLines: [{ key: "FRAY.Classic.Attack.Card.Line.AcFlatFooted", value: 12 }] });
  });

  it("a reckless attacker puts −4 AC on itself until its next turn", async () => {
    await attackAs("p1", "aldric", "ogre", "sword", [10], { stance: "reckless" });
    expect(creatures.aldric!.statuses.has("recklessFighting")).toBe(true);
    expect(lastCard().system.damage.formula).toBe("1d8+6");
    const { card } = await attackAs("gm", "ogre", "aldric", "club", [1]);
    // Aldric: 10 + DEX 1 − 4 reckless = 7.
    expect(card?.system).toMatchObject({ armourClass: 7, acLines: [{ value: 11 }, { key: "FRAY.Classic.Attack.Ac.RecklessFighting", value: -4 }] });
  });
});

describe("shooting into a grapple: 50% to strike the other grappler", () => {
  beforeEach(async () => {
    await giveStatuses(creatures.goblin!, ["grappled"]);
    await giveStatuses(creatures.bram!, ["grappled"]);
  });

  it("d% 73: the arrow meant for the goblin strikes Bram, and the card names him", async () => {
    const { card } = await attackAs("p1", "aldric", "goblin", "bow", [73, 10], { mode: "ranged" });
    expect(card?.system).toMatchObject({ grappleShot: { percentile: 73, struck: "other", intended: { name: "Goblin" } }, target: { name: "Bram" } });
    expect(card?.rolls.map((roll: Plain) => roll.formula)).toEqual(["1d100", "1d20+12"]);
    expect(card?.content).toContain(text("FRAY.Classic.Attack.Card.GrappleShot", { percentile: 73, who: text("FRAY.Classic.Attack.GrappleShot.Other"), name: " (Bram)" }));
  });

  it("d% 20: it strikes the goblin as meant; a sword blow into the grapple rolls no d%", async () => {
    expect((await attackAs("p1", "aldric", "goblin", "bow", [20, 10], { mode: "ranged" })).card?.system).toMatchObject({ grappleShot: { struck: "intended" }, target: { name: "Goblin" } });
    expect((await attackAs("p1", "aldric", "goblin", "sword", [10])).card?.system.grappleShot).toBeNull();
  });
});

describe("the round's budget under individual initiative", () => {
  beforeEach(async () => {
    await startIndividual([20, 5, 4, 3, 2]);
    await beginTurn("aldric");
  });

  it("+11/+6/+1: each attack spends an attack action, a used one is refused, the fourth does not exist", async () => {
    expect((await attackAs("p1", "aldric", "ogre", "sword", [2])).answer).toMatchObject({ ok: true });
    expect(budgetOf(combat, "aldric")).toMatchObject({ standard: "attacks", attacks: 1 });
    expect((await attackAs("p1", "aldric", "ogre", "sword", [2])).answer).toMatchObject({ ok: false, reason: CLASSIC_ATTACK_REFUSAL.iterativeUsed });
    expect((await attackAs("p1", "aldric", "ogre", "sword", [2], { iterative: 1 })).card?.system.formula).toBe("1d20+10");
    expect((await attackAs("p1", "aldric", "ogre", "sword", [2], { iterative: 2 })).card?.system.formula).toBe("1d20+5");
    expect(budgetOf(combat, "aldric")).toMatchObject({ attacks: 3 });
    const fourth = await attackAs("p1", "aldric", "ogre", "sword", [2], { iterative: 3 });
    expect(fourth.answer).toMatchObject({ ok: false, reason: CLASSIC_ATTACK_REFUSAL.noSuchIterative });
  });

  it("an Attack of Opportunity spends the ogre's immediate at its first bonus; a second one is refused, overridably", async () => {
    const { answer, card } = await attackAs("gm", "ogre", "aldric", "club", [10], { opportunity: true, iterative: 2 });
    expect(answer).toMatchObject({ ok: true });
    expect(card?.system).toMatchObject({ opportunity: true, iterative: 0 });
    expect(budgetOf(combat, "ogre")).toMatchObject({ immediates: 1, immediateLock: "opportunity" });
    const again = await attackAs("gm", "ogre", "aldric", "club", [10], { opportunity: true });
    expect(again.answer).toMatchObject({ ok: false, reason: CLASSIC_ACTION_REFUSAL.immediateSpent, data: { overridable: 1 } });
  });

  it("out of its turn a player's attack is refused overridably; confirmed, it goes ahead and the GMs are told", async () => {
    const refused = await attackAs("p2", "bram", "goblin", "none", [10]);
    expect(refused.answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noWeapon });
    const early = await attackAs("gm", "ogre", "aldric", "club", [10]);
    expect(early.answer).toMatchObject({ ok: false, reason: CLASSIC_ACTION_REFUSAL.notYourTurn, data: { overridable: 1 } });
    const forced = await attackAs("gm", "ogre", "aldric", "club", [10], { force: true });
    expect(forced.card?.system.spent).toBe("none");
    expect([...double.messages.values()].some((message) => message.whisper.includes("gm") && message.content.includes("Ogre"))).toBe(true);
  });

  it("Undo gives the attack action back along with the target's HP", async () => {
    await attackAs("p1", "aldric", "ogre", "sword", [10]);
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    await step("gm", CARD_COMMANDS.apply, [], { type: "lethal" });
    expect([hp("ogre"), budgetOf(combat, "aldric").attacks]).toEqual([21, 1]);
    await step("gm", CARD_COMMANDS.undo);
    expect([hp("ogre"), budgetOf(combat, "aldric")]).toEqual([30, expect.objectContaining({ standard: "unused", attacks: 0 })]);
  });
});
