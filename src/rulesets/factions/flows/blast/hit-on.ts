/** One blast target's blow as the attack card's hit helpers read it: the blast's weapon, the target's own protection. */
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import type { HitRecord } from "../card/apply-hit";

export const hitOn = (record: FactionsBlastRecord, target: BlastTargetRecord): HitRecord => ({ weaponId: record.weaponId, attacker: record.attacker, protection: target.protection, penetratesCover: record.penetratesCover });
