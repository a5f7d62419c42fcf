/** What the maneuver dialog asks, by maneuver: a charge's run, the item to shatter, which attack of the round. Pure. */
import type { Translate } from "../../../../core/rules-types";
import { CLASSIC_MANEUVERS, type ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import { MANEUVER_TEXT } from "./keys";

const D = "FRAY.Classic.Maneuver.Dialog";

export interface DialogFacts {
  maneuver: ClassicManeuver;
  /** The aggressor's iterative attack bonuses, best first. */
  attacks: readonly number[];
  targetName: string;
  /** The target's items a shatter may aim at. */
  items: readonly { id: string; name: string }[];
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

export function maneuverDialogView(facts: DialogFacts, t: Translate) {
  const row = CLASSIC_MANEUVERS[facts.maneuver];
  return {
    title: t(MANEUVER_TEXT.dialogTitle, { maneuver: t(MANEUVER_TEXT.name(facts.maneuver)) }),
    hint: t(`${D}.Hint.${facts.maneuver}`, { target: facts.targetName }),
    charge: facts.maneuver === "charge",
    items: facts.maneuver === "shatter" ? facts.items.map((item, i) => ({ ...item, selected: i === 0 })) : [],
    iteratives: row.action === "attack" && facts.attacks.length > 1 ? facts.attacks.map((bonus, value) => ({ value, label: t(`${D}.Attack`, { n: value + 1, bonus: signed(bonus) }) })) : [],
    labels: { distance: t(`${D}.Distance`), straight: t(`${D}.Straight`), item: t(`${D}.Item`), iterative: t(`${D}.Iterative`) },
  };
}
