/**
 * GM: where an aimed blast lands and whom it catches. On target it goes off where aimed; a missed ranged
 * blast deviates: the neighbouring zones are numbered (deviationPlan) and a die picks one (blastLanding).
 * Its occupants (and those on its borders) are the targets (rangedBlastTargets; a melee blast spares the
 * attacker). Without zones a hit catches the user's targets and a miss catches nobody.
 */
import { rollDice } from "../../../../foundry/roll-dice";
import { blastLanding } from "../../rules/attack/blast";
import { meleeBlastTargets, rangedBlastTargets } from "../../rules/zones/blast";
import { deviationPlan } from "../../rules/zones/blast-deviation";
import type { BlastAim } from "./aim";

export interface Landing {
  deviation: { die: string; options: { face: number; zoneId: string }[]; face: number | null };
  zoneId: string;
  /** Token UUIDs caught in the blast. */
  caught: string[];
  rolls: Roll[];
}

const NO_DEVIATION = { die: "", options: [], face: null };

export async function landBlast(aim: BlastAim, hit: boolean, melee: boolean, attackerUuid: string): Promise<Landing> {
  if (aim.zoneId === null) return { deviation: NO_DEVIATION, zoneId: "", caught: hit ? aim.picked : [], rolls: [] };
  const plan = deviationPlan(aim.zoneId, aim.map);
  const rolled = !hit && plan.die !== null ? await rollDice(plan.die) : null;
  const landed = blastLanding(aim.zoneId, hit, plan, rolled?.total ?? null);
  const zoneId = landed.ok ? landed.landing.zone : null;
  const deviation = hit ? NO_DEVIATION : { die: plan.die ?? "", options: plan.options, face: rolled?.total ?? null };
  const rolls = rolled ? [rolled.roll] : [];
  if (zoneId === null) return { deviation, zoneId: "", caught: [], rolls };
  const targets = melee ? meleeBlastTargets(attackerUuid, zoneId, aim.map) : rangedBlastTargets(zoneId, aim.map);
  const caught = targets.ok && !targets.targets.gmPicks ? targets.targets.targetIds : [];
  return { deviation, zoneId, caught, rolls };
}
