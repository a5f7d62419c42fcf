/**
 * The declared attack through the Foundry double, from the request to the GM's card and on through
 * its steps: the GM re-reads everything and rolls the d20; the attacker's owner rolls damage and
 * picks the type of a character's hit (the GM a monster's); the GM applies it to Stress, Wound Points
 * and Armour, rolls the injury after a critical, and Undo puts the target back exactly.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, declaredFight, double, lastCard, resetDoubles, settle, step, text, type Creature } from "./fight";

const { startDeclaredAttack } = await import("../../../../../src/rulesets/declared/flows/attack/start-attack");

let ysolde: Creature;
let ghoul: Creature;

/**
 * Ysolde, a Leonin hunter (p1): Strength 16 (+3), Agility 14 (+2), 2 HD and 3 class levels (+5), a
 * greataxe (1d12, chopping or slashing, ×3) and a mace (1d8 blunt, ×2). A ghoul (the GM's): Strength
 * 12, Agility 12 (+1), Defense bonus 1 and Armour 1 (Defense 12), Stress 8, 12 Wound Points, claws
 * (1d6, piercing or slashing). Bram (p2) stands by.
 */
const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { damage: "1d12", damageTypes: { blunt: false, chopping: true, slashing: true }, criticalMultiplier: 3 } };
const mace = { id: "mace", name: "Mace", kind: "weapon" as const, fields: { damage: "1d8", criticalMultiplier: 2 } };
const claws = { id: "claws", name: "Claws", kind: "weapon" as const, fields: { damage: "1d6", damageTypes: { blunt: false, piercing: true, slashing: true } } };

function fight(ghoulFields: Record<string, unknown> = {}) {
  resetDoubles();
  const { creatures } = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { attributes: { strength: { score: 16 }, agility: { score: 14 } }, hitDice: 2, class: { name: "Hunter", level: 3 }, stress: { value: 20, max: 20 }, health: { value: 16, max: 16 } }, items: [greataxe, mace] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { strength: { score: 12 }, agility: { score: 12 } }, hitDice: 2, defenseBonus: 1, armourBonus: 1, stress: { value: 8, max: 8 }, health: { value: 12, max: 12 }, ...ghoulFields }, items: [claws] },
    { id: "bram", name: "Bram", owners: ["p2"] },
  ]);
  ysolde = creatures.ysolde!;
  ghoul = creatures.ghoul!;
}

const vitals = (creature: Creature) => ({
  stress: creature.actor.system.stress.value,
  woundPoints: creature.actor.system.health.value,
  injuries: structuredClone(creature.actor.system.injuries),
  strengthDamage: creature.actor.system.attributes.strength.damage,
  dexterityDamage: creature.actor.system.attributes.dexterity.damage,
  statuses: [...creature.actor.statuses].sort(),
});

beforeEach(() => fight());

describe("the GM makes the attack from its own documents", () => {
  it("a player's forged payload changes nothing: Defense 12, 1d20+8 and the greataxe's 1d12+3 come from the documents", async () => {
    const { answer, card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [3], { defense: 0, total: 40, damage: "10d10", situational: 99, weapon: { damage: "10d10" } });
    expect(answer).toMatchObject({ ok: true });
    expect(card?.author?.id).toBe("gm");
    expect(card?.rolls.map((roll) => roll.formula)).toEqual(["1d20+8"]);
    expect(card?.system).toMatchObject({ defense: 12, result: "miss", attack: { formula: "1d20+8", natural: 3, total: 11 }, damage: { formula: "1d12+3", multiplier: 3 } });
    expect(card?.system.attack.lines.map((line: { value: number }) => line.value)).toEqual([3, 5, 3]);
  });

  it("a player cannot attack with another player's character: refused by name, no card", async () => {
    const { answer, card } = await attackAs("p2", "ysolde", "ghoul", "greataxe", [15]);
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Ysolde" } });
    expect(card).toBeUndefined();
  });

  it("a weapon the attacker does not carry is refused", async () => {
    const { answer } = await attackAs("p1", "ysolde", "ghoul", "claws", [15]);
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.noWeapon });
  });

  it("the player's situational modifier is its own line on the roll", async () => {
    const { card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [3], { situational: -2 });
    expect(card?.system.attack).toMatchObject({ formula: "1d20+6", total: 9 });
    expect(card?.content).toContain(text("FRAY.Declared.Attack.Line.Situational"));
  });
});

