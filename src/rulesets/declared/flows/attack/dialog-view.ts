/**
 * The attack dialog's view: the target, how the weapon may be used (its modes) with the roll each
 * makes, and the situational modifier. What the GM rolls is planned again on the GM's side.
 */
import type { Translate } from "../../../../core/rules-types";
import { planAttack, weaponModes, type AttackerFacts, type AttackMode, type AttackWeapon } from "../../rules/combat/attack-plan";
import { DECLARED_ATTACK_MODE } from "../../rules/combat/labels";
import { ATTACK_DIALOG } from "./keys";
import { SITUATIONAL_LIMIT } from "./request";

export interface AttackDialogFacts {
  attacker: AttackerFacts;
  weapon: { name: string; weapon: AttackWeapon };
  targetName: string;
}

export interface AttackDialogView {
  title: string;
  targetName: string;
  modes: Record<string, string>;
  mode: AttackMode;
  situational: number;
  limit: number;
  /** Each mode's roll and damage: "Melee: 1d20+3, damage 1d8+2". */
  previews: string[];
  /** Why no mode can be used (a broken damage formula), else null. */
  refusal: string | null;
}

export function attackDialogView(facts: AttackDialogFacts, t: Translate): AttackDialogView {
  const modes = weaponModes(facts.weapon.weapon);
  const previews: string[] = [];
  let refusal: string | null = null;
  for (const mode of modes) {
    const planned = planAttack({ attacker: facts.attacker, weapon: facts.weapon.weapon, mode, target: { defense: 0, defenseModifiers: [], dead: false } });
    if (planned.ok) previews.push(`${t(DECLARED_ATTACK_MODE[mode])}: ${planned.plan.formula} · ${planned.plan.damage.formula}`);
    else refusal = t(planned.reason.key, planned.reason.data);
  }
  return {
    title: t(ATTACK_DIALOG.title, { weapon: facts.weapon.name }),
    targetName: facts.targetName,
    modes: Object.fromEntries(modes.map((mode) => [mode, t(DECLARED_ATTACK_MODE[mode])])),
    mode: modes[0] ?? "melee",
    situational: 0,
    limit: SITUATIONAL_LIMIT,
    previews,
    refusal,
  };
}

/** The mode the form names, when the weapon allows it; else the weapon's first. */
export function chosenMode(form: Record<string, unknown>, weapon: AttackWeapon): AttackMode {
  const modes = weaponModes(weapon);
  return modes.find((mode) => mode === form.mode) ?? modes[0] ?? "melee";
}
