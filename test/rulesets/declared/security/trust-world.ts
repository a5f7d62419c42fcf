/**
 * The world of the declared trust property (trust.property.test.ts): the attack fight's doubles
 * (../flows/attack/fight.ts, with the use flow's items) and the declared shell registered as its
 * register() wires it (the round's end and the morale card, the Heal check, ripostes when a foe enters
 * reach), one fight of three creatures started under declared-action speed, and what the property reads
 * and does in it: what the GM enforces and people see, a request sent as a user's client sends it, a
 * player's own write with the options they chose, the GM moving the round along.
 */
import { fireOnEveryClient } from "../../../support/document-hooks";
import { sendAs, type Sender } from "../../../support/trust-run";
import { ownedCreatures } from "../../../support/trust-creatures";
import { lastGmCard, pickMessage } from "../../../support/trust-chat";
import { fightState } from "../../../support/trust-fight-state";
import { postCopyOf, writeAsOwner, type CommonWrite } from "../../../support/trust-writes";
import { declaredFight, double, resetDoubles, settle, startDeclared, turn } from "../flows/attack/fight";
import { giveItem, knowActors } from "../flows/use/use-fight";

type Plain = Record<string, any>;

const channel = await import("../../../../src/foundry/channel");
const { SOCKET_NAME } = await import("../../../../src/foundry/channel/wire");
const { engineRoundOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
(await import("../../../../src/rulesets/declared/flows/round/register")).registerDeclaredRound();
(await import("../../../../src/rulesets/declared/flows/reach/register")).registerDeclaredReach();

/** Who owns each creature of the fight (the ghoul is the GM's). */
export const OWNERS: Record<string, string[]> = { ysolde: ["p1"], ghoul: [], bram: ["p2"] };
export const { CREATURES, owns, playerOf, mineOf } = ownedCreatures(OWNERS);
/** Statuses the GM keeps: the wound states the turn order follows, and an injury's, suffocation and surprise. */
export const KEPT = ["incapacitated", "dying", "stabilized", "dead", "paralyzed", "surprised", "hobbled", "concussed", "blindedOneEye", "deafenedOneEar", "speechless", "suffocating"];
/** What each creature may declare (its weapons, its spell and draught), and two ids that name nothing. */
export const ACTIONS: Record<string, string[]> = {
  ysolde: ["attack:greataxe", "attack:mace", "defensiveAttack:mace", "defensiveAttack", "cast:sleep", "consumable:draught", "attack:knife", "throw"],
  ghoul: ["attack:claws", "defensiveAttack:claws", "fullDefense"],
  bram: ["attack:sword", "defensiveAttack", "fullDefense", "consumable:draught"],
};

let combat: Plain;
let creatures: Record<string, Plain>;
let tokens: Record<string, Plain>;
export const fight = () => ({ combat, creatures });
/** The creature's token on the scene (its TokenDocument). */
export const tokenOf = (id: string): Plain => tokens[id]!.document;

/**
 * Ysolde (p1: a greataxe, a mace, a knife her player rewrote to 40d6 before the fight, a healing draught,
 * the Sleep spell, Intimidation +4, Heal +2), the ghoul (the GM's: claws), Bram (p2: a sword, a draught;
 * 2 Wound Points below 0 and dying). Ysolde and Bram are friendly, the ghoul hostile, side by side on a one-yard grid; the
 * fight started under declared-action speed, its declarations open (the GM declares for everyone as the
 * round moves along).
 */
export async function freshFight(): Promise<void> {
  resetDoubles();
  const made = declaredFight([
    {
      id: "ysolde",
      name: "Ysolde",
      owners: ["p1"],
      fields: { attributes: { strength: { score: 14 }, agility: { score: 14 } }, skills: { intimidation: 4, heal: 2 }, health: { value: 14, max: 14 } },
      items: [
        { id: "greataxe", name: "Greataxe", kind: "weapon", fields: { damage: "1d12", criticalMultiplier: 3 } },
        { id: "mace", name: "Mace", kind: "weapon", fields: { damage: "1d8" } },
        // Her player rewrote a knife's dice from the console before the fight (an owner may).
        { id: "knife", name: "Knife", kind: "weapon", fields: { damage: "40d6" } },
      ],
    },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, fields: { attributes: { agility: { score: 12 } }, health: { value: 12, max: 12 } }, items: [{ id: "claws", name: "Claws", kind: "weapon", fields: { damage: "1d6" } }] },
    { id: "bram", name: "Bram", owners: ["p2"], fields: { health: { value: -2, max: 10 } }, items: [{ id: "sword", name: "Arming sword", kind: "weapon", fields: { damage: "1d8" } }] },
  ]);
  ({ combat } = made);
  creatures = Object.fromEntries(Object.entries(made.creatures).map(([id, creature]) => [id, creature.actor]));
  tokens = Object.fromEntries(Object.entries(made.creatures).map(([id, creature]) => [id, creature.token]));
  knowActors(Object.values(made.creatures));
  giveItem(made.creatures.ysolde!, { id: "draught", name: "Healing Draught", kind: "consumable", fields: { quantity: 2 } });
  giveItem(made.creatures.ysolde!, { id: "sleep", name: "Sleep", kind: "spell", fields: { castingTN: 12 } });
  giveItem(made.creatures.bram!, { id: "draught", name: "Healing Draught", kind: "consumable", fields: { quantity: 1 } });
  // Token dispositions: 1 friendly, −1 hostile (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition).
  for (const id of CREATURES) Object.assign(tokenOf(id), { disposition: id === "ghoul" ? -1 : 1 });
  double.dice.splice(0, double.dice.length, ...Array.from({ length: 3_000 }, (_, i) => 1 + ((i * 7) % 20)));
  await startDeclared([5, 4, 9], {});
  // Every client sees the fight start (updateCombat), as a fight in the world does (moves come with their own start: token-moves.ts).
  fireOnEveryClient(double.net, "updateCombat", combat, { system: {} }, "gm");
  await settle();
}

