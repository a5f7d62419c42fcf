/**
 * A dose of poison is used only on a weapon (flows/poison/gm-coat.ts; the sheet asks which). A plain
 * "use consumable" naming a dose — a forged or stale ask — is refused with the way to do it, before any
 * turn is spent or any dose taken.
 */
import { refusal, type GmAnswer } from "../../../../foundry/channel";
import { POISON_REFUSAL } from "./keys";

/** The refusal for a plain use of a dose of poison; null for any other consumable. */
export const plainUseOfPoison = (kind: string, name: string): GmAnswer | null => (kind === "poison" ? refusal(POISON_REFUSAL.chooseWeapon, { item: name }) : null);
