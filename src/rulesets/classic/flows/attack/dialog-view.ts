/**
 * The classic attack dialog's view: the target, which attack of the round (the iteratives, the next
 * unused one chosen; an attack of opportunity always makes the first), how the item may be used, the
 * stance, two hands for a one-handed melee weapon, non-lethal damage, the situational modifier and
 * shooting into a grapple. What the GM rolls is planned again on the GM's side.
 */
import type { Translate } from "../../../../core/rules-types";
import type { ClassicAttackMode } from "../../rules/attack/attack-modes";
import { CLASSIC_ATTACK_MODE } from "../../rules/attack/labels";
import { FIGHTING_STANCES } from "../../schema/attack-card";
import { ATTACK_DIALOG } from "./keys";
import { SITUATIONAL_LIMIT } from "./request";

export interface AttackDialogFacts {
  itemName: string;
  targetName: string;
  modes: readonly ClassicAttackMode[];
  /** The attacker's iterative bonuses, best first. */
  iteratives: readonly number[];
  /** Attack actions already spent this round (0 out of a fight). */
  attacksSpent: number;
  opportunity: boolean;
  /** A one-handed weapon that may be gripped in two hands for a melee blow. */
  twoHandsChoice: boolean;
  targetInGrapple: boolean;
}

export interface AttackDialogView {
  title: string;
  targetName: string;
  iteratives: Record<string, string>;
  iterative: string;
  modes: Record<string, string>;
  mode: ClassicAttackMode;
  stances: Record<string, string>;
  stance: string;
  twoHandsChoice: boolean;
  /** Some mode shoots or throws: the grapple box is offered. */
  grappleChoice: boolean;
  intoGrapple: boolean;
  situational: number;
  limit: number;
}

const signed = (value: number) => (value < 0 ? `${value}` : `+${value}`);

export function attackDialogView(facts: AttackDialogFacts, t: Translate): AttackDialogView {
  const usable = facts.opportunity ? facts.iteratives.slice(0, 1) : facts.iteratives.slice(facts.attacksSpent);
  const first = facts.opportunity ? 0 : facts.attacksSpent;
  return {
    title: t(facts.opportunity ? ATTACK_DIALOG.opportunityTitle : ATTACK_DIALOG.title, { item: facts.itemName, target: facts.targetName }),
    targetName: facts.targetName,
    iteratives: Object.fromEntries(usable.map((bonus, index) => [`${first + index}`, t(ATTACK_DIALOG.iterativeChoice, { attack: first + index + 1, bonus: signed(bonus) })])),
    iterative: `${first}`,
    modes: Object.fromEntries(facts.modes.map((mode) => [mode, t(CLASSIC_ATTACK_MODE[mode])])),
    mode: facts.modes[0] ?? "melee",
    stances: Object.fromEntries(FIGHTING_STANCES.map((stance) => [stance, t(ATTACK_DIALOG.stanceChoice(stance))])),
    stance: "normal",
    twoHandsChoice: facts.twoHandsChoice,
    grappleChoice: facts.modes.some((mode) => mode === "ranged" || mode === "thrown" || mode === "rangedTouch"),
    intoGrapple: facts.targetInGrapple,
    situational: 0,
    limit: SITUATIONAL_LIMIT,
  };
}

/** No attack of the round is left to make (an attack of opportunity always has its first). */
export const outOfAttacks = (view: AttackDialogView): boolean => Object.keys(view.iteratives).length === 0;
