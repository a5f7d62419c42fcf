/** The world's choice of who ripostes a creature entering its threat range (the chapter never defines a riposte; docs/rules-notes.md). */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Declared.Setting.riposte";

/** `anyone`: every armed creature watches its reach; `fullDefenseOnly`: only those who declared full defense. */
export type DeclaredRiposteRule = "anyone" | "fullDefenseOnly";

export const DECLARED_RIPOSTE_SETTING = {
  key: "declaredRiposte",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { anyone: `${S}.anyone`, fullDefenseOnly: `${S}.fullDefenseOnly` },
  default: "anyone",
} as const satisfies RulesetSetting & { choices: Record<DeclaredRiposteRule, string> };