/** What the GM enforces and people see: the Combat, each creature (its token, harm, statuses, items), the chat. */
export const snapshot = () =>
  fightState(combat, double.messages.values(), CREATURES, (id) => creatures[id]!, (id, actor) => ({
    token: [tokenOf(id).x, tokenOf(id).y],
    harm: [actor.system.stress, actor.system.health, actor.system.stabilized, actor.system.injuries, actor.system.attributes],
    items: actor.items.contents.map((item: Plain) => [item.id, item.system]),
  }));

/** The GM-kept statuses a creature has. */
export const kept = (id: string) => KEPT.filter((s) => creatures[id]!.statuses.has(s)).sort();
/** The engine's state, as the GM wrote it on the Combat. */
export const engineState = () => stateOf(combat as never) as Plain;
export const engine = () => JSON.stringify(combat.system.state);
export const engineRound = () => engineRoundOf(combat as never);
export const combatantOf = (creature: string | null) => combat.combatants.contents.find((c: Plain) => c.actorId === creature) as Plain | undefined;

/** Where a card step points: the last card of a type, a player's own copy, the first message, or nothing there. */
export type MessagePick = "declaredAttack" | "declaredReach" | "declaredMorale" | "playerCopy" | "first" | "bogus";
export const messageFor = (pick: MessagePick) => pickMessage(double.messages.values(), pick);
/** The last card of a type the GM wrote. */
export const gmCard = (type: string) => lastGmCard(double.messages.values(), type);

/** Sends as `sender`'s client would (the GM's own runs locally; anyone else's crosses the socket); the GM's answer, or null when none came. */
export const send = (sender: string, kind: string, body: unknown, id?: string) => sendAs(double.net, { ...channel, SOCKET_NAME }, sender as Sender, kind, body, id);

/** What a player may write on their own documents: their character, their combatant, their token, their items, the Combat's clock, a chat message. */
export type OwnWrite = CommonWrite | { kind: "harm"; woundPoints: number; stabilized: boolean } | { kind: "dice"; formula: unknown } | { kind: "copy" };

/** The player's own write, from their own client, with the options they chose. */
export async function writeAsPlayer(player: string, options: Plain, what: OwnWrite): Promise<void> {
  const mine = mineOf(player);
  const actor = creatures[mine]!;
  await writeAsOwner({ net: double.net, player, creature: mine, actor, token: tokenOf(mine), combat, combatant: combatantOf(mine), options }, what, async () => {
    if (what.kind === "harm") {
      // Their own sheet's numbers (Wound Points and the stabilized flag are the owner's to edit in Foundry).
      await actor.update({ system: { health: { value: what.woundPoints }, stabilized: what.stabilized } }, structuredClone(options));
    } else if (what.kind === "dice") {
      // Their first weapon's damage.
      const weapon = (actor.items.contents as Plain[]).find((item) => item.type === "declaredWeapon");
      if (weapon) Object.assign(weapon.system, { damage: what.formula });
    } else if (what.kind === "copy") {
      // Their own message: a copy of the GM's last attack card (type, record and flags).
      await postCopyOf(gmCard("declaredAttack") ?? gmCard("declaredReach"));
    }
  });
  await settle();
}

/** What the checks of the players' own writes read and do in this world (../../../support/trust-write-checks.ts). */
export const writtenWorld = { combat: () => combat, mineOf, combatantOf, kept, engine, write: writeAsPlayer };

/**
 * The GM moves the round along: while declarations are open, declares `action` (the n-th of the creature's,
 * wrapping) for each creature still silent and locks; while resolving, ends the running step's first part
 * not yet ended; at the morale step, begins the next round. Or a tracker intent as the GM presses it.
 */
export async function gmMoves(intent: string, pick: number): Promise<void> {
  const state = engineState();
  if (intent === "advance") {
    if (state.phase === "declaring") {
      for (const c of state.combatants as Plain[]) {
        const actions = ACTIONS[combatantOf(c.id)?.actorId ?? c.id] ?? ["fullDefense"];
        if (c.declaration === null) await turn({ kind: "declare", combatantId: c.id, actionId: actions[pick % actions.length] }).catch(() => undefined);
      }
      await turn({ kind: "lockDeclarations" }).catch(() => undefined);
    } else if (state.phase === "resolving" && state.step) {
      const open = (state.step.combatantIds as string[]).find((id) => !(state.step.ended as string[]).includes(id));
      if (open) await turn({ kind: "endTurn", combatantId: open }).catch(() => undefined);
    } else {
      await turn({ kind: "nextRound" }).catch(() => undefined);
    }
  } else {
    await double.net.on("gm", () => handleTurn({ combatId: "combat1", intent: { kind: intent } }, "gm"));
  }
  await settle();
}