describe("a hit: 18 against Defense 12", () => {
  it("Ysolde rolls 1d12+3 = 10 and picks slashing; the GM applies it: Armour 1, Stress 8 to 0, 1 Wound Point, an injury of 1; Undo puts the ghoul back", async () => {
    const before = vitals(ghoul);
    const { card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    expect(card?.system).toMatchObject({ result: "hit", damageType: null, damage: { chooser: "attacker", choices: ["slashing", "chopping"] } });
    expect(card?.content).toContain(text("FRAY.Declared.Combat.Result.Hit"));
    expect(await step("p1", CARD_COMMANDS.apply)).toEqual({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await step("p1", CARD_COMMANDS.rollDamage, [7])).toEqual({ ok: true });
    expect(lastCard().system.damageRolled).toBe(10);
    expect(await step("p2", CARD_COMMANDS.chooseType, [], { type: "slashing" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.notChooser });
    expect(await step("p1", CARD_COMMANDS.chooseType, [], { type: "fire" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.notAChoice });
    expect(await step("p1", CARD_COMMANDS.chooseType, [], { type: "slashing" })).toEqual({ ok: true });
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: true });
    expect(vitals(ghoul)).toEqual({ ...before, stress: 0, woundPoints: 11, injuries: [{ type: "slashing", amount: 1, name: "", effect: "", limb: null }] });
    expect(lastCard().system.applied.lines.map((line: { value: number }) => line.value)).toEqual([10, -1, -8, -1]);
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: false, reason: ATTACK_REFUSAL.alreadyApplied });
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(vitals(ghoul)).toEqual(before);
    expect(lastCard().system.applied).toBeNull();
  });

  it("a card a player wrote is never acted on", async () => {
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    double.actAs("p1");
    const forged = await (globalThis as any).ChatMessage.create({ type: "declaredAttack", system: structuredClone(lastCard().system), content: "" });
    forged.system.damageRolled = 40;
    forged.system.damageType = "slashing";
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: false, reason: ATTACK_REFUSAL.notGmCard });
    expect(ghoul.actor.system.stress.value).toBe(8);
  });
});

describe("a miss", () => {
  it("10 against Defense 12 misses: no damage, no buttons, and Roll damage is refused", async () => {
    const { card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [2]);
    expect(card?.system.result).toBe("miss");
    expect(card?.content).toContain(text("FRAY.Declared.Attack.Card.Versus", { total: 10, defense: 12 }));
    expect(card?.content).not.toContain("data-fray-card-action");
    expect(await step("p1", CARD_COMMANDS.rollDamage, [7])).toEqual({ ok: false, reason: ATTACK_REFUSAL.notAHit });
  });
});

describe("a critical hit and its combat injury", () => {
  it("a natural 20 with the mace: 1d8+3 = 8 ×2 = 16, Armour 1, 15 on Wound Points (12 to −3: dying); d% 14 ≤ 15 injures, d20 8 a crushed shoulder, d4 3 the off arm, 2d8 = 9 Strength and Dexterity", async () => {
    const before = vitals(ghoul);
    const { card } = await attackAs("p1", "ysolde", "ghoul", "mace", [20]);
    expect(card?.system).toMatchObject({ result: "critical", damageType: "blunt" });
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: true });
    expect(vitals(ghoul)).toMatchObject({ stress: 8, woundPoints: -3, statuses: ["dying"] });
    expect(lastCard().content).toContain(text("FRAY.Declared.Condition.Notice.Dying"));
    expect(lastCard().content).toContain(text("FRAY.Declared.Attack.Card.Button.Injury", { damage: 15 }));
    expect(await step("p1", CARD_COMMANDS.injury, [14, 8, 3, 4, 5])).toEqual({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await step("gm", CARD_COMMANDS.injury, [14, 8, 3, 4, 5])).toEqual({ ok: true });
    expect(vitals(ghoul)).toMatchObject({
      injuries: [{ type: "blunt", amount: 15, name: "FRAY.Declared.Injury.Blunt.crushedShoulder.Name", effect: "FRAY.Declared.Injury.Blunt.crushedShoulder.Effect", limb: "offArm" }],
      strengthDamage: 9,
      dexterityDamage: 9,
    });
    expect(lastCard().rolls.map((roll) => roll.formula)).toEqual(["1d20+8", "1d8+3", "1d100", "1d20", "1d4", "2d8"]);
    expect(lastCard().content).toContain(text("FRAY.Declared.Injury.Blunt.crushedShoulder.Name"));
    expect(await step("gm", CARD_COMMANDS.injury, [14, 8, 3, 4, 5])).toEqual({ ok: false, reason: ATTACK_REFUSAL.noInjuryOwed });
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(vitals(ghoul)).toEqual(before);
  });

  it("a cracked skull concusses: the lasting effect's status goes on the token", async () => {
    await attackAs("p1", "ysolde", "ghoul", "mace", [20]);
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    await step("gm", CARD_COMMANDS.apply);
    await step("gm", CARD_COMMANDS.injury, [1, 20, 4]);
    expect(vitals(ghoul)).toMatchObject({ statuses: ["concussed", "dying"] });
    expect(ghoul.actor.system.attributes.memory.damage).toBe(4);
  });

  it("a chopping critical in a world where the GM describes untabled injuries: the wound is recorded, the card says the GM describes it", async () => {
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [20]);
    await step("p1", CARD_COMMANDS.rollDamage, [2]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "chopping" });
    await step("gm", CARD_COMMANDS.apply);
    expect(await step("gm", CARD_COMMANDS.injury, [10, 8])).toEqual({ ok: true });
    expect(lastCard().system.injury).toMatchObject({ injured: true, gmDescribes: true, name: "" });
    expect(ghoul.actor.system.injuries).toEqual([{ type: "chopping", amount: 14, name: "", effect: "", limb: null }]);
    expect(lastCard().content).toContain(text("FRAY.Declared.Injury.GmDescribes"));
  });

  it("a d% over the critical's damage leaves no injury", async () => {
    await attackAs("p1", "ysolde", "ghoul", "mace", [20]);
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    await step("gm", CARD_COMMANDS.apply);
    expect(await step("gm", CARD_COMMANDS.injury, [16])).toEqual({ ok: true });
    expect(ghoul.actor.system.injuries).toEqual([{ type: "blunt", amount: 15, name: "", effect: "", limb: null }]);
    expect(lastCard().content).toContain(text("FRAY.Declared.Attack.Card.NoInjury"));
  });

  it("a critical Armour stops entirely: nothing reaches Wound Points, no injury roll is offered or allowed", async () => {
    fight({ armourBonus: 20 });
    await attackAs("p1", "ysolde", "ghoul", "mace", [20]);
    await step("p1", CARD_COMMANDS.rollDamage, [5]);
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: true });
    expect(vitals(ghoul)).toMatchObject({ stress: 8, woundPoints: 12, injuries: [] });
    expect(lastCard().system.applied.injuryCheck).toBe(false);
    expect(lastCard().content).toContain(text("FRAY.Declared.Attack.Card.ArmourStopped"));
    expect(lastCard().content).not.toContain('data-fray-card-action="injury"');
    expect(await step("gm", CARD_COMMANDS.injury, [1])).toEqual({ ok: false, reason: ATTACK_REFUSAL.noInjuryOwed });
  });
});

