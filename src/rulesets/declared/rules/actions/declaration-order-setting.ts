/** The world's way of taking declarations each round: the chapter offers several and asks only for consistency. */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Declared.Setting.declarationOrder";

export const DECLARATION_ORDERS = ["clockwise", "counterclockwise", "agility", "secret"] as const;
export type DeclarationOrder = (typeof DECLARATION_ORDERS)[number];

export const DECLARED_DECLARATION_ORDER_SETTING = {
  key: "declaredDeclarationOrder",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { clockwise: `${S}.clockwise`, counterclockwise: `${S}.counterclockwise`, agility: `${S}.agility`, secret: `${S}.secret` },
  default: "clockwise",
} as const satisfies RulesetSetting & { choices: Record<DeclarationOrder, string> };
