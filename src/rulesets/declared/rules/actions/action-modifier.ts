/**
 * A declared action's initiative modifier from what it uses: the chosen weapon's, spell's or item's
 * numbers (read from the actor by the GM's side), or a refusal when the choice does not fit.
 */
import { modifierTotal, refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import {
  attackLines,
  castLines,
  consumableLines,
  defensiveAttackLines,
  fullDefenseLines,
  throwLines,
  type ItemNumbers,
  type SpellNumbers,
  type WeaponNumbers,
} from "./action-lines";
import { DECLARED_ACTION_KINDS } from "./action-kinds";
import { DECLARED_ACTION_REFUSAL as R } from "./labels";

export type DeclaredChoice = ({ kind: "weapon" } & WeaponNumbers) | ({ kind: "spell" } & SpellNumbers) | ({ kind: "item" } & ItemNumbers);

export type DeclaredModifier = Decision<{ modifier: number; lines: Modifier[] }>;

function linesFor(actionId: string, choice: DeclaredChoice | null): Modifier[] | { refusal: string } {
  const kind = DECLARED_ACTION_KINDS.find((k) => k === actionId);
  switch (kind) {
    case "attack":
      return choice?.kind === "weapon" ? attackLines(choice) : { refusal: R.needsWeapon };
    case "cast":
      return choice?.kind === "spell" ? castLines(choice) : { refusal: R.needsSpell };
    case "consumable":
      return choice?.kind === "item" ? consumableLines(choice) : { refusal: R.needsItem };
    case "throw":
      // A weapon made for throwing is attacked with, at its own speed; a spell is not thrown.
      if (choice === null || choice.kind === "item") return throwLines(choice);
      return { refusal: choice.kind === "weapon" ? R.throwWeaponIsAttack : R.needsItem };
    case "fullDefense":
      return fullDefenseLines();
    case "defensiveAttack":
      if (choice === null || choice.kind === "weapon") return defensiveAttackLines(choice);
      return { refusal: R.defensiveNeedsWeapon };
    default:
      return { refusal: R.unknownAction };
  }
}

/** `actionId` is one of the six actions (DECLARED_ACTION_KINDS); `choice` what it uses, or null. */
export function declaredActionModifier(actionId: string, choice: DeclaredChoice | null): DeclaredModifier {
  const lines = linesFor(actionId, choice);
  if (!Array.isArray(lines)) return refuse(lines.refusal);
  return { ok: true, modifier: modifierTotal(lines), lines };
}

/** Round Initiative: the Base Initiative for the fight plus this round's declared modifier. */
export function roundInitiative(base: number, modifier: number): number {
  return base + modifier;
}
