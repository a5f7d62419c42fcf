/**
 * The attack in a running declared fight: full defense's +4 read from the target's declaration this
 * round, each Wound Point hit noted for the morale step, and the chapter's double knock-out — two
 * creatures tied on initiative act together, so the one dropped first in the step still strikes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, askGm, attackAs, declaredFight, double, lastCard, resetDoubles, startDeclared, step, text, turn, type Creature } from "./fight";

const { stateOf } = await import("../../../../../src/foundry/combat/combat-engine");
const { roundNotes } = await import("../../../../../src/rulesets/declared/flows/round/round-notes");

let combat: Record<string, any>;
let ysolde: Creature;
let ghoul: Creature;

const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { damage: "1d12", damageTypes: { blunt: false, chopping: true }, criticalMultiplier: 3 } };
const sword = { id: "sword", name: "Arming sword", kind: "weapon" as const, fields: { damage: "1d8", damageTypes: { blunt: false, slashing: true } } };
const claws = { id: "claws", name: "Claws", kind: "weapon" as const, fields: { damage: "1d6", damageTypes: { blunt: false, slashing: true } } };

/**
 * Ysolde (p1, Agility 14: base d12 5 − 2 = 3) declares her greataxe, the ghoul (Agility 12: 4 − 1 = 3,
 * 1 Wound Point left, no Stress) its claws: both act at 3, together. Bram (p2, Agility 10: 9, an arming
 * sword) goes on full defense, beside the ghoul.
 */
beforeEach(async () => {
  resetDoubles();
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { attributes: { strength: { score: 16 }, agility: { score: 14 } }, hitDice: 2, class: { name: "Hunter", level: 3 }, stress: { value: 0, max: 20 }, health: { value: 3, max: 16 } }, items: [greataxe] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { strength: { score: 12 }, agility: { score: 12 } }, hitDice: 2, stress: { value: 0, max: 8 }, health: { value: 1, max: 12 } }, items: [claws] },
    { id: "bram", name: "Bram", owners: ["p2"], items: [sword] },
  ]);
  ({ combat } = fight);
  ysolde = fight.creatures.ysolde!;
  ghoul = fight.creatures.ghoul!;
  await startDeclared([5, 4, 9], { ysolde: "attack:greataxe", ghoul: "attack:claws", bram: "fullDefense" });
  await turn({ kind: "lockDeclarations" });
});

const step0 = () => (stateOf(combat as never) as { step: { combatantIds: string[]; ended: string[] } | null }).step;

describe("full defense, read from the round's declarations", () => {
  it("Bram declared full defense: the ghoul's 13 would hit his Defense 10, but misses 10 + 4, the +4 its own line on the card", async () => {
    const { card } = await attackAs("gm", "ghoul", "bram", "claws", [10]);
    expect(card?.system.defense).toBe(14);
    expect(card?.system.defenseLines.map((line: { key: string; value: number }) => [line.key, line.value])).toEqual([
      ["FRAY.Declared.Combat.Attack.Defense", 10],
      ["FRAY.Declared.Action.Line.fullDefenseDefense", 4],
    ]);
    expect(card?.system.result).toBe("miss");
  });
});

