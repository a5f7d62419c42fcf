/**
 * In a started declared fight what a creature does in its step is what it declared for that step, read by
 * the GM from the engine's own state (seed 003, Step 3): full defense does not attack; an attack is made
 * with the declared weapon; a spell cast, an item used, is the one declared; an Intimidation or a Heal
 * check needs a declared defensive attack; and nothing is done outside the creature's running step (under
 * another turn structure: outside its own turn). A player's `force` changes none of it; the GM may go
 * ahead after confirming, and the GMs are told.
 * Refused deeds change nothing: no card, no roll, no Standard action spent, no item used.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, attackAs, declaredFight, double, resetDoubles, settle, startDeclared, startUnder, turn, type Creature } from "../flows/attack/fight";
import { giveItem, itemWrites, knowActors } from "../flows/use/use-fight";

const { registerGmHandler } = await import("../../../../src/foundry/channel");
const { handleStabilize, STABILIZE_COMMAND } = await import("../../../../src/rulesets/declared/flows/round/stabilize");
const { DECLARED_CAST_COMMAND, DECLARED_INTIMIDATE_COMMAND, DECLARED_USE_COMMAND } = await import("../../../../src/rulesets/declared/flows/use/request");
const { DEED_REFUSAL } = await import("../../../../src/rulesets/declared/rules/actions/deed-fits-declaration");
const { storedEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../src/rulesets/declared/rules/actions/economy");
registerGmHandler(STABILIZE_COMMAND, handleStabilize);

type Plain = Record<string, any>;
let combat: Plain;
let ysolde: Creature;
let ghoul: Creature;
let bram: Creature;
let draught: Plain;

const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { damage: "1d12", criticalMultiplier: 3 } };
const mace = { id: "mace", name: "Mace", kind: "weapon" as const, fields: { damage: "1d8" } };
const claws = { id: "claws", name: "Claws", kind: "weapon" as const, fields: { damage: "1d6" } };

/** Base d12s that put Ysolde (1 − 2 = −1) well before the ghoul (12 − 1 = 11) and Bram (12, on full defense: 11). */
const YSOLDE_FIRST = [1, 12, 12];

/**
 * Ysolde (p1, Agility 14: base d12 5 − 2 = 3, a greataxe and a mace, Intimidation +4, Heal +2, a healing
 * draught, the Sleep spell), the ghoul (the GM's, Agility 12: 4 − 1 = 3, claws) and Bram (p2, Agility 10:
 * 9, 2 Wound Points below 0 and dying).
 */
beforeEach(() => {
  resetDoubles();
  itemWrites.length = 0;
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { attributes: { strength: { score: 16 }, agility: { score: 14 } }, skills: { intimidation: 4, heal: 2 } }, items: [greataxe, mace] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { agility: { score: 12 } }, health: { value: 12, max: 12 } }, items: [claws] },
    { id: "bram", name: "Bram", owners: ["p2"], fields: { health: { value: -2, max: 10 } } },
  ]);
  ({ combat } = fight);
  [ysolde, ghoul, bram] = [fight.creatures.ysolde!, fight.creatures.ghoul!, fight.creatures.bram!];
  knowActors([ysolde, ghoul, bram]);
  draught = giveItem(ysolde, { id: "draught", name: "Healing Draught", kind: "consumable", fields: { quantity: 2 } });
  giveItem(ysolde, { id: "sleep", name: "Sleep", kind: "spell", fields: { castingTN: 12 } });
});

/** The fight starts (base d12s 5, 4, 9 unless said), everyone declares, the declarations lock: the first step runs. */
async function declareAndLock(declarations: { ysolde: string; ghoul: string; bram?: string }, d12s = [5, 4, 9]): Promise<void> {
  await startDeclared(d12s, { bram: "fullDefense", ...declarations });
  await turn({ kind: "lockDeclarations" });
  await settle();
}

const standardTaken = (creature: Creature) => declaredEconomy.read(storedEconomy(combat.combatants.get(creature.combatantId))).taken.standard;
const attackCards = () => [...double.messages.values()].filter((message) => message.type === "declaredAttack");
const refused = (key: string, item = "") => ({ ok: false, reason: key, data: { name: "Ysolde", item } });

async function ask(userId: string, command: string, payload: Plain): Promise<unknown> {
  double.actAs(userId);
  const answer = await askGm(command, payload);
  await settle();
  return answer;
}

describe("full defense does not attack", () => {
  it("Ysolde declared full defense (acting first, +4 Defense) and swings her greataxe in her step: refused, no card, her action unspent", async () => {
    await declareAndLock({ ysolde: "fullDefense", ghoul: "attack:claws" });
    const { answer, card } = await attackAs("p1", "ysolde", "ghoul", "greataxe", [18]);
    expect(answer).toEqual(refused(DEED_REFUSAL.fullDefense));
    expect(card).toBeUndefined();
    expect(standardTaken(ysolde)).toBe(0);
  });

  it("her player's force changes nothing; the GM's refusal is offered to confirm, and the GM's forced attack goes ahead with the GMs told", async () => {
    await declareAndLock({ ysolde: "fullDefense", ghoul: "attack:claws" });
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18], { force: true })).answer).toEqual(refused(DEED_REFUSAL.fullDefense));
    expect((await attackAs("gm", "ysolde", "ghoul", "greataxe", [18])).answer).toEqual({ ok: false, reason: DEED_REFUSAL.fullDefense, data: { name: "Ysolde", item: "", overridable: 1 } });
    expect(attackCards()).toHaveLength(0);
    expect((await attackAs("gm", "ysolde", "ghoul", "greataxe", [18], { force: true })).answer).toMatchObject({ ok: true });
    const told = [...double.messages.values()].filter((message) => message.whisper?.includes("gm") && String(message.content).includes("otherwise than it declared"));
    expect(told).toHaveLength(1);
  });
});

