/**
 * The world of the classic trust property (trust.property.test.ts): the attack fight's doubles
 * (../flows/attack/fight.ts, with the maneuvers' updatable items) and the whole classic shell registered as
 * its register() wires it, one fight of three creatures started under its own structure (individual
 * initiative), and what the property reads and does in it: what the GM enforces and people see, a request
 * sent as a user's client sends it, a player's own write with the options they chose, the GM moving the
 * fight along.
 */
import { fireOnEveryClient } from "../../../support/document-hooks";
import { sendAs, type Sender } from "../../../support/trust-run";
import { ownedCreatures } from "../../../support/trust-creatures";
import { lastGmCard, pickMessage } from "../../../support/trust-chat";
import { fightState } from "../../../support/trust-fight-state";
import { postCopyOf, writeAsOwner, type CommonWrite } from "../../../support/trust-writes";
import { classicFight, double, resetDoubles, settle, startIndividual } from "../flows/maneuvers/fight";
import { giveStatuses, handleTurn } from "../flows/attack/fight";
import { giveUpdate } from "../../../foundry-double/document-update";

type Plain = Record<string, any>;

const channel = await import("../../../../src/foundry/channel");
const { SOCKET_NAME } = await import("../../../../src/foundry/channel/wire");
const { adapterOf, engineRoundOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { fightTurnOf } = await import("../../../../src/foundry/combat/fight-turn");
const models = await import("../../../../src/rulesets/classic/models");
const { initialData } = await import("../../../../src/core/schema/spec");
const { gearSchema } = await import("../../../../src/rulesets/classic/schema/items");
// The action economy's shell (the sheet's actions, attacks of opportunity on moves); the attack, its card, the
// going-down flows and the maneuvers come with the fight fixtures.
(await import("../../../../src/rulesets/classic/flows/actions/register")).registerClassicActions();

/** Who owns each creature of the fight (the ogre is the GM's). */
export const OWNERS: Record<string, string[]> = { aldric: ["p1"], ogre: [], bram: ["p2"] };
export const { CREATURES, owns, playerOf, mineOf } = ownedCreatures(OWNERS);
/** Statuses the GM keeps: the turn order's, and those its maneuvers, attacks and round put on and take off. */
export const KEPT = ["unconscious", "dying", "stabilized", "dead", "flatFooted", "grappled", "pinned", "swallowed", "fullDefense", "charging", "exposed", "recklessFighting", "defensiveFighting", "shattering"];

let combat: Plain;
let creatures: Record<string, Plain>;
export const fight = () => ({ combat, creatures });
/** The creature's token on the scene (its TokenDocument). */
export const tokenOf = (id: string): Plain => creatures[id]!.getActiveTokens()[0].document;

/** A potion its owner may rewrite (Item#update: owners and GMs, https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update; the double's, foundry-double/document-update). */
function potion(owner: string, id: string, name: string, fields: Plain): Plain {
  const system = Object.assign(new models.ClassicGearData(), structuredClone(initialData(gearSchema)), { kind: "potion", ...fields });
  return giveUpdate({ id, name, type: "classicGear", system } as Plain, { name, mayWrite: (user) => user.isGM || owns(user.id, owner) });
}

/**
 * Aldric (p1: base attack +6, a sword, a knife of 40d6 and a potion), the ogre (the GM's: a greatclub), Bram (p2: down at
 * 0 HP and dying, a mace and a potion his player rewrote to 100d100 before the fight). Aldric and Bram are friendly, the
 * ogre hostile, each beside the next on a 5 ft grid; the fight started under individual initiative (Aldric,
 * then Bram, then the ogre).
 */
export async function freshFight(): Promise<void> {
  resetDoubles();
  const trained = { weapons: { simple: true, martial: true, exotic: false } };
  ({ combat, creatures } = classicFight([
    {
      id: "aldric",
      name: "Aldric",
      owners: ["p1"],
      square: 0,
      fields: { baseAttackBonus: 6, hitDice: 6, health: { value: 20, max: 20 }, training: trained },
      // His player rewrote a knife's dice from the console before the fight (an owner may).
      items: [{ id: "sword", name: "Sword", kind: "weapon", fields: { damage: "1d8", trainingGroup: "martial", held: "primary" } }, { id: "knife", name: "Knife", kind: "weapon", fields: { damage: "40d6", held: "offhand" } }],
    },
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 1, fields: { baseAttackBonus: 3, hitDice: 4, health: { value: 30, max: 30 } }, items: [{ id: "club", name: "Greatclub", kind: "weapon", fields: { damage: "1d10", twoHanded: true, held: "primary" } }] },
    { id: "bram", name: "Bram", owners: ["p2"], square: 2, fields: { hitDice: 2, health: { value: 0, max: 14 }, dying: { down: true, stable: false, failures: 0, droppingDamage: 5 }, training: trained }, items: [{ id: "mace", name: "Mace", kind: "weapon", fields: { damage: "1d8", held: "primary" } }] },
  ]));
  creatures.aldric!.items.contents.push(potion("aldric", "potion", "Potion of Healing", { quantity: 2, healing: "2d8+3" }));
  creatures.bram!.items.contents.push(potion("bram", "potion", "Bottomless Potion", { quantity: 2, healing: "100d100" }));
  // Token dispositions: 1 friendly, −1 hostile (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition).
  for (const id of CREATURES) Object.assign(tokenOf(id), { disposition: id === "ogre" ? -1 : 1 });
  // The GM's dice, mostly high enough to hit (and to save), now and then a 1 or a 2.
  double.dice.splice(0, double.dice.length, ...Array.from({ length: 3_000 }, (_, i) => 1 + ((i * 7) % 20 > 6 ? (i * 7) % 20 : (i * 3) % 3)));
  await startIndividual([20, 10, 15]);
  // Bram went down before the fight: the GM marks him (the engine follows the GM's statuses).
  await giveStatuses(creatures.bram!, ["unconscious", "dying"]);
  // Every client sees the fight start (updateCombat), as a fight in the world does (moves come with their own start: token-moves.ts).
  fireOnEveryClient(double.net, "updateCombat", combat, { system: {} }, "gm");
  await settle();
}

