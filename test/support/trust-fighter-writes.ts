/**
 * A player's console writes in the sides and teams trust properties that both rulesets share: a status
 * effect on their fighter (put on, taken off, disabled), their combatant's `defeated`, leaving the fight
 * and rejoining it; and a forged copy of a GM card. Each ruleset adds its own (its sheet's numbers, its
 * combatant's data). A refused write throws, as the server refuses it.
 */
import type { SuffixedFight } from "./suffixed-fight";
import type { Write } from "./trust-fighter-moves";

type Plain = Record<string, any>;

const SHARED = new Set(["addStatus", "removeStatus", "disableStatus", "defeated", "leave", "rejoin"]);

/** What a shared write needs of its ruleset: the statuses its `value` picks among, the party's fighters, a fighter's combatant. */
export interface SharedWriteRules<F extends string> {
  statuses: readonly string[];
  party: readonly F[];
  combatantOf(w: SuffixedFight<F>, f: F): Plain | undefined;
}

/** Whether both rulesets share this kind of write. */
export const isSharedWrite = (what: string) => SHARED.has(what);

/** Makes a shared write on the fighter's documents with these update options. */
export function writeSharedFighterDocument<F extends string>(rules: SharedWriteRules<F>, w: SuffixedFight<F>, write: Write<F>, options: Plain): Promise<unknown> | undefined {
  const actor = w.actors[write.fighter];
  const combatant = rules.combatantOf(w, write.fighter);
  const status = rules.statuses[write.value % rules.statuses.length]!;
  switch (write.what) {
    case "addStatus":
      return actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: [status] }], options);
    case "removeStatus":
      return (actor.effects.contents as Plain[]).find((e) => e.statuses.has(status))?.delete(options);
    case "disableStatus":
      return (actor.effects.contents as Plain[]).find((e) => e.statuses.has(status))?.update({ disabled: true }, options);
    case "defeated":
      return combatant?.update({ defeated: write.value % 2 === 0 }, options);
    case "leave":
      return combatant ? w.combat.deleteEmbeddedDocuments("Combatant", [combatant.id], options) : undefined;
    case "rejoin": {
      const group = rules.party.includes(write.fighter) ? "party" : "foes";
      return combatant ? undefined : w.combat.createEmbeddedDocuments("Combatant", [{ actorId: `${write.fighter}${w.suffix}`, tokenId: `tok-${write.fighter}${w.suffix}`, group }], options);
    }
    default:
      return undefined;
  }
}

/** A copy of a GM card with the numbers a forger wants in its record (`forge`); the GM acts on it never. Nothing without a card. */
export function postForgedCopy(real: Plain | undefined, forge: (system: Plain) => Plain): Promise<unknown> | undefined {
  if (!real) return undefined;
  return (globalThis as Plain).ChatMessage.create({ type: real.type, content: real.content, rolls: real.rolls, system: forge(structuredClone(real.system)) });
}
