/** Where an attack on the card stands, as the pure reaction window reads it: the WIT save, a stunt, damage, an opportunity attack. */
import type { AttackMoment } from "../../rules/reactions/reaction-window";
import type { FactionsAttackRecord } from "../../schema/attack-card";

/** An attack stunt as the reaction window reads it: on offer until the target answers (a veto leaves none). */
function stuntOf(record: FactionsAttackRecord): AttackMoment["stunt"] {
  switch (record.stunt?.step) {
    case "proposed": case "approved": return "proposed";
    case "accepted": return "accepted";
    case "refused": return "refused";
    default: return "none";
  }
}

/** Where the attack stands, as the pure reaction window reads it. */
export function momentOf(record: FactionsAttackRecord): AttackMoment {
  const witSaveToHit = record.witSave === null ? "none" : record.witSave.passed ? "passed" : "failed";
  return { witSaveToHit, stunt: stuntOf(record), damageRolled: record.damageRolled !== null, opportunity: record.opportunity };
}