describe("the declared weapon, spell and item", () => {
  it("Ysolde declared her mace: the greataxe is refused naming the mace; the mace strikes", async () => {
    await declareAndLock({ ysolde: "attack:mace", ghoul: "attack:claws" });
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toEqual(refused(DEED_REFUSAL.attack, "Mace"));
    expect(standardTaken(ysolde)).toBe(0);
    expect((await attackAs("p1", "ysolde", "ghoul", "mace", [18])).answer).toMatchObject({ ok: true });
  });

  it("Ysolde declared Sleep: her draught is refused and stays two; Sleep is cast", async () => {
    await declareAndLock({ ysolde: "cast:sleep", ghoul: "attack:claws" }, YSOLDE_FIRST);
    expect(await ask("p1", DECLARED_USE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "draught" })).toEqual(refused(DEED_REFUSAL.cast, "Sleep"));
    expect(draught.system.quantity).toBe(2);
    expect(itemWrites).toEqual([]);
    expect(await ask("p1", DECLARED_CAST_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "sleep" })).toEqual({ ok: true });
  });

  it("Ysolde declared her draught: an attack and Sleep are refused; the draught is drunk", async () => {
    await declareAndLock({ ysolde: "consumable:draught", ghoul: "attack:claws" }, YSOLDE_FIRST);
    expect((await attackAs("p1", "ysolde", "ghoul", "mace", [18])).answer).toEqual(refused(DEED_REFUSAL.consumable, "Healing Draught"));
    expect(await ask("p1", DECLARED_CAST_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "sleep" })).toEqual(refused(DEED_REFUSAL.consumable, "Healing Draught"));
    expect(await ask("p1", DECLARED_USE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "draught" })).toEqual({ ok: true, result: { left: 1 } });
  });

  it("an Intimidation needs a declared defensive attack: refused after declaring the mace, made after a defensive attack with it", async () => {
    await declareAndLock({ ysolde: "attack:mace", ghoul: "attack:claws" });
    const intimidate = () => ask("p1", DECLARED_INTIMIDATE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "Scene.s.Token.ghoul" });
    expect(await intimidate()).toEqual(refused(DEED_REFUSAL.attack, "Mace"));
    resetDoubles();
    const again = declaredFight([
      { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { attributes: { agility: { score: 14 } }, skills: { intimidation: 4 } }, items: [mace] },
      { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { agility: { score: 12 } } }, items: [claws] },
      { id: "bram", name: "Bram", owners: ["p2"] },
    ]);
    ({ combat } = again);
    ysolde = again.creatures.ysolde!;
    knowActors(Object.values(again.creatures));
    await declareAndLock({ ysolde: "defensiveAttack:mace", ghoul: "attack:claws" }, YSOLDE_FIRST);
    double.dice.push(13);
    expect(await intimidate()).toEqual({ ok: true, result: { total: 17 } });
  });
});

describe("nothing outside the creature's own step", () => {
  it("while the declarations are open, and in the ghoul's step before hers, Ysolde's declared greataxe is refused", async () => {
    await startDeclared([5, 4, 9], { ysolde: "attack:greataxe", ghoul: "fullDefense", bram: "fullDefense" });
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toEqual(refused(DEED_REFUSAL.notYourStep));
    await turn({ kind: "lockDeclarations" });
    await settle();
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toEqual(refused(DEED_REFUSAL.notYourStep));
    expect(standardTaken(ysolde)).toBe(0);
    await turn({ kind: "endTurn", combatantId: "ghoul" });
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toMatchObject({ ok: true });
  });

  it("a Heal check on dying Bram in the ghoul's step is refused, nothing rolled; Ysolde's own step (a defensive attack) allows it", async () => {
    await declareAndLock({ ysolde: "defensiveAttack", ghoul: "fullDefense" });
    const tend = () => ask("p1", STABILIZE_COMMAND, { healerUuid: ysolde.actor.uuid, patientUuid: bram.actor.uuid });
    expect(await tend()).toEqual(refused(DEED_REFUSAL.notYourStep));
    expect(standardTaken(ysolde)).toBe(0);
    await turn({ kind: "endTurn", combatantId: "ghoul" });
    double.dice.push(20);
    expect(await tend()).toMatchObject({ ok: true, result: { succeeded: true } });
  });

  it("out of a started fight nothing is bound: the greataxe swings freely", async () => {
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toMatchObject({ ok: true });
  });
});

describe("under another turn structure", () => {
  it("individual initiative: Ysolde's attack and her draught are refused off her turn; on it the attack is her Standard action, and a second deed is refused", async () => {
    // d20s: the ghoul 18, Ysolde 12, Bram 5; the GM begins the ghoul's turn.
    await startUnder("individual", [12, 18, 5]);
    await turn({ kind: "act", combatantId: "ghoul" });
    await settle();
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18], { force: true })).answer).toEqual(refused(DEED_REFUSAL.notYourTurn));
    expect(await ask("p1", DECLARED_USE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "draught", force: true })).toEqual(refused(DEED_REFUSAL.notYourTurn));
    expect(draught.system.quantity).toBe(2);
    await turn({ kind: "endTurn", combatantId: "ghoul" });
    await turn({ kind: "act", combatantId: "ysolde" });
    await settle();
    expect((await attackAs("p1", "ysolde", "ghoul", "greataxe", [18])).answer).toMatchObject({ ok: true });
    expect(standardTaken(ysolde)).toBe(1);
    expect(await ask("p1", DECLARED_USE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "draught" })).toMatchObject({ ok: false, reason: "FRAY.Declared.Condition.Refusal.KindUsed" });
  });
});
