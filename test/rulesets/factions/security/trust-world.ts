/**
 * The world of the factions trust property (trust.property.test.ts): the attack fight's doubles
 * (../flows/attack/fight.ts) with the whole factions shell registered as its register() wires it, one
 * started fight of three creatures, and what the property reads and does in it: the state people see,
 * a request sent as a user's client sends it, a player's own write with the options they chose, the GM
 * moving the fight along.
 */
import { fireOnEveryClient } from "../../../support/document-hooks";
import { sendAs, type Sender } from "../../../support/trust-run";
import { ownedCreatures } from "../../../support/trust-creatures";
import { lastGmCard, pickMessage } from "../../../support/trust-chat";
import { fightState } from "../../../support/trust-fight-state";
import { postCopyOf, writeAsOwner, type CommonWrite } from "../../../support/trust-writes";
import { giveUpdate } from "../../../foundry-double/document-update";
import { double, factionsFight, handleTurn, resetDoubles, settle, startFactions } from "../flows/attack/fight";
import { consumable } from "../flows/poison/consumable-item";

type Plain = Record<string, any>;

const channel = await import("../../../../src/foundry/channel");
const { SOCKET_NAME } = await import("../../../../src/foundry/channel/wire");
const { adapterOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { fightTurnOf } = await import("../../../../src/foundry/combat/fight-turn");

// The ruleset's shell as its register() wires it (the attack's handler and card steps come with the fight fixture).
for (const register of [
  (await import("../../../../src/rulesets/factions/flows/actions/register")).registerFactionsActions,
  (await import("../../../../src/rulesets/factions/flows/morale/register")).registerFactionsMorale,
  (await import("../../../../src/rulesets/factions/flows/after-fight/register")).registerFactionsAfterFight,
  (await import("../../../../src/rulesets/factions/flows/poison/register")).registerFactionsPoison,
  (await import("../../../../src/rulesets/factions/flows/sneaking/register")).registerFactionsSneaking,
  (await import("../../../../src/rulesets/factions/flows/chase/register")).registerFactionsChase,
  (await import("../../../../src/rulesets/factions/flows/chaos/register")).registerFactionsChaos,
  (await import("../../../../src/rulesets/factions/flows/blast/register")).registerFactionsBlast,
  (await import("../../../../src/rulesets/factions/flows/opportunity/register")).registerFactionsOpportunity,
]) register();

/** Who owns each creature of the fight (the bandit is the GM's). */
export const OWNERS: Record<string, string[]> = { balthasar: ["p1"], sybilla: ["p2"], bandit: [] };
export const { CREATURES, owns, playerOf, mineOf } = ownedCreatures(OWNERS);
/** Each creature's weapons, by id. */
export const WEAPONS: Record<string, string[]> = { balthasar: ["sword", "bow", "firepot"], sybilla: ["dagger", "knife"], bandit: ["club"] };
/** Statuses the GM keeps: the turn order's and factions' GM-only ones. */
export const KEPT = ["concealed", "grabbed", "entangled", "passedMorale", "poisoned", "surrendered", "incapacitated", "fled", "dead"];

let combat: Plain;
let creatures: Record<string, Plain>;
export const fight = () => ({ combat, creatures });
/** The creature's token on the scene (its TokenDocument). */
export const tokenOf = (id: string): Plain => creatures[id]!.getActiveTokens()[0].document;

/**
 * Balthasar (p1: sword, longbow, a fire pot, a draught, venom, an elixir of 100d100), Sybilla (p2: a dagger,
 * a knife of 40d6, a draught), the bandit (the GM's: a club, mail); the fight started, the party first.
 */
export async function freshFight(): Promise<void> {
  resetDoubles();
  ({ combat, creatures } = factionsFight([
    {
      id: "balthasar",
      name: "Balthasar",
      owners: ["p1"],
      fields: { scores: { str: 12, agi: 11, wit: 12 }, health: { value: 8, max: 8 } },
      items: [
        { id: "sword", name: "Arming sword", kind: "weapon", fields: { damage: "1d8", equipped: true } },
        { id: "bow", name: "Longbow", kind: "weapon", fields: { damage: "1d6", attackKind: "ranged", range: 6 } },
        { id: "firepot", name: "Fire pot", kind: "weapon", fields: { damage: "1d6", attackKind: "ranged", range: 2, blast: true } },
      ],
    },
    {
      id: "bandit",
      name: "Bandit",
      owners: [],
      monster: true,
      fields: { faction: "Bandits", scores: { str: 10, agi: 12, wit: 10 }, health: { value: 6, max: 6 } },
      items: [
        { id: "mail", name: "Mail shirt", kind: "armour", fields: { worn: true, armourValue: 1 } },
        { id: "club", name: "Club", kind: "weapon", fields: { damage: "1d6", equipped: true } },
      ],
    },
    {
      id: "sybilla",
      name: "Sybilla",
      owners: ["p2"],
      fields: { health: { value: 7, max: 7 } },
      // Her player rewrote a knife's dice from the console before the fight (an owner may).
      items: [
        { id: "dagger", name: "Dagger", kind: "weapon", fields: { damage: "1d4", equipped: true } },
        { id: "knife", name: "Knife", kind: "weapon", fields: { damage: "40d6" } },
      ],
    },
  ]));
  // So did Balthasar's, an elixir's.
  (creatures.balthasar!.items.contents as Plain[]).push(
    consumable("draught", "Healing draught", { quantity: 2 }),
    consumable("venom", "Spider venom", { kind: "poison", quantity: 1 }),
    consumable("elixir", "Bottomless elixir", { quantity: 3, healing: "100d100" }),
  );
  (creatures.sybilla!.items.contents as Plain[]).push(consumable("draught", "Healing draught", { quantity: 1 }));
  // TokenDocument#update merges the change (hidden, flags …); its actor's owners and GMs may make it
  // (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#hidden): the double's (foundry-double/document-update).
  for (const id of CREATURES) giveUpdate(Object.assign(tokenOf(id), { hidden: false, flags: {} }), { mayWrite: (user) => user.isGM || owns(user.id, id) });
  double.dice.splice(0, double.dice.length, ...Array.from({ length: 2_000 }, (_, i) => 1 + ((i * 7) % 20)));
  await startFactions();
  // The GM's client sees the fight start (updateCombat), as a fight in the world does (moves come with their own start: token-moves.ts).
  fireOnEveryClient(double.net, "updateCombat", combat, { system: {} }, "gm");
  await settle();
}

/** What the GM enforces and people see: the Combat, each creature (its token, health, statuses, items), the chat. */
export const snapshot = () =>
  fightState(combat, double.messages.values(), CREATURES, (id) => creatures[id]!, (id, actor) => {
    const token = tokenOf(id);
    return { token: [token.x, token.y, token.hidden, token.flags], health: actor.system.health, items: actor.items.contents.map((item: Plain) => [item.id, item.system]) };
  });

/** The GM-kept statuses a creature has. */
export const kept = (id: string) => KEPT.filter((s) => creatures[id]!.statuses.has(s)).sort();
/** The engine's state, as the GM wrote it on the Combat. */
export const engine = () => JSON.stringify(combat.system.state);
export const engineRound = () => adapterOf(combat as never)?.view(stateOf(combat as never)).round;
export const combatantOf = (creature: string | null) => combat.combatants.contents.find((c: Plain) => c.actorId === creature) as Plain | undefined;
/** The tracker's status of a creature's combatant (acting, waiting, acted …), if it is in the fight. */
export function fighterStatus(creature: string): string | undefined {
  const combatant = combatantOf(creature);
  return combatant ? adapterOf(combat as never)?.view(stateOf(combat as never)).fighters.find((f) => f.id === combatant.id)?.status : undefined;
}
/** Whether the creature fights in the started fight and it is neither its turn nor its faction's. */
export function offTurn(creature: string | null): boolean {
  const combatant = combatantOf(creature);
  const turn = combatant ? fightTurnOf(combatant as never) : null;
  return turn !== null && !turn.ownTurn;
}

/** Where a card step points: the last card of a type, the last offer, a player's own copy, the first message, or nothing there. */
export type MessagePick = "factionsAttack" | "factionsBlast" | "factionsMorale" | "factionsChase" | "factionsPoisonTick" | "offer" | "playerCopy" | "first" | "bogus";
export const messageFor = (pick: MessagePick) => pickMessage(double.messages.values(), pick, "factionsOpportunity");
/** The last card of a type the GM wrote. */
export const gmCard = (type: string) => lastGmCard(double.messages.values(), type);

/** Sends as `sender`'s client would (the GM's own runs locally; anyone else's crosses the socket); the GM's answer, or null when none came. */
export const send = (sender: string, kind: string, body: unknown, id?: string) => sendAs(double.net, { ...channel, SOCKET_NAME }, sender as Sender, kind, body, id);

/** What a player may write on their own documents: their character, their combatant, their token, their items, the Combat's clock, a chat message. */
export type OwnWrite = CommonWrite | { kind: "health"; value: number } | { kind: "dice"; item: number; formula: unknown } | { kind: "copy" };

/** The player's own write, from their own client, with the options they chose. */
export async function writeAsPlayer(player: string, options: Plain, what: OwnWrite): Promise<void> {
  const mine = mineOf(player);
  const actor = creatures[mine]!;
  await writeAsOwner({ net: double.net, player, creature: mine, actor, token: tokenOf(mine), combat, combatant: combatantOf(mine), options }, what, async () => {
    if (what.kind === "health") {
      await actor.update({ system: { health: { value: what.value } } }, structuredClone(options));
    } else if (what.kind === "dice") {
      // One of their own items with dice: a weapon's damage or a draught's healing.
      const withDice = (actor.items.contents as Plain[]).filter((item) => item.type === "factionsWeapon" || item.system.kind === "healingDraught");
      const item = withDice[what.item % withDice.length];
      if (item) Object.assign(item.system, item.type === "factionsConsumable" ? { healing: what.formula } : { damage: what.formula });
    } else if (what.kind === "copy") {
      // Their own message, a copy of the GM's last attack card (type, record and flags).
      await postCopyOf(gmCard("factionsAttack"));
    }
  });
  await settle();
}

/** What the checks of the players' own writes read and do in this world (../../../support/trust-write-checks.ts). */
export const writtenWorld = { combat: () => combat, mineOf, combatantOf, kept, engine, write: writeAsPlayer };

/** The GM moves the fight along (the engine refuses what does not fit), or marks a creature surrendered as the morale card does. */
export async function gmMoves(intent: string, who: string, group: string): Promise<void> {
  if (intent === "surrender") {
    if (!creatures[who]!.statuses.has("surrendered")) await creatures[who]!.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["surrendered"] }]);
    await settle();
    return;
  }
  const id = combatantOf(who)?.id ?? who;
  const asked = intent === "pass" ? { kind: "pass", groupId: group } : intent === "nextRound" ? { kind: "nextRound" } : { kind: intent, combatantId: id };
  await handleTurn({ combatId: "combat1", intent: asked }, "gm");
  if (intent === "nextRound") await handleTurn({ combatId: "combat1", intent: { kind: "chooseFirst", groupId: group } }, "gm");
  await settle();
}
