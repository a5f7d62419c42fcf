/**
 * The injury list as the sheet shows it. A name or effect is either an i18n key from the injury table
 * (shown translated, kept unchanged on submit) or the GM's own words (an editable text for the GM).
 */
import type { Infer } from "../../../core/schema/spec";
import { DECLARED_DAMAGE_TYPES } from "../rules/combat/damage-types";
import { DECLARED_DAMAGE_TYPE_LABEL } from "../rules/combat/labels";
import { DECLARED_LIMB_LABEL } from "../rules/injuries/labels";
import type { injury } from "../schema/injury";

type Injury = Infer<ReturnType<typeof injury>>;

/** Text that is one of Fray's own keys rather than words someone typed. */
const isKey = (text: string) => /^FRAY\.[\w.]+$/.test(text);

/** One text of an injury: a key to translate, or the words as written. */
function wording(text: string) {
  return isKey(text) ? { key: text, text: "" } : { key: "", text };
}

export function injuryRow(entry: Injury, index: number) {
  return {
    index,
    path: `system.injuries.${index}`,
    type: entry.type,
    typeLabel: DECLARED_DAMAGE_TYPE_LABEL[entry.type],
    amount: entry.amount,
    name: wording(entry.name),
    effect: wording(entry.effect),
    limb: entry.limb,
    limbLabel: entry.limb === null ? "" : DECLARED_LIMB_LABEL[entry.limb],
  };
}

/** The injuries, and the damage types the GM may pick for one. */
export function injuryList(injuries: readonly Injury[]) {
  return {
    injuries: injuries.map(injuryRow),
    damageTypeChoices: Object.fromEntries(DECLARED_DAMAGE_TYPES.map((type) => [type, DECLARED_DAMAGE_TYPE_LABEL[type]])),
  };
}
