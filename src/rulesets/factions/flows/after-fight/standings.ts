/** Who was out of the fight as it ended, read from the combatants' statuses, for the after-fight card. */
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { AFTER_FIGHT_STANDINGS, FactionsAfterFightRecord } from "../../schema/after-fight-card";

type Standing = (typeof AFTER_FIGHT_STANDINGS)[number];

/** The furthest out wins: one who surrendered and then fled is listed as fled. */
const BY_DISTANCE: readonly Standing[] = [FACTIONS_STATUS.fled, FACTIONS_STATUS.surrendered, FACTIONS_STATUS.incapacitated];

export function standingsOf(combatants: readonly Combatant.Implementation[]): FactionsAfterFightRecord["standings"] {
  return combatants.flatMap((combatant) => {
    const statuses = combatant.actor?.statuses ?? new Set<string>();
    const standing = BY_DISTANCE.find((id) => statuses.has(id));
    return standing ? [{ name: combatant.name ?? "", standing }] : [];
  });
}
