/**
 * The writes a player makes on their own documents in the classic, declared and factions trust
 * properties, from their own client with the update options they chose: those every ruleset shares
 * (their character's effects, their combatant, the Combat's clock, leaving the fight and rejoining it,
 * their token's moves, a copy of a GM's card) here; each ruleset adds its own (its sheet's numbers, its
 * items' dice).
 */
import type { Network } from "../foundry-double/network";
import { fireOnEveryClient } from "./document-hooks";
import { moveTokenThrough } from "../foundry-double/token-moves";

type Plain = Record<string, any>;

/** A write every ruleset's player may make on their own documents. */
export type CommonWrite =
  | { kind: "status"; status: string; active: boolean }
  | { kind: "disable"; status: string }
  | { kind: "combatant"; flipDefeated: boolean; system: Plain }
  | { kind: "clock"; round: number; turn: number | null }
  | { kind: "leave" }
  | { kind: "rejoin" }
  | { kind: "move"; x: number };

const COMMON_KINDS: ReadonlySet<string> = new Set<CommonWrite["kind"]>(["status", "disable", "combatant", "clock", "leave", "rejoin", "move"]);

/** A player's own documents as their write finds them, and the update options they chose. */
export interface OwnDocuments {
  net: Network;
  player: string;
  /** The player's creature (its actor's id). */
  creature: string;
  actor: Plain;
  token: Plain;
  combat: Plain;
  /** The creature's combatant, while it is in the fight. */
  combatant: Plain | undefined;
  options: Plain;
}

/** Makes `what` on the player's own documents when it is a write every ruleset shares; false when it is not. */
export async function writeOwnDocument(own: OwnDocuments, what: { kind: string }): Promise<boolean> {
  if (!COMMON_KINDS.has(what.kind)) return false;
  const write = what as CommonWrite;
  const { actor, token, combat, combatant, player } = own;
  const chosen = () => structuredClone(own.options);
  switch (write.kind) {
    case "status": {
      const existing = (actor.effects.contents as Plain[]).filter((e) => e.statuses.has(write.status));
      if (write.active && existing.length === 0) await actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: [write.status] }], chosen());
      if (!write.active) for (const effect of existing) await effect.delete(chosen());
      break;
    }
    case "disable": {
      const effect = (actor.effects.contents as Plain[]).find((e) => e.statuses.has(write.status));
      if (effect) await effect.update({ disabled: !effect.disabled }, chosen());
      break;
    }
    case "combatant":
      // `defeated` flipped, or restated as it stands: neither may move what the GM accepted.
      if (combatant) await combatant.update({ defeated: write.flipDefeated ? !combatant.defeated : combatant.defeated, system: write.system }, chosen());
      break;
    case "clock":
      // A player may write a Combat's round and turn (BaseCombat#canUserModify); the double records the write, Foundry applies it.
      await combat.update({ round: write.round, turn: write.turn });
      Object.assign(combat, { round: write.round, turn: write.turn });
      fireOnEveryClient(own.net, "updateCombat", combat, { round: write.round, turn: write.turn }, player);
      break;
    case "leave":
      if (combatant) {
        await combat.deleteEmbeddedDocuments("Combatant", [combatant.id], chosen());
        // A token out of every combat has no combatant (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#combatant).
        token.combatant = null;
      }
      break;
    case "rejoin":
      if (!combatant) {
        const [created] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: own.creature, tokenId: own.creature }], chosen());
        Object.assign(created, { token });
        token.combatant = created;
      }
      break;
    case "move":
      moveTokenThrough(own.net, token, [{ x: write.x, y: 0 }], player);
      break;
  }
  return true;
}

/** The player's own write from their own client (`own.player`'s): a shared one, else the ruleset's own (`rulesetWrite`); the test's code is back on the GM's client after. */
export async function writeAsOwner(own: OwnDocuments, what: { kind: string }, rulesetWrite: () => Promise<void>): Promise<void> {
  own.net.actAs(own.player);
  try {
    if (!(await writeOwnDocument(own, what))) await rulesetWrite();
  } finally {
    own.net.actAs("gm");
  }
}

/** The player posts their own copy of a GM's card (its type, record and flags), when there is one. */
export async function postCopyOf(card: Plain | null): Promise<void> {
  if (card) await ChatMessage.create({ type: card.type, system: structuredClone(card.system), content: "", flags: structuredClone(card.flags ?? {}) } as never);
}