/** What the GM enforces and people see: the Combat, each creature (its token, harm, statuses, items), the chat. */
export const snapshot = () =>
  fightState(combat, double.messages.values(), CREATURES, (id) => creatures[id]!, (id, actor) => ({
    token: [tokenOf(id).x, tokenOf(id).y],
    harm: [actor.system.health, actor.system.nonLethal, actor.system.dying],
    items: actor.items.contents.map((item: Plain) => [item.id, item.system, item.flags ?? null]),
  }));

/** The GM-kept statuses a creature has. */
export const kept = (id: string) => KEPT.filter((s) => creatures[id]!.statuses.has(s)).sort();
/** The engine's state, as the GM wrote it on the Combat. */
export const engine = () => JSON.stringify(combat.system.state);
export const engineRound = () => engineRoundOf(combat as never);
export const combatantOf = (creature: string | null) => combat.combatants.contents.find((c: Plain) => c.actorId === creature) as Plain | undefined;
/** The tracker's status of a creature's combatant (acting, waiting, acted …), if it is in the fight. */
export function fighterStatus(creature: string): string | undefined {
  const combatant = combatantOf(creature);
  return combatant ? adapterOf(combat as never)?.view(stateOf(combat as never)).fighters.find((f) => f.id === combatant.id)?.status : undefined;
}
/** Whether the creature fights in the started fight and it is not its turn. */
export function offTurn(creature: string | null): boolean {
  const turn = fightTurnOf(combatantOf(creature) as never);
  return turn !== null && !turn.ownTurn;
}

