/**
 * The attack's record is the GM's, and attacks cost what they should, through the Foundry double:
 * a player's client asks (`sidesAttack`), the GM checks the turn and the budget, reads the weapon
 * from the item, rolls and creates the card as the GM. A player can neither rewrite that card nor
 * pass off a card of their own as one; every card handler refuses what a player wrote.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../foundry-double/combat";
import { installActionsDouble } from "../../../foundry-double/actions";
import { installAttackDouble, type ActorLike, type MessageDouble, type TokenDouble } from "../../../foundry-double/attack";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "../../../foundry-double/status-toggle";
import { updateOf } from "../../../foundry-double/document-update";
import { english } from "./support";

const users = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];
installFoundryDouble(users);
const initiative: number[] = [];
const { recorded: combatRecord, combats } = installCombatDouble(users, initiative);
const g = globalThis as Record<string, any>;
const CombatRoll = g.foundry.dice.Roll as unknown;
installActionsDouble();
const double = installAttackDouble(english(), users);
g.foundry.applications.api.DialogV2.confirm = async () => true;
g.Hooks.on = () => undefined;

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../src/foundry/combat/combatant-model");
const { storedEconomy, storeEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { screensOf } = await import("../../../../src/rulesets/sides/flows/maneuvers/combat-record");
const { freshRound } = await import("../../../../src/rulesets/sides/rules/combat/action-economy");
/** A budget as the round's start left it: nothing spent. */
const unspent = freshRound();
const { handleStart } = await import("../../../../src/foundry/combat/combat-queries");
const { listenOnSocket, askGm } = await import("../../../../src/foundry/channel");
const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { startAttack } = await import("../../../../src/rulesets/sides/flows/start-attack");
const { registerAttackHandler } = await import("../../../../src/rulesets/sides/flows/gm-attack");
const { ATTACK_QUERY } = await import("../../../../src/rulesets/sides/flows/attack-request");
const { registerCardQueries, requestDamageRoll, requestTotalDefense } = await import("../../../../src/rulesets/sides/flows/card-queries");
const { registerDamageHandlers } = await import("../../../../src/rulesets/sides/flows/damage/apply-damage");
const { requestApplyDamage, requestUndoDamage } = await import("../../../../src/rulesets/sides/flows/damage/apply-damage-api");
const { registerManeuvers } = await import("../../../../src/rulesets/sides/flows/maneuvers/register");
const { requestManeuverCheck, requestScreenCheck } = await import("../../../../src/rulesets/sides/flows/maneuvers/attack-card-step");
const { screenAlly } = await import("../../../../src/rulesets/sides/flows/maneuvers/start-maneuver");
const { REFUSAL } = await import("../../../../src/rulesets/sides/rules/combat/labels");
listenOnSocket();
registerAttackHandler();
registerCardQueries();
registerDamageHandlers();
registerManeuvers();

const text = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data) as string;

function weapon(fields: object = {}) {
  return Object.assign(new SidesWeaponData(), {
    schemaVersion: 2, category: "melee", damage: "1d8", attributes: { str: true, dex: false }, skill: "stab",
    shock: { points: 2, ac: 15 }, range: { normal: 0, long: 0 }, launcher: "none", twoHanded: false, thrown: false,
    long: false, nonLethal: false, magicBonus: 0, carry: "readied", encumbrance: 1, cost: 0, description: "", ...fields,
  });
}

const noSkills = Object.fromEntries(["exert", "notice"].map((s) => [s, -1]));
function hero(id: string, name: string, owner: string) {
  return double.actor(`Actor.${id}`, name, Object.assign(new SidesCharacterData(), {
    attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: noSkills, movement: 30,
    modifiers: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 13, parts: [] }, health: { value: 10, max: 10 },
  }), [owner], [{ id: "sword", name: "Longsword", system: weapon() }]);
}

/** Every write to an actor, refused (as the server would) for a client that does not own it: the double's Actor#update (foundry-double/document-update). */
function writable(actor: ActorLike) {
  return Object.assign(actor, {
    update: updateOf(actor as unknown as Record<string, unknown>, { name: actor.name, mayWrite: (user) => actor.testUserPermission(user, "OWNER") }),
    // Actor#toggleStatusEffect (foundry-double/status-toggle): statuses only, each its own effect; a creation or deletion is refused alike.
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) =>
      toggleStatusEffect(statusSetEffects(actor.statuses, () => {
        if (!actor.testUserPermission(g.game.user, "OWNER")) throw new Error(`${g.game.user.id} may not update ${actor.name}`);
      }), id, options),
  });
}

