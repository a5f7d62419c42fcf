/** A turn engine's refusal as the asker reads it, with the combatants and groups it names in words. */
import type { Reason } from "../../core/turns/engine";
import type { GmAnswer } from "../channel";

/** The name a refusal shows for an id: a hidden combatant is "someone" to a player; an i18n key (a ruleset's refusal names a kind of action) its words. */
function nameFor(combat: Combat.Implementation, value: string, forGM: boolean): string {
  if (value.startsWith("FRAY.")) return game.i18n?.localize(value) ?? value;
  const combatant = combat.combatants.get(value);
  if (combatant?.hidden && !forGM) return game.i18n?.localize("FRAY.Tracker.someone") ?? "FRAY.Tracker.someone";
  return combatant?.name ?? combat.groups.get(value)?.name ?? value;
}

/** A refusal as the asker sees it: combatant and group ids in its data become their names. */
export function refusalAnswer(combat: Combat.Implementation, reason: Reason, forGM = true): GmAnswer {
  const data = Object.fromEntries(
    Object.entries(reason.data ?? {}).map(([key, value]) => [key, typeof value === "string" ? nameFor(combat, value, forGM) : value]),
  );
  return { ok: false, reason: reason.key, data };
}
