/**
 * The round's state through the Foundry double: a shield ignoring the first Shock of the round
 * (marked by the GM's attack handler when it creates the card), and Swarm Attack declarations kept
 * in sides' round state on the Combat, pre-filling the swarm member's attack and closed by the GM when it accepts it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../foundry-double/combat";
import { installActionsDouble } from "../../../foundry-double/actions";
import { GRID, installAttackDouble, type ActorLike, type MessageDouble, type TokenDouble } from "../../../foundry-double/attack";
import { english } from "./support";
import { atRound } from "../../../support/engine-at-round";

/** The English the notifications are written in. */
const lang = english;

const users = [
  { id: "gm", isGM: true },
  ...["p1", "p2", "p3", "p4", "p5"].map((id) => ({ id, isGM: false })),
];
installFoundryDouble();
const { recorded: combatRecord, combats } = installCombatDouble(users, []);
installActionsDouble();
const double = installAttackDouble(lang(), users);
const g = globalThis as Record<string, any>;

// Foundry runs a hook on every connected client; `isSelf` tells each client which user it is.
const hooks = new Map<string, ((...args: unknown[]) => unknown)[]>();
g.Hooks.on = (name: string, fn: (...args: unknown[]) => unknown) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]);
for (const user of g.game.users.contents as Record<string, unknown>[]) {
  Object.defineProperty(user, "isSelf", { get: () => g.game.user === user });
}
/** Every client gets createChatMessage for a new message, the GM's included. */
async function deliver(message: MessageDouble): Promise<void> {
  const author = g.game.user.id as string;
  for (const user of users) {
    double.actAs(user.id);
    for (const fn of hooks.get("createChatMessage") ?? []) fn(message);
    await settle();
  }
  double.actAs(author);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const create = g.ChatMessage.create as (data: unknown) => Promise<MessageDouble>;
g.ChatMessage.create = async (data: unknown) => {
  const message = await create(data);
  await deliver(message);
  return message;
};
/** "The economy no longer allows this: take it anyway?" dialogs a player was shown. */
const confirms: string[] = [];
g.foundry.applications.api.DialogV2.confirm = async (options: { content: string }) => {
  confirms.push(options.content);
  return true;
};

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../src/foundry/combat/combatant-model");
const { roundStateOf, saveRoundState, storedEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { budgetsAfterEvents } = await import("../../../../src/core/economy");
const { budgetOf, withBudgets } = await import("../../../../src/core/schema/round-state");
const { sidesEconomy } = await import("../../../../src/rulesets/sides/rules/economy");
const { listenOnSocket, registerGmHandler, askGm } = await import("../../../../src/foundry/channel");
const { SidesCharacterData, SidesMonsterData, SidesShieldData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { startAttack } = await import("../../../../src/rulesets/sides/flows/start-attack");
const { handleTakeAction } = await import("../../../../src/rulesets/sides/flows/actions/gm-take-action");
const { TAKE_ACTION_QUERY } = await import("../../../../src/rulesets/sides/flows/actions/action-request");
const { attackFromButton, takeActionFromButton } = await import("../../../../src/rulesets/sides/flows/actions/sheet-actions");
const { registerAttackHandler } = await import("../../../../src/rulesets/sides/flows/gm-attack");
const { ATTACK_QUERY } = await import("../../../../src/rulesets/sides/flows/attack-request");
listenOnSocket();
registerGmHandler(TAKE_ACTION_QUERY, handleTakeAction);
registerAttackHandler();

const text = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data) as string;

function weapon() {
  return Object.assign(new SidesWeaponData(), {
    schemaVersion: 2, category: "melee", damage: "1d8", attributes: { str: true, dex: false }, skill: "stab",
    shock: { points: 2, ac: 15 }, range: { normal: 0, long: 0 }, launcher: "none", twoHanded: false, thrown: false,
    long: false, nonLethal: false, magicBonus: 0, carry: "readied", encumbrance: 1, cost: 0, description: "",
  });
}

const noSkills = Object.fromEntries(["exert", "notice"].map((s) => [s, -1]));
function hero(id: string, owner: string, items: { id: string; name: string; system: unknown }[]) {
  return double.actor(`Actor.${id}`, id, Object.assign(new SidesCharacterData(), {
    attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: noSkills, movement: 30,
    modifiers: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 13, parts: [] },
  }), [owner], items);
}

type Combatant = Record<string, any>;
let combat: Record<string, any>;
const tokens = new Map<string, TokenDouble>();
const actors = new Map<string, ActorLike>();
const economy = (id: string) => storedEconomy(combat.combatants.get(id) as never) as Record<string, unknown> | null;
/** Whose budget was written, by which user's client ("gm:brakk"). */
const combatantWrites: string[] = [];

/** A new round starts: every budget is refreshed, as the GM's turn handler does on the engine's roundStart. */
async function newRound(): Promise<void> {
  const round = roundStateOf(combat as never);
  const ids = combat.combatants.contents.map((c: Combatant) => c.id as string);
  const budgets = budgetsAfterEvents(sidesEconomy, (id) => budgetOf(round, id), ids, [{ type: "roundStart", round: 2 }]);
  // The refresh is the turn handler's bulk write, not a budget spent: it is not counted.
  const counted = [...combatantWrites];
  await saveRoundState(combat as never, withBudgets(round, budgets ?? new Map()));
  combatantWrites.splice(0, combatantWrites.length, ...counted);
}

/**
 * Maren, Tamsin, Ilse, Odo (p1–p4) and Wulf (p5) stand round an ogre (GM); Brakk (p2) carries a shield.
 * Everyone has a longsword (1d8, Shock 2/AC 15; +3 to hit) and AC 13.
 */
function setUp() {
  // Messages are kept: like Foundry's, their ids are never reused.
  double.notices.length = 0;
  double.dialogs.length = 0;
  double.answers.length = 0;
  double.dice.length = 0;
  double.targets.clear();
  combatantWrites.length = 0;
  confirms.length = 0;
  tokens.clear();
  actors.clear();
  const sword = { id: "sword", name: "Longsword", system: weapon() };
  const shield = { id: "shield", name: "Shield", system: Object.assign(new SidesShieldData(), { carry: "readied" }) };
  const heroes: [string, string][] = [["maren", "p1"], ["tamsin", "p2"], ["ilse", "p3"], ["odo", "p4"], ["wulf", "p5"], ["brakk", "p2"]];
  for (const [id, owner] of heroes) actors.set(id, hero(id, owner, id === "brakk" ? [sword, shield] : [sword]));
  actors.set("ogre", double.actor("Actor.ogre", "Ogre", Object.assign(new SidesMonsterData(), {
    attackBonus: 4, damage: "1d10", shock: { points: 0, ac: null }, ac: 13, trainedSnap: false, shockImmune: false, attacks: [], movement: 30,
  }), []));
  [...actors.keys()].forEach((id, i) => tokens.set(id, double.token(`Scene.s.Token.${id}`, actors.get(id)!, { x: i % 2, y: Math.floor(i / 2) })));

  const ids = [...actors.keys()];
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, ids.map((id) => ({ id, name: id, group: id === "ogre" ? "foes" : "party", owners: actors.get(id)!.owners })), ["party", "foes"], combatRecord);
  for (const combatant of combat.combatants.contents as Combatant[]) {
    const token = tokens.get(combatant.id)!;
    Object.assign(combatant, { actor: token.actor, token: token.document, parent: combat, system: new FrayCombatantData() });
    token.document.combatant = combatant as never;
  }
  const update = combat.update as (data: unknown) => Promise<unknown>;
  Object.assign(combat, {
    round: 1,
    flags: {},
    // Records whose budget a write changes, then writes through the combat double's Combat#update (foundry-double/combat:
    // merged as Foundry merges, flags included; the round state's lists replaced whole, as arrays are).
    async update(data: { system?: { roundState?: { budgets: { id: string; budget: unknown }[] } } }) {
      const before = roundStateOf(combat as never);
      for (const entry of data.system?.roundState?.budgets ?? []) {
        if (JSON.stringify(budgetOf(before, entry.id)) !== JSON.stringify(entry.budget)) combatantWrites.push(`${g.game.user.id}:${entry.id}`);
      }
      return update(data);
    },
    getCombatantsByActor: (actor: unknown) => combat.combatants.contents.filter((c: Combatant) => c.actor === actor),
  });
  g.game.combat = combat;
  combats.set("combat1", combat);
}