type Combatant = Record<string, any>;
let combat: Record<string, any>;
let maren: ActorLike;
let goblin: ActorLike;
let tamsin: ActorLike;
const tokens = new Map<string, TokenDouble>();
const economy = (id: string) => storedEconomy(combat.combatants.get(id) as never) as Record<string, unknown> | null;
const hp = (actor: ActorLike) => (actor.system as { health: { value: number } }).health.value;
const seen = { mode: "melee", attribute: "", cover: "none", visibility: "seen", attackerProne: false, enemyInMelee: false, dualWieldId: "", chargeFt: 0, swarmAssailants: 0, snap: false, otherModifier: 0 };
const attackCards = () => [...double.messages.values()].filter((m) => m.type === "sidesAttack");
/** The GM's AoO card after Maren ran from the goblin, as aoo-card.ts posts it (created on the current client). */
const postOffer = () =>
  g.ChatMessage.create({
    type: "sidesOpportunity",
    content: "AoO",
    system: { schemaVersion: 2, moverUuid: "Scene.s.Token.maren", moverName: "Maren", action: "run", foes: [{ tokenUuid: "Scene.s.Token.gob", name: "Goblin", img: "", itemId: "", attackIndex: 0 }], struck: [] },
  });

/**
 * Maren (p1) and Tamsin (p2) fight a goblin that p2 runs (trained for Snap Attacks). The party won
 * side initiative (6 against 3): it is the party's turn.
 */
beforeEach(async () => {
  double.messages.clear();
  double.notices.length = 0;
  double.answers.length = 0;
  double.dice.length = 0;
  double.targets.clear();
  tokens.clear();
  maren = writable(hero("maren", "Maren", "p1"));
  tamsin = writable(hero("tamsin", "Tamsin", "p2"));
  goblin = writable(double.actor("Actor.gob", "Goblin", Object.assign(new SidesMonsterData(), {
    attackBonus: 1, damage: "1d6", shock: { points: 1, ac: 13 }, ac: 13, trainedSnap: true, shockImmune: false, attacks: [],
    movement: 30, skillBonus: 1, save: 15, health: { value: 10, max: 10 },
  }), ["p2"]));
  tokens.set("maren", double.token("Scene.s.Token.maren", maren, { x: 0, y: 0 }));
  tokens.set("gob", double.token("Scene.s.Token.gob", goblin, { x: 1, y: 0 }));
  tokens.set("tamsin", double.token("Scene.s.Token.tamsin", tamsin, { x: 0, y: 1 }));

  const seeds = [["maren", "party", ["p1"]], ["tamsin", "party", ["p2"]], ["gob", "foes", ["p2"]]] as const;
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds.map(([id, group, owners]) => ({ id, name: id, group, owners: [...owners] })), ["party", "foes"], combatRecord);
  for (const combatant of combat.combatants.contents as Combatant[]) {
    const token = tokens.get(combatant.id)!;
    Object.assign(combatant, { actor: token.actor, token: token.document, system: new FrayCombatantData() });
    token.document.combatant = combatant as never;
  }
  // Combat#update is the combat double's (foundry-double/combat: merged as Foundry merges, flags included).
  Object.assign(combat, {
    flags: { fray: {} as Record<string, unknown> },
    round: 1,
    getCombatantsByActor: (actor: unknown) => combat.combatants.contents.filter((c: Combatant) => c.actor === actor),
    async setFlag(_scope: string, key: string, value: unknown) {
      if (!g.game.user.isGM) throw new Error("only the GM writes the combat");
      combat.flags.fray[key] = structuredClone(value);
      return combat;
    },
  });
  g.game.combat = combat;
  combats.set("combat1", combat);
  double.actAs("gm");
  initiative.splice(0, initiative.length, 6, 3);
  const attackRoll = g.foundry.dice.Roll;
  g.foundry.dice.Roll = CombatRoll;
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
  g.foundry.dice.Roll = attackRoll;
});

