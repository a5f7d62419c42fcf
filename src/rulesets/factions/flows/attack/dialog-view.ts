/**
 * The factions attack dialog's view: the target, and the circumstances the attack rules read that the
 * attacker says with no zones drawn (nearby, visible, beyond half range, moving this turn), holding back,
 * a final blow (offered when the target is incapacitated), and the target's protection (none, cover or
 * a barrier, and whether it peeks out). What the GM rolls is planned again on the GM's side.
 */
import type { Translate } from "../../../../core/rules-types";
import type { AttackKind } from "../../rules/attack/to-hit";
import { ATTACK_DIALOG } from "./keys";
import { PROTECTIONS } from "./request";
import { nonLethalChoiceView, type NonLethalChoiceView } from "../non-lethal/non-lethal-dialog";
import { stuntChoiceView } from "../card/stunt-dialog";

export interface AttackDialogFacts {
  weaponName: string;
  targetName: string;
  kind: AttackKind;
  targetIncapacitated: boolean;
}

export interface AttackDialogView extends NonLethalChoiceView, ReturnType<typeof stuntChoiceView> {
  title: string;
  targetName: string;
  /** A melee attack starts nearby; a ranged one not. */
  nearby: boolean;
  /** Range matters to ranged and indirect attacks only. */
  rangeChoice: boolean;
  finalBlowChoice: boolean;
  protections: Record<string, string>;
  protection: string;
}

export function attackDialogView(facts: AttackDialogFacts, t: Translate): AttackDialogView {
  return {
    title: t(ATTACK_DIALOG.title, { weapon: facts.weaponName, target: facts.targetName }),
    targetName: facts.targetName,
    nearby: facts.kind === "melee",
    rangeChoice: facts.kind !== "melee",
    finalBlowChoice: facts.targetIncapacitated,
    protections: Object.fromEntries(PROTECTIONS.map((p) => [p, t(ATTACK_DIALOG.protectionChoice[p])])),
    protection: "none",
    ...nonLethalChoiceView(facts.kind === "melee", t),
    ...stuntChoiceView(),
  };
}
