/** The world's reading of a counter's second blow: the chapter says who is hit first, not whether a fallen striker still lands. */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Factions.Setting.counterBlows";

/** `strikerMustStand`: the second blow falls only if its striker survived the first; `bothLand`: both always fall, the order only says which is applied first. */
export type FactionsCounterBlows = "strikerMustStand" | "bothLand";

export const FACTIONS_COUNTER_BLOWS_SETTING = {
  key: "factionsCounterBlows",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { strikerMustStand: `${S}.strikerMustStand`, bothLand: `${S}.bothLand` },
  default: "strikerMustStand",
} as const satisfies RulesetSetting & { choices: Record<FactionsCounterBlows, string> };