describe("a monster's damage type is the GM's to choose", () => {
  it("the ghoul's claws hit Ysolde: the type buttons are the GM's, Ysolde's player is refused, the GM picks piercing", async () => {
    const { card } = await attackAs("gm", "ghoul", "ysolde", "claws", [15]);
    expect(card?.system).toMatchObject({ result: "hit", defense: 12, damage: { chooser: "gm", choices: ["piercing", "slashing"] } });
    expect(card?.content).toContain('data-fray-card-action="chooseType" data-role="gm" data-type="piercing"');
    expect(await step("p1", CARD_COMMANDS.chooseType, [], { type: "slashing" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.notChooser });
    expect(await step("gm", CARD_COMMANDS.chooseType, [], { type: "piercing" })).toEqual({ ok: true });
    expect(lastCard().system.damageType).toBe("piercing");
  });
});

describe("going down", () => {
  it("exactly 0 Wound Points incapacitates: the notice on the card and the status on the token", async () => {
    fight({ stress: { value: 0, max: 8 }, health: { value: 9, max: 12 } });
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    await step("p1", CARD_COMMANDS.rollDamage, [7]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "chopping" });
    await step("gm", CARD_COMMANDS.apply);
    expect(vitals(ghoul)).toMatchObject({ woundPoints: 0, statuses: ["incapacitated"] });
    expect(lastCard().content).toContain(text("FRAY.Declared.Condition.Notice.Incapacitated"));
  });

  it("a blow past minus Strength kills: Wound Points stop at −12, the dead status, and a dead ghoul cannot attack", async () => {
    fight({ stress: { value: 0, max: 8 }, health: { value: 1, max: 12 } });
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [10]);
    await step("p1", CARD_COMMANDS.rollDamage, [12]);
    await step("p1", CARD_COMMANDS.chooseType, [], { type: "chopping" });
    await step("gm", CARD_COMMANDS.apply);
    expect(vitals(ghoul)).toMatchObject({ woundPoints: -12, statuses: ["dead"] });
    expect(lastCard().content).toContain(text("FRAY.Declared.Condition.Notice.Dead"));
    const { answer } = await attackAs("gm", "ghoul", "ysolde", "claws", [15]);
    expect(answer).toEqual({ ok: false, reason: "FRAY.Declared.Condition.Refusal.Dead" });
  });
});

describe("from the sheet's Attack button", () => {
  it("with no single target the attack is not started, and the player is told why", async () => {
    double.actAs("p1");
    await startDeclaredAttack(ysolde.actor as never, "greataxe");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Attack.Notice.NoTarget"));
    expect(double.dialogs).toEqual([]);
  });

  it("the dialog's mode and modifier go to the GM, who rolls the card", async () => {
    double.actAs("p1");
    double.targets.add(ghoul.token as never);
    double.answers.push({ mode: "melee", situational: "2" });
    double.dice.push(10);
    await startDeclaredAttack(ysolde.actor as never, "greataxe");
    await settle();
    expect(double.dialogs.map((dialog) => dialog.title)).toEqual([text("FRAY.Declared.Attack.Dialog.Title", { weapon: "Greataxe" })]);
    expect(lastCard().system.attack).toMatchObject({ formula: "1d20+10", total: 20 });
  });
});