describe("a double knock-out", () => {
  it("both act at 3; Ysolde's axe kills the ghoul first, yet its claws still land in the same step and drop her", async () => {
    expect(step0()?.combatantIds.sort()).toEqual(["ghoul", "ysolde"]);
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [15]);
    await step("p1", CARD_COMMANDS.rollDamage, [12]);
    await step("gm", CARD_COMMANDS.apply);
    expect(ghoul.actor.statuses.has("dead")).toBe(true);
    expect(roundNotes(combat as never).woundHits).toEqual([{ combatantId: "ghoul", wound: 15 }]);
    const { answer } = await attackAs("gm", "ghoul", "ysolde", "claws", [15]);
    expect(answer).toMatchObject({ ok: true });
    await step("gm", CARD_COMMANDS.rollDamage, [6]);
    await step("gm", CARD_COMMANDS.apply);
    expect(ysolde.actor.system.health.value).toBe(-4);
    expect(ysolde.actor.statuses.has("dying")).toBe(true);
    expect(lastCard().system.applied.notices).toEqual(["FRAY.Declared.Condition.Notice.Dying"]);
  });

  it("the step waits for the downed ghoul: Ysolde ending her turn does not close it, the ghoul ending its own does", async () => {
    await attackAs("p1", "ysolde", "ghoul", "greataxe", [15]);
    await step("p1", CARD_COMMANDS.rollDamage, [12]);
    await step("gm", CARD_COMMANDS.apply);
    await turn({ kind: "endTurn", combatantId: "ysolde" });
    expect(step0()).toMatchObject({ combatantIds: expect.arrayContaining(["ghoul"]), ended: ["ysolde"] });
    expect((await attackAs("gm", "ghoul", "ysolde", "claws", [15])).answer).toMatchObject({ ok: true });
    await turn({ kind: "endTurn", combatantId: "ghoul" });
    expect(step0()?.combatantIds).toEqual(["bram"]);
    expect((await attackAs("gm", "ghoul", "ysolde", "claws", [15])).answer).toEqual({ ok: false, reason: "FRAY.Declared.Condition.Refusal.Dead" });
  });
});

describe("the attack is the round's Standard action", () => {
  it("a second attack in the round is refused for Ysolde's player; the GM may attack anyway, and the GMs are told", async () => {
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [2])).answer).toMatchObject({ ok: true });
    const again = await attackAs("p1", "ysolde", "ghoul", "greataxe", [2]);
    expect(again).toMatchObject({ answer: { ok: false, reason: "FRAY.Declared.Condition.Refusal.KindUsed" }, card: undefined });
    expect(again.answer).not.toHaveProperty("data.overridable");
    expect((await attackAs("gm", "ysolde", "ghoul", "greataxe", [2])).answer).toMatchObject({ ok: false, reason: "FRAY.Declared.Condition.Refusal.KindUsed", data: { overridable: 1 } });
    const forced = await attackAs("gm", "ysolde", "ghoul", "greataxe", [2], { force: true });
    expect(forced.card).toBeDefined();
    const whispers = [...double.messages.values()].filter((message) => message.whisper.includes("gm"));
    expect(whispers.map((message) => message.content)).toEqual([expect.stringContaining(`${text("FRAY.Declared.Attack.Overridden", { user: "gm", actor: "Ysolde", rule: "" }).split("(")[0]}(`)]);
  });
});

describe("a riposte", () => {
  it("the ghoul's claws miss Bram on full defense: his player ripostes with his sword as his Reaction, once", async () => {
    await attackAs("gm", "ghoul", "bram", "claws", [10]);
    const attack = lastCard();
    expect(attack.content).toContain('data-fray-card-action="riposte" data-role="target" data-weapon-id="sword"');
    expect(await step("p1", CARD_COMMANDS.riposte, [], { weaponId: "sword" })).toEqual({ ok: false, reason: "FRAY.Declared.Attack.Refusal.NotOwner", data: { name: "Bram" } });
    expect(await step("p2", CARD_COMMANDS.riposte, [15], { weaponId: "sword" })).toEqual({ ok: true });
    const riposte = lastCard();
    expect(riposte.id).not.toBe(attack.id);
    expect(riposte.system).toMatchObject({ riposte: true, attacker: { name: "Bram" }, target: { name: "Ghoul" }, weaponId: "sword", attack: { natural: 15 } });
    expect(riposte.content).toContain(text("FRAY.Declared.Attack.Card.RiposteTitle", { attacker: "Bram", target: "Ghoul" }));
    expect(attack.system.riposted).toBe(true);
    expect(attack.content).not.toContain('data-fray-card-action="riposte"');
    double.actAs("p2");
    const again = await askGm(CARD_COMMANDS.riposte, { messageId: attack.id, weaponId: "sword" });
    expect(again).toEqual({ ok: false, reason: "FRAY.Declared.Attack.Refusal.NotOffered" });
  });

  it("no riposte for a creature that is not on full defense", async () => {
    await attackAs("gm", "ghoul", "ysolde", "claws", [2]);
    expect(lastCard().content).not.toContain('data-fray-card-action="riposte"');
  });
});