/** Where a card step points: the last card of a type, the last offer, a player's own copy, the first message, or nothing there. */
export type MessagePick = "classicAttack" | "classicManeuver" | "offer" | "playerCopy" | "first" | "bogus";
export const messageFor = (pick: MessagePick) => pickMessage(double.messages.values(), pick, "classicOpportunity");
/** The last card of a type the GM wrote. */
export const gmCard = (type: string) => lastGmCard(double.messages.values(), type);

/** Sends as `sender`'s client would (the GM's own runs locally; anyone else's crosses the socket); the GM's answer, or null when none came. */
export const send = (sender: string, kind: string, body: unknown, id?: string) => sendAs(double.net, { ...channel, SOCKET_NAME }, sender as Sender, kind, body, id);

/** What a player may write on their own documents: their character, their combatant, their token, their items, the Combat's clock, a chat message. */
export type OwnWrite = CommonWrite | { kind: "harm"; hp: number; down: boolean } | { kind: "dice"; item: number; formula: unknown } | { kind: "copy" };

/** The player's own write, from their own client, with the options they chose. */
export async function writeAsPlayer(player: string, options: Plain, what: OwnWrite): Promise<void> {
  const mine = mineOf(player);
  const actor = creatures[mine]!;
  await writeAsOwner({ net: double.net, player, creature: mine, actor, token: tokenOf(mine), combat, combatant: combatantOf(mine), options }, what, async () => {
    if (what.kind === "harm") {
      // Their own sheet's numbers (HP and the dying state are the owner's to edit in Foundry).
      await actor.update({ system: { health: { value: what.hp }, dying: { down: what.down } } }, structuredClone(options));
    } else if (what.kind === "dice") {
      // One of their own items with dice: a weapon's damage or a potion's healing.
      const withDice = (actor.items.contents as Plain[]).filter((item) => item.type === "classicWeapon" || item.type === "classicGear");
      const item = withDice[what.item % withDice.length];
      if (item) Object.assign(item.system, item.type === "classicGear" ? { healing: what.formula } : { damage: what.formula });
    } else if (what.kind === "copy") {
      // Their own message: a copy of the GM's last attack card, or of its last offer (type, record and flags).
      await postCopyOf(gmCard("classicAttack") ?? messageFor("offer"));
    }
  });
  await settle();
}

/** What the checks of the players' own writes read and do in this world (../../../support/trust-write-checks.ts). */
export const writtenWorld = { combat: () => combat, mineOf, combatantOf, kept, engine, write: writeAsPlayer };

/** The creature acting now, if any. */
export function activeCreature(): string | null {
  const view = adapterOf(combat as never)?.view(stateOf(combat as never));
  const id = view?.activeIds[0];
  return id ? ((combat.combatants.get(id) as Plain | undefined)?.actorId ?? null) : null;
}

/** The tracker's next step: end the acting creature's turn, else begin the next one's (a dying creature keeps its turn), else the next round. */
async function advance(): Promise<void> {
  const view = adapterOf(combat as never)?.view(stateOf(combat as never));
  const acting = view?.activeIds[0];
  if (acting) {
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: acting } }, "gm");
    return;
  }
  for (const fighter of view?.fighters.filter((f) => f.status === "ready" || f.status === "dying") ?? []) {
    if ((await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: fighter.id } }, "gm")).ok) return;
  }
  await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm");
}

/** The GM moves the fight along (the engine refuses what does not fit), or puts a status on a creature as its maneuvers do. */
export async function gmMoves(intent: string, who: string, status: string): Promise<void> {
  if (intent === "status") {
    if (!creatures[who]!.statuses.has(status)) await giveStatuses(creatures[who]!, [status]);
    await settle();
    return;
  }
  const id = combatantOf(who)?.id ?? who;
  if (intent === "advance") await advance();
  else await handleTurn({ combatId: "combat1", intent: intent === "nextRound" ? { kind: "nextRound" } : { kind: intent, combatantId: id } }, "gm");
  await settle();
}
