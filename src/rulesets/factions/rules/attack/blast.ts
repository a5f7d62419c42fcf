/**
 * Where a blast lands. A melee blast cannot miss; a ranged or indirect one lands in the zone it aimed
 * at when it hits, and on a miss deviates to the neighbouring zone the deviation die names
 * (zones/blast-deviation.ts numbers them); from a zone with no neighbour it lands nowhere. Who stands
 * in the landing zone is zones/blast.ts's answer.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { deviatedZone, type DeviationPlan } from "../zones/blast-deviation";
import { FACTIONS_BLAST, FACTIONS_BLAST_REFUSAL } from "./labels";

export interface BlastLanding {
  /** The zone the blast hits; null when it missed and had no neighbouring zone to land in. */
  zone: string | null;
  result: Reason;
}

/** The landing of a blast aimed at `aimedZone`: `hit` when it needed no WIT save or passed it; `face` the deviation die, once rolled. */
export function blastLanding(aimedZone: string, hit: boolean, deviation: DeviationPlan, face: number | null): Decision<{ landing: BlastLanding }> {
  if (hit) return { ok: true, landing: { zone: aimedZone, result: { key: FACTIONS_BLAST.landed } } };
  if (deviation.die === null) return { ok: true, landing: { zone: null, result: { key: FACTIONS_BLAST.lost } } };
  const zone = face === null ? null : deviatedZone(deviation, face);
  if (zone === null) return refuse(FACTIONS_BLAST_REFUSAL.rollOutOfRange, { roll: face ?? 0, die: deviation.die });
  return { ok: true, landing: { zone, result: { key: FACTIONS_BLAST.deviated } } };
}