/** `who`'s owner attacks `target` through the dialog (answering `choices`), the d20 showing `d20`. */
async function attack(who: string, target: string, d20: number, options: Record<string, unknown> = {}, choices: Partial<typeof seen> = {}): Promise<MessageDouble | undefined> {
  const token = tokens.get(who)!;
  double.actAs(token.actor.owners[0]!);
  double.answers.push({ ...seen, ...choices });
  double.dice.push(d20);
  const before = attackCards().length;
  await startAttack(token.actor as never, token.actor.system instanceof SidesMonsterData ? { attackIndex: 0 } : { itemId: "sword" }, { target: tokens.get(target) as never, ...options });
  return attackCards().length > before ? attackCards().at(-1) : undefined;
}

describe("an attack is the GM's", () => {
  it("the card is created by the GM's client, spoken by the attacker's token, with the d20 as its Foundry roll", async () => {
    const card = await attack("maren", "gob", 11);
    expect(card?.author?.id).toBe("gm");
    expect(card?.speaker).toEqual({ token: "Scene.s.Token.maren" });
    expect(card?.rolls.map((roll) => [roll.formula, roll.total])).toEqual([["1d20 + 3", 14]]);
    expect(double.net.sent.at(-1)).toMatchObject({ from: "gm", message: { type: "answer", to: "p1" } });
  });

  it("the weapon comes from the actor's item: a payload naming another weapon or formula changes nothing", async () => {
    double.actAs("p1");
    double.dice.push(11);
    const answer = await askGm(ATTACK_QUERY, {
      attackerTokenUuid: "Scene.s.Token.maren", targetTokenUuid: "Scene.s.Token.gob", source: { itemId: "sword" },
      choices: { ...seen, damage: "10d10" }, weapon: { damage: "10d10", shock: { points: 9, ac: 20 } }, target: { ac: 1 },
    });
    expect(answer).toMatchObject({ ok: true });
    expect(attackCards()[0]?.system).toMatchObject({ weapon: { damage: "1d8", shock: { points: 2, ac: 15 } }, target: { ac: 13 } });
  });

  it("an absurd damage formula on the item is refused: no card, nothing spent", async () => {
    (maren.items.contents[0]!.system as { damage: string }).damage = "999d999";
    expect(await attack("maren", "gob", 11)).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Formula.Refusal.tooManyDice", { item: "Longsword", count: "999", limit: "20" }));
    expect(economy("maren")).toEqual(unspent);
  });

  it("a player cannot claim less cover than the map shows, nor give themselves a bonus", async () => {
    // The start-attack tests' map: 3 of the goblin's 4 corners seen past the wall, half cover.
    tokens.get("maren")!.center = { x: 50, y: 150 };
    tokens.get("gob")!.center = { x: 550, y: 150 };
    double.wall({ x: 3, y: -5 }, { x: 3, y: 1.55 });
    double.actAs("p1");
    const ask = (choices: object) => askGm(ATTACK_QUERY, { attackerTokenUuid: "Scene.s.Token.maren", targetTokenUuid: "Scene.s.Token.gob", source: { itemId: "sword" }, choices: { ...seen, ...choices } });
    expect(await ask({ cover: "none" })).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.LessCover" });
    expect(await ask({ cover: "half", otherModifier: 4 })).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.BonusGmOnly" });
    expect(attackCards()).toEqual([]);
    expect(economy("maren")).toEqual(unspent);
  });
});

