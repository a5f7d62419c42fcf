/**
 * The primary and offhand slots. A weapon (one- or two-handed) goes in the primary slot; a shield or a
 * focus goes in the offhand, or in the primary. Allowed together: a weapon and a shield, a weapon and a
 * focus, a focus and a shield. No dual wielding. Two shields or two foci may be held, but only the
 * better one counts.
 */
import { refuse, type Decision } from "../../../../core/rules-types";

export type WieldKind = "weapon" | "shield" | "focus";
export interface WieldedItem {
  kind: WieldKind;
  twoHanded?: boolean;
}

const REFUSAL = "FRAY.Classic.Wield.Refused";

export function checkWield(primary: WieldedItem | null, offhand: WieldedItem | null): Decision<{ onlyOneCounts: boolean }> {
  if (offhand?.kind === "weapon") {
    return primary?.kind === "weapon" ? refuse(`${REFUSAL}.dualWield`) : refuse(`${REFUSAL}.weaponInOffhand`);
  }
  // Same-kind shields or foci are legal; the sheet shows that only one of them applies.
  return { ok: true, onlyOneCounts: primary !== null && offhand !== null && primary.kind === offhand.kind };
}

/** Whether this item may be put in this slot beside what the other slot holds. */
export function mayWieldIn(slot: "primary" | "offhand", item: WieldedItem, other: WieldedItem | null): Decision<{ onlyOneCounts: boolean }> {
  return slot === "primary" ? checkWield(item, other) : checkWield(other, item);
}
