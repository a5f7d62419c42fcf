/**
 * What the sides and teams trust properties read in a fight of theirs (./suffixed-fight.ts): a fighter's
 * token, the fighter an aim lands on, a fighter's combatant, the owners of a fighter or of a combatant,
 * the card a step names, and the world's state as text two runs can compare.
 */
import type { LineUp, SuffixedFight } from "./suffixed-fight";
import { comparable } from "./trust-run";

type Plain = Record<string, any>;

/** How to read a fight of this line-up. */
export function fighterReading<F extends string>({ fighters, owners }: LineUp<F>) {
  const combatantOf = (w: SuffixedFight<F>, f: F | "ghost") => (w.combat.combatants.contents as Plain[]).find((c) => f !== "ghost" && c.actorId === `${f}${w.suffix}`);
  return {
    /** A fighter's token UUID, or one no token has. */
    tokenOf: (w: SuffixedFight<F>, f: F | "ghost") => (f === "ghost" ? "Scene.s.Token.ghost" : w.tokenUuid[f]),
    /** The fighter `offset` places after `from` in the list (0: itself), or the token that is not there. */
    aimed: (from: F | "ghost", offset: number | "ghost"): F | "ghost" => (offset === "ghost" || from === "ghost" ? "ghost" : fighters[(fighters.indexOf(from) + offset) % fighters.length]!),
    /** The fighter's combatant, while it is in the fight. */
    combatantOf,
    /** A fighter's owners (none for no fighter). */
    ownersOf: (f: F | undefined): string[] => (f ? owners[f] : []),
    /** The owners of the fighter the combatant with this id stands for. */
    ownersOfCombatant: (w: SuffixedFight<F>, id: unknown): string[] => {
      const combatant = (w.combat.combatants.contents as Plain[]).find((c) => c.id === id);
      return fighters.flatMap((f) => (combatant?.actorId === `${f}${w.suffix}` ? owners[f] : []));
    },
  };
}

/** The id of the `index`-th newest card of a type (0: the newest, what a player clicks most), or one no message has. */
export function cardIdOf(messages: Plain[], type: string, index: number): string {
  const cards = messages.filter((m) => m.type === type);
  return cards.length === 0 ? "msg-none" : cards[cards.length - 1 - (index % cards.length)]!.id;
}

/**
 * What the GM enforces and people see, as JSON two runs can compare (./trust-run.ts): the Combat's data,
 * its combatants, each fighter's data, statuses and effects (with `withItems`, its items' data too), the chat.
 */
export function fighterWorldState<F extends string>(w: SuffixedFight<F>, fighters: readonly F[], messages: Plain[], withItems: boolean): string {
  const state = {
    combat: w.combat.system,
    combatants: (w.combat.combatants.contents as Plain[]).map((c) => ({ id: c.id, actorId: c.actorId, defeated: c.defeated, system: c.system })),
    actors: fighters.map((f) => {
      const actor = w.actors[f];
      const effects = { statuses: [...actor.statuses].sort(), effects: (actor.effects.contents as Plain[]).map((e) => ({ statuses: [...e.statuses].sort(), disabled: e.disabled })) };
      return { system: actor.system, ...effects, ...(withItems ? { items: (actor.items.contents as Plain[]).map((item) => item.system) } : {}) };
    }),
    chat: messages.map((m) => ({ type: m.type, author: m.author?.id, system: m.system, content: m.content, rolls: m.rolls.map((r: Plain) => [r.formula, r.total]), whisper: m.whisper })),
  };
  return comparable(state, messages.map((m) => m.id), w.suffix);
}