describe("an attack costs what it should", () => {
  it("on the attacker's side's turn it spends the Main; a second attack is refused", async () => {
    expect(await attack("maren", "gob", 11)).toBeDefined();
    expect(economy("maren")).toMatchObject({ mainSpent: true });
    expect(await attack("maren", "gob", 11)).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text(REFUSAL.mainSpent));
    expect(attackCards()).toHaveLength(1);
  });

  it("out of its side's turn the attack is refused and spends nothing", async () => {
    expect(await attack("gob", "maren", 15)).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text(REFUSAL.notYourTurn));
    expect(economy("gob")).toEqual(unspent);
  });

  it("a player cannot force an attack out of turn; the GM may, after confirming, and the GMs are told", async () => {
    double.actAs("p2");
    const payload = { attackerTokenUuid: "Scene.s.Token.gob", targetTokenUuid: "Scene.s.Token.maren", source: { attackIndex: 0 }, choices: seen, force: true };
    expect(await askGm(ATTACK_QUERY, payload)).toEqual({ ok: false, reason: REFUSAL.notYourTurn });
    expect(economy("gob")).toEqual(unspent);

    double.actAs("gm");
    double.answers.push({ ...seen });
    double.dice.push(15);
    await startAttack(goblin as never, { attackIndex: 0 }, { target: tokens.get("maren") as never });
    expect(attackCards()).toHaveLength(1);
    expect(economy("gob")).toMatchObject({ mainSpent: true });
    expect([...double.messages.values()].some((m) => m.content.includes("fray-override"))).toBe(true);
  });

  it("a creature that is down makes no attack: mortally wounded Maren is refused by name, no card, nothing spent", async () => {
    maren.statuses.add("mortallyWounded");
    expect(await attack("maren", "gob", 11)).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.Actions.Refusal.cannotAct", { name: "Maren" }));
    expect(economy("maren")).toEqual(unspent);
  });

  it("a creature that is down takes no Total Defense either: the goblin, unconscious, is refused by name, the card unchanged", async () => {
    const card = await attack("maren", "gob", 11);
    goblin.statuses.add("unconscious");
    double.actAs("p2");
    expect(await requestTotalDefense(card!.id)).toEqual({ ok: false, reason: "FRAY.Sides.Actions.Refusal.cannotAct", data: { name: "Goblin" } });
    expect(card?.system.reactions).toMatchObject({ totalDefense: false });
    expect(economy("gob")).toEqual(unspent);
  });

  it("a character out of the fight cannot strike into it for free: Maren, taken off the tracker, is refused; the GM may", async () => {
    tokens.get("maren")!.document.combatant = null;
    expect(await attack("maren", "gob", 11)).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.Actions.Refusal.notInFight", { name: "Maren" }));
    expect(attackCards()).toEqual([]);
    double.actAs("gm");
    double.answers.push({ ...seen });
    double.dice.push(11);
    await startAttack(maren as never, { itemId: "sword" }, { target: tokens.get("gob") as never });
    expect(attackCards()).toHaveLength(1);
  });

  it("a Snap Attack against the GM's card is an Instant: accepted off-turn, it gives up the Main and marks the card", async () => {
    const card = await attack("maren", "gob", 11);
    const snap = await attack("gob", "maren", 12, { snap: true, snapAgainstMessageId: card!.id });
    expect(snap?.system.situation).toMatchObject({ snap: true });
    expect(economy("gob")).toMatchObject({ mainSpent: true, instantsUsed: 1 });
    expect(card?.system.reactions).toMatchObject({ snapInterrupted: true });
    // Once is all: the Main is gone and the card already interrupted.
    expect(await attack("gob", "maren", 12, { snap: true, snapAgainstMessageId: card!.id })).toBeUndefined();
    expect(attackCards()).toHaveLength(2);
  });

  it("an Attack of Opportunity the GM's card offers is accepted off-turn, once, at no action's cost; the card shows it struck", async () => {
    double.actAs("gm");
    const offer = await postOffer();
    expect(await attack("gob", "maren", 12, { opportunityMessageId: offer.id })).toBeDefined();
    expect(economy("gob")).toEqual(unspent);
    expect(offer.system.struck).toEqual(["Scene.s.Token.gob"]);
    // Re-rendered from the record: the goblin is still named, its button gone.
    expect(offer.content).toContain("Goblin");
    expect(offer.content).not.toContain("data-fray-card-action");
    expect(await attack("gob", "maren", 12, { opportunityMessageId: offer.id })).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.AttackFlow.Refusal.AlreadyTaken"));
  });

  it("an AoO card offers only its own foes a strike, only at its mover", async () => {
    double.actAs("gm");
    const offer = await postOffer();
    expect(await attack("gob", "tamsin", 12, { opportunityMessageId: offer.id })).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.AttackFlow.Refusal.NoOpportunity"));
    expect(offer.system.struck).toEqual([]);
  });

  it("an AoO card a player posted offers nothing, and is left as it was", async () => {
    double.actAs("p2");
    const forged = await postOffer();
    expect(await attack("gob", "maren", 12, { opportunityMessageId: forged.id })).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.AttackFlow.Refusal.NotGmCard"));
    expect(forged.system.struck).toEqual([]);
  });

  it("an AoO card from before cards were typed (its record in flags.fray.opportunity) pays for one strike and becomes a sidesOpportunity card naming its foes", async () => {
    double.actAs("gm");
    const old = await g.ChatMessage.create({ content: "AoO", flags: { fray: { opportunity: { moverUuid: "Scene.s.Token.maren", foeUuids: ["Scene.s.Token.gob"], struck: [] } } } });
    expect(await attack("gob", "maren", 12, { opportunityMessageId: old.id })).toBeDefined();
    expect(old.type).toBe("sidesOpportunity");
    expect(old.system).toMatchObject({ schemaVersion: 2, moverName: "Maren", action: null, foes: [{ tokenUuid: "Scene.s.Token.gob", name: "Goblin" }], struck: ["Scene.s.Token.gob"] });
    expect(old.flags.fray).not.toHaveProperty("opportunity");
    expect(await attack("gob", "maren", 12, { opportunityMessageId: old.id })).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.AttackFlow.Refusal.AlreadyTaken"));
  });

  it("Screen an Ally needs a Move left, and spends it", async () => {
    double.targets.add(tokens.get("maren")!);
    double.actAs("gm");
    await storeEconomy(combat.combatants.get("tamsin"), { mainSpent: true, movesTaken: 1 });
    double.actAs("p2");
    await screenAlly(tamsin as never);
    expect(double.notices.at(-1)?.message).toBe(text(REFUSAL.moveSpent));
    expect(screensOf(combat as never)).toEqual([]);

    double.actAs("gm");
    await storeEconomy(combat.combatants.get("tamsin"), {});
    double.actAs("p2");
    await screenAlly(tamsin as never);
    expect(economy("tamsin")).toMatchObject({ movesTaken: 1 });
    expect(screensOf(combat as never)).toMatchObject([{ screenerId: "Scene.s.Token.tamsin", wardId: "Scene.s.Token.maren" }]);
  });
});