beforeEach(setUp);

const seen = { mode: "melee", attribute: "", cover: "none", visibility: "seen", attackerProne: false, enemyInMelee: false, dualWieldId: "", chargeFt: 0, swarmAssailants: 0, snap: false, otherModifier: 0 };

/** Moves `who` into the square east of `target`, in melee reach. */
function stepBeside(who: string, target: string): void {
  const there = tokens.get(target)!.center;
  tokens.get(who)!.center = { x: there.x + GRID, y: there.y };
}

/** `who` attacks `target` with its longsword; the d20 shows `d20`; the dialog answers `choices`. */
async function attack(who: string, target: string, d20: number, choices: Partial<typeof seen> = {}): Promise<MessageDouble> {
  const actor = actors.get(who)!;
  stepBeside(who, target);
  double.actAs(actor.owners[0]!);
  double.targets.clear();
  double.targets.add(tokens.get(target)!);
  double.answers.push({ ...seen, ...choices });
  double.dice.push(d20);
  await startAttack(actor as never, { itemId: "sword" });
  await settle();
  return [...double.messages.values()].at(-1)!;
}

const shieldText = "No Shock: the shield ignores the first Shock this round.";

describe("a shield ignores the first Shock its bearer would take each round", () => {
  it("the first miss with Shock is absorbed: the card says why and the GM marks the shield spent", async () => {
    const card = await attack("maren", "brakk", 5);
    expect(card.system.target).toMatchObject({ hasShield: true, shieldUsedThisRound: false });
    expect(card.content).toContain(shieldText);
    expect(card.content).toContain("The miss does no damage.");
    expect(economy("brakk")).toMatchObject({ shieldUsed: true });
    // Only the active GM's client wrote it, once, though every client saw the message.
    expect(combatantWrites).toEqual(["gm:brakk"]);
  });

  it("the second Shock that round lands", async () => {
    await attack("maren", "brakk", 5);
    const second = await attack("tamsin", "brakk", 4);
    expect(second.system.target).toMatchObject({ shieldUsedThisRound: true });
    expect(second.content).toContain("Shock 2/AC 15 misses AC 13 and still does 3 damage.");
    expect(second.content).not.toContain(shieldText);
    expect(combatantWrites).toEqual(["gm:brakk"]);
  });

  it("a new round gives the shield back", async () => {
    await attack("maren", "brakk", 5);
    await newRound();
    expect(economy("brakk")).toMatchObject({ shieldUsed: false });
    const next = await attack("tamsin", "brakk", 4);
    expect(next.content).toContain(shieldText);
    expect(economy("brakk")).toMatchObject({ shieldUsed: true });
  });

  it("is marked once per message, however often the message is seen; a player's copy of the card spends nothing", async () => {
    const card = await attack("maren", "brakk", 5);
    await deliver(card);
    expect(combatantWrites).toEqual(["gm:brakk"]);
    await newRound();
    double.actAs("p1");
    await g.ChatMessage.create({ content: card.content, rolls: card.rolls, flags: structuredClone(card.flags) });
    expect(economy("brakk")).toMatchObject({ shieldUsed: false });
    expect(combatantWrites).toEqual(["gm:brakk"]);
  });

  it("a hit, or a target without a shield, spends nothing", async () => {
    await attack("maren", "brakk", 15);
    await attack("maren", "ilse", 5);
    expect(economy("brakk")).toBeNull();
    expect(combatantWrites).toEqual([]);
  });

  it("a Swarm Attack's Shock lands through the shield and does not spend it", async () => {
    await declare("maren", "brakk");
    await declare("tamsin", "brakk");
    const card = await attack("maren", "brakk", 2, { swarmAssailants: 2 });
    expect(card.content).toContain("Shock applies whatever the AC, shield or immunity.");
    expect(card.content).toContain("still does 3 damage");
    expect(economy("brakk")).toBeNull();
    const next = await attack("tamsin", "brakk", 5);
    expect(next.content).toContain(shieldText);
  });
});

