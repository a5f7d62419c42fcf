/**
 * What the GM enforces and people see in the classic, declared and factions trust properties, as text
 * two moments of one run can compare: the Combat (its data, flags and combatants), each creature (its
 * statuses and effects, and what its ruleset reads of it: its token, harm, items), the chat.
 */
type Plain = Record<string, any>;

/** The fight's state as JSON; `own` reads what the ruleset keeps of each creature besides its statuses and effects. */
export function fightState(combat: Plain, messages: Iterable<Plain>, creatures: readonly string[], actorOf: (id: string) => Plain, own: (id: string, actor: Plain) => Plain): string {
  return JSON.stringify({
    combat: { system: combat.system, flags: combat.flags, combatants: combat.combatants.contents.map((c: Plain) => ({ id: c.id, defeated: c.defeated, system: c.system })) },
    creatures: creatures.map((id) => {
      const actor = actorOf(id);
      return { id, ...own(id, actor), statuses: [...actor.statuses].sort(), effects: actor.effects.contents.map((e: Plain) => [e.id, [...e.statuses], e.disabled]) };
    }),
    chat: [...messages].map((m) => ({ id: m.id, type: m.type, author: m.author?.id, system: m.system, content: m.content, whisper: m.whisper, flags: m.flags, rolls: m.rolls.length })),
  });
}