describe("a player cannot rewrite the GM's card", () => {
  /** Maren hits the goblin (14 against AC 13) and her player applies 6 + 1 = 7 damage. */
  async function hitAndApply(): Promise<MessageDouble> {
    const card = (await attack("maren", "gob", 11))!;
    double.dice.push(6);
    expect(await requestDamageRoll(card.id)).toEqual({ ok: true });
    expect(await requestApplyDamage(card.id, "full")).toMatchObject({ ok: true });
    expect(hp(goblin)).toBe(3);
    return card;
  }

  it("clearing the applied log, forging an undo entry, moving the target, lowering the AC, inflating the weapon, erasing Total Defense, dropping the damage roll: each write is refused", async () => {
    const card = await hitAndApply();
    const record = structuredClone(card.system);
    const edits = [
      { system: { ...record, applied: [] } },
      { system: { ...record, applied: [{ mode: "full", amount: 0, hpBefore: 10, hpAfter: 0, statusesAdded: ["dead"], byUserId: "p1" }] } },
      { system: { ...record, targetTokenUuid: "Scene.s.Token.tamsin", targetActorUuid: "Actor.tamsin" } },
      { system: { ...record, target: { ...record.target, ac: 1 }, weapon: { ...record.weapon, damage: "20d100" } } },
      { system: { ...record, reactions: { totalDefense: false, snapInterrupted: false } } },
      { rolls: [JSON.stringify(card.rolls[0])] },
    ];
    for (const edit of edits) await expect(card.update(edit)).rejects.toThrow(/may not update/);
    expect(card.system).toEqual(record);
    expect(await requestApplyDamage(card.id, "full")).toMatchObject({ ok: false, reason: "FRAY.Sides.Damage.Refusal.AlreadyApplied" });
    expect(await requestDamageRoll(card.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.DamageRolled" });
    expect(hp(goblin)).toBe(3);
    // Undo gives back exactly what the GM applied, once.
    expect(await requestUndoDamage(card.id)).toMatchObject({ ok: true });
    expect(await requestUndoDamage(card.id)).toMatchObject({ ok: false });
    expect(hp(goblin)).toBe(10);
  });

  it("a maneuver's check cannot be reset: it is rolled once per GM card", async () => {
    double.actAs("p1");
    double.answers.push({ ...seen });
    double.dice.push(11);
    await startAttack(maren as never, { itemId: "sword" }, { target: tokens.get("gob") as never, maneuver: { kind: "shove", size: "manSized", effect: "prone", checkMessageId: null } });
    const card = attackCards().at(-1)!;
    expect(card.author?.id).toBe("gm");
    double.dice.push(5, 5, 1, 1);
    expect(await requestManeuverCheck(card.id)).toMatchObject({ ok: true });
    const attempt = structuredClone(card.system.maneuverAttempt);
    await expect(card.update({ system: { maneuverAttempt: { ...attempt, checkMessageId: null } } })).rejects.toThrow(/may not update/);
    expect(await requestManeuverCheck(card.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.AlreadyRolled" });
  });

  it("a card a player posts is acted on by no handler, and hurts nobody", async () => {
    const real = (await attack("maren", "gob", 11))!;
    double.actAs("p1");
    const copy = await g.ChatMessage.create({
      content: real.content,
      rolls: real.rolls,
      type: "sidesAttack",
      system: {
        ...structuredClone(real.system),
        target: { ...real.system.target, ac: 1 },
        // A forged undo entry: undoing it would set the goblin to 1 HP.
        applied: [{ mode: "full", amount: 0, hpBefore: 1, hpAfter: 10, statusesAdded: [], byUserId: "p1" }],
      },
    });
    const notGm = { ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.NotGmCard" };
    expect(await requestDamageRoll(copy.id)).toEqual(notGm);
    expect(await requestApplyDamage(copy.id, "full")).toEqual({ ok: false, reason: "FRAY.Sides.Damage.Refusal.UntrustedCard" });
    expect(await requestUndoDamage(copy.id)).toEqual({ ok: false, reason: "FRAY.Sides.Damage.Refusal.UntrustedCard" });
    expect(await requestScreenCheck(copy.id)).toEqual(notGm);
    expect(await requestManeuverCheck(copy.id)).toEqual(notGm);
    double.actAs("p2");
    expect(await requestTotalDefense(copy.id)).toEqual(notGm);
    expect(await attack("gob", "maren", 12, { snap: true, snapAgainstMessageId: copy.id })).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.AttackFlow.Refusal.NotGmCard"));
    expect(hp(goblin)).toBe(10);
    expect(economy("gob")).toEqual(unspent);
  });
});

describe("what a click costs on the wire", () => {
  it("attack, roll damage, apply: one message to the GM and at most two document writes per click", async () => {
    const writes: string[] = [];
    const count = <T extends object>(what: string, doc: T, method: keyof T) => {
      const original = doc[method] as (...args: unknown[]) => Promise<unknown>;
      Object.assign(doc, { [method]: (...args: unknown[]) => (writes.push(what), original.apply(doc, args)) });
    };
    // A combatant's budget is written on the Combat.
    count("combat", combat, "update");
    count("goblin", goblin as ActorLike & { update(): Promise<unknown> }, "update");
    const create = g.ChatMessage.create;
    g.ChatMessage.create = async (data: unknown) => {
      writes.push("create message");
      const message = await create(data);
      count("message", message, "update");
      return message;
    };
    const click = async (work: () => Promise<unknown>) => {
      const [sent, written] = [double.net.sent.length, writes.length];
      await work();
      await double.net.settle();
      return { toGm: double.net.sent.slice(sent).filter((m) => m.from === "p1").length, writes: writes.slice(written) };
    };
    const attackClick = await click(() => attack("maren", "gob", 11));
    expect(attackClick).toEqual({ toGm: 1, writes: ["combat", "create message"] });
    const card = attackCards().at(-1)!;
    double.actAs("p1");
    double.dice.push(6);
    expect(await click(() => requestDamageRoll(card.id))).toEqual({ toGm: 1, writes: ["message"] });
    expect(await click(() => requestApplyDamage(card.id, "full"))).toEqual({ toGm: 1, writes: ["goblin", "message"] });
    g.ChatMessage.create = create;
  });
});
