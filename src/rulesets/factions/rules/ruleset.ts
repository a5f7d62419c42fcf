/** The pure half of the `factions` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules } from "../../../core/ruleset/contract";
import { factionsTypes } from "../schema";
import { factionsInitiativeStats } from "./character/initiative";
import { factionsEconomy } from "./actions/budget";
import { FACTIONS_STATUSES } from "./character/statuses";
import { FACTIONS_SAVE_SETTING } from "./character/save-setting";
import { FACTIONS_IMPAIRED_DAMAGE_SETTING } from "./attack/impaired-damage";
import { FACTIONS_COUNTER_BLOWS_SETTING } from "./reactions/counter-setting";
import { FACTIONS_DURABILITY_DIE_SETTING } from "./gear/durability-setting";
import { FACTIONS_CHAOS_OF_COMBAT_SETTING } from "./chaos/chaos-setting";
import { FACTIONS_ROUND } from "../schema/round";

export const factionsRules = {
  id: "factions",
  types: factionsTypes,
  turnStructure: "factions",
  initiativeStats: factionsInitiativeStats,
  economy: factionsEconomy as RulesetRules["economy"],
  // Declared-action speed, when a world picks it: one turn of a bonus and a main action, at no modifier.
  declaredActions: [{ id: "act", label: "FRAY.Factions.Declared.act", modifier: 0 }],
  statuses: FACTIONS_STATUSES,
  // Who holds whom after a grapple, kept with the round so the tracker's undo puts holds back.
  roundState: FACTIONS_ROUND as RulesetRules["roundState"],
  settings: [FACTIONS_SAVE_SETTING, FACTIONS_IMPAIRED_DAMAGE_SETTING, FACTIONS_COUNTER_BLOWS_SETTING, FACTIONS_DURABILITY_DIE_SETTING, FACTIONS_CHAOS_OF_COMBAT_SETTING],
} satisfies RulesetRules;
export default factionsRules;