/** A click on the panel's Make a Swarm Attack button by the owner of `who`, with `target` targeted. */
async function declare(who: string, target: string | null): Promise<void> {
  const actor = actors.get(who)!;
  double.actAs(actor.owners[0]!);
  double.targets.clear();
  if (target) double.targets.add(tokens.get(target)!);
  const button = { closest: () => ({ dataset: { actionId: "swarmAttack" } }) };
  await takeActionFromButton(actor as never, button as never);
}

/** Sides' stored Swarm Attack book, under its ruleset id in the Combat's round state; undefined before any declaration. */
const swarms = () =>
  roundStateOf(combat as never).rulesets.find((entry) => entry.ruleset === "sides")?.data.swarmBook as
    | { round: number; swarms: { targetId: string; assailants: string[]; resolved: boolean }[] }
    | undefined;

describe("Swarm Attack declarations", () => {
  it("four allies declare on the ogre, each spending the Main; a fifth is refused and keeps it", async () => {
    for (const who of ["maren", "tamsin", "ilse", "odo"]) await declare(who, "ogre");
    // No fight is started here: the book counts in the engine's round 0, whatever the Combat's own round says.
    expect(swarms()).toEqual({ round: 0, swarms: [{ targetId: "ogre", round: 0, assailants: ["maren", "tamsin", "ilse", "odo"], resolved: false }] });
    for (const who of ["maren", "tamsin", "ilse", "odo"]) expect(economy(who)).toMatchObject({ mainSpent: true });
    expect(double.notices).toEqual([]);

    await declare("wulf", "ogre");
    expect(double.notices).toEqual([{ level: "warn", message: "At most 4 assailants can swarm one target." }]);
    expect(economy("wulf")).toBeNull();
    expect(swarms()?.swarms[0]?.assailants).toHaveLength(4);
  });

  it("an assailant already in the swarm is refused", async () => {
    await declare("maren", "ogre");
    await declare("maren", "ogre");
    expect(double.notices).toEqual([{ level: "warn", message: "This assailant has already joined the swarm." }]);
  });

  it("without a target in the fight, nothing is asked of the GM", async () => {
    await declare("maren", null);
    expect(double.notices).toEqual([{ level: "warn", message: text("FRAY.Sides.RoundState.SwarmNeedsTarget") }]);
    combat.combatants.get("ogre").token.combatant = null;
    await declare("maren", "ogre");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Sides.RoundState.SwarmTargetNotInFight"));
    expect(economy("maren")).toBeNull();
    expect(swarms()).toBeUndefined();
  });

  it("a forged target that is not in the fight is refused by the GM", async () => {
    double.actAs("p1");
    expect(await handleTakeAction({ combatId: "combat1", combatantId: "maren", actionId: "swarmAttack", swarmTargetId: "nobody" }, "p1")).toEqual({
      ok: false, reason: "FRAY.Sides.RoundState.SwarmTargetNotInFight", data: {},
    });
    expect(economy("maren")).toBeNull();
  });

  it("a swarm member's attack opens with the declared count, rolls its bonus and closes the swarm", async () => {
    for (const who of ["maren", "tamsin", "ilse"]) await declare(who, "ogre");
    double.actAs("p2");
    double.targets.clear();
    double.targets.add(tokens.get("ogre")!);
    double.answers.push({ ...seen, swarmAssailants: 3 });
    double.dice.push(10);
    stepBeside("tamsin", "ogre");
    const button = { closest: () => ({ dataset: { attackAction: "meleeAttack", itemId: "sword" } }) };
    await attackFromButton(actors.get("tamsin") as never, button as never);

    // Pre-filled and explained, still a number the GM may change.
    expect(double.dialogs[0]?.content).toMatch(/name="swarmAssailants" min="0" max="4" value="3"/);
    expect(double.dialogs[0]?.content).toContain("Swarm Attack declared on this target this round: 3 assailants.");
    const card = [...double.messages.values()].at(-1);
    expect(card?.rolls[0]?.formula).toBe("1d20 + 7");
    expect(card?.system.situation).toMatchObject({ swarmAssailants: 3 });
    // The swarm's Main paid for the attack: no second Main asked for, no "take it anyway?".
    expect(economy("tamsin")).toMatchObject({ mainSpent: true, instantsUsed: 0 });
    expect(confirms).toEqual([]);
    expect(swarms()?.swarms[0]).toMatchObject({ assailants: ["maren", "tamsin", "ilse"], resolved: true });
    expect(double.notices).toEqual([]);

    // Closed: the next member's attack opens without a swarm.
    await attack("maren", "ogre", 10);
    expect(double.dialogs[1]?.content).toMatch(/name="swarmAssailants" min="0" max="4" value="0"/);
  });

  it("a new round clears the swarm: its members attack alone, and last round's swarm cannot be closed", async () => {
    await declare("maren", "ogre");
    await declare("tamsin", "ogre");
    await attack("maren", "ogre", 10, { swarmAssailants: 2 });
    expect(swarms()?.swarms[0]?.resolved).toBe(true);

    await declare("ilse", "ogre");
    await declare("odo", "ogre");
    atRound(combat as never, 2);
    await attack("ilse", "ogre", 10);
    expect(double.dialogs.at(-1)?.content).toMatch(/value="0"/);
    // Maren's swarm is over: a swarm attack on last round's declaration is refused.
    const cards = double.messages.size;
    await attack("maren", "ogre", 10, { swarmAssailants: 2 });
    expect(double.messages.size).toBe(cards);
    expect(double.notices.at(-1)?.message).toBe("Only the assailants of a Swarm Attack declared this round on this target count.");
  });

  it("a swarm's attack for someone else's attacker is refused, and the swarm stays open", async () => {
    await declare("maren", "ogre");
    double.actAs("p3");
    const answer = await askGm(ATTACK_QUERY, {
      attackerTokenUuid: "Scene.s.Token.maren", targetTokenUuid: "Scene.s.Token.ogre", source: { itemId: "sword" }, choices: { ...seen, swarmAssailants: 1 },
    });
    expect(answer).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.NotOwner" });
    expect(swarms()?.swarms[0]).toMatchObject({ assailants: ["maren"], resolved: false });
  });
});
