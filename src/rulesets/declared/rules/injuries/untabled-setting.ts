/**
 * The world's answer to the ten damage types whose injury table has no rows in the chapter
 * (docs/rules-notes.md): the GM describes the injury, or the blunt table is rolled for them too.
 */
import type { RulesetSetting } from "../../../../core/ruleset/contract";
import { DECLARED_UNTABLED_SETTING_LABEL as L } from "./labels";

export type UntabledInjuries = "gm" | "blunt";

export const DECLARED_UNTABLED_INJURIES_SETTING = {
  key: "declaredUntabledInjuries",
  name: L.name,
  hint: L.hint,
  choices: { gm: L.gm, blunt: L.blunt },
  default: "gm",
} as const satisfies RulesetSetting & { choices: Record<UntabledInjuries, string>; default: UntabledInjuries };

/** A stored value that is not one of the choices reads as the default. */
export function untabledInjuries(stored: unknown): UntabledInjuries {
  return stored === "blunt" ? "blunt" : "gm";
}
