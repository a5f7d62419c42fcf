/**
 * The combat injury a critical leaves, from the chosen damage type, the world's setting for the
 * types without a table, and the rolled d20 (and d4 when the row strikes an arm or a hand).
 */
import type { Modifier } from "../../../../core/rules-types";
import type { DeclaredDamageType } from "../combat/damage-types";
import type { InjuryEntry } from "../combat/hit-damage";
import { BLUNT_INJURIES, type AttributeDamage, type InjuryRow, type LastingEffect } from "./blunt-table";
import { LIMB_FORMULA } from "./injury-check";
import { DECLARED_INJURY_GM_DESCRIBES, DECLARED_INJURY_LINE, DECLARED_LIMB_LABEL } from "./labels";
import type { UntabledInjuries } from "./untabled-setting";

export type Limb = keyof typeof DECLARED_LIMB_LABEL;

/** A creature's injury entry once a combat injury is known: the critical's wound, named. */
export interface CombatInjuryRecord extends InjuryEntry {
  /** i18n keys of the row's name and effect. */
  name: string;
  effect: string;
  limb: Limb | null;
}

export type CombatInjury =
  /** No table for this type in this world: the GM describes the injury, recorded with its type and amount. */
  | { kind: "gmDescribes"; entry: InjuryEntry; message: string }
  /** The row strikes an arm or a hand: roll `formula` and ask again with the d4. */
  | { kind: "needsLimbRoll"; formula: string; row: InjuryRow }
  | {
      kind: "injury";
      row: InjuryRow;
      record: CombatInjuryRecord;
      attributeDamage: AttributeDamage | null;
      lasting: readonly LastingEffect[];
      /** The d20 line, and the d4 line when a limb was rolled. */
      lines: Modifier[];
    };

/** The table to roll d20 on for this type, or null when the GM describes the injury instead. */
export function injuryTable(type: DeclaredDamageType, setting: UntabledInjuries): readonly InjuryRow[] | null {
  return type === "blunt" || setting === "blunt" ? BLUNT_INJURIES : null;
}

/** 1–2 the main arm or hand, 3–4 the off one. */
export function limbFromD4(d4: number, part: "arm" | "hand"): Limb {
  const side = d4 <= 2 ? "main" : "off";
  return `${side}${part === "arm" ? "Arm" : "Hand"}`;
}

export interface CombatInjuryInput {
  /** The damage type chosen for the table (the attacker's choice, the GM's for a monster). */
  type: DeclaredDamageType;
  /** What the critical put on Wound Points. */
  amount: number;
  setting: UntabledInjuries;
  d20: number;
  d4?: number;
}

export function combatInjury(input: CombatInjuryInput): CombatInjury {
  const entry: InjuryEntry = { type: input.type, amount: input.amount };
  const table = injuryTable(input.type, input.setting);
  if (table === null) return { kind: "gmDescribes", entry, message: DECLARED_INJURY_GM_DESCRIBES };
  const row = table[input.d20 - 1];
  if (row === undefined) throw new Error(`A d20 cannot show ${input.d20}`);
  const lines: Modifier[] = [{ key: DECLARED_INJURY_LINE.table, value: input.d20 }];
  let limb: Limb | null = null;
  if (row.limb !== null) {
    if (input.d4 === undefined) return { kind: "needsLimbRoll", formula: LIMB_FORMULA, row };
    limb = limbFromD4(input.d4, row.limb);
    lines.push({ key: DECLARED_LIMB_LABEL[limb], value: input.d4 });
  }
  return {
    kind: "injury",
    row,
    record: { ...entry, name: row.name, effect: row.effect, limb },
    attributeDamage: row.attributeDamage,
    lasting: row.lasting,
    lines,
  };
}
