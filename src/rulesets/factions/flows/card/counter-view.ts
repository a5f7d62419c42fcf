/** A counter's exchange as the attack card and the blast card tell it: what the target rolled back, who was hit first, a blow that never landed. */
import type { Translate } from "../../../../core/rules-types";
import { CARD_TEXT } from "../attack/keys";
import type { CounterRecord } from "./counter-blows";

export function counterText(counter: CounterRecord, names: { target: string; attacker: string }, t: Translate): string[] {
  return [
    // A disarm or grapple as the counter rolls no damage: its own lines tell it (non-lethal/counter-hold-view.ts).
    ...(counter.formula ? [t(CARD_TEXT.counter, { ...names, formula: counter.formula, rolled: counter.rolled })] : []),
    t(counter.outcome, names),
    ...(counter.lands && counter.hitLands ? [] : [t(CARD_TEXT.counterVoid, { name: counter.lands ? names.attacker : names.target })]),
  ];
}
