/**
 * The card's GM step: once the defender's Attack of Opportunity is over (or not taken), the GM goes on,
 * saying whether it dealt damage (−4 on the opposed roll); the GM's client rolls the rest and applies it.
 */
import type { CardStep } from "../../../../foundry/cards";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import { fighterOf } from "./fighters";
import { MANEUVER_REFUSAL } from "./keys";
import { settleManeuver } from "./settle";

export const MANEUVER_RESOLVE_COMMAND = "classicManeuverResolve";

const refusals = { missing: { key: MANEUVER_REFUSAL.missing }, notGm: { key: MANEUVER_REFUSAL.notGm } };

export const resolveStep: CardStep<ClassicManeuverRecord> = {
  command: MANEUVER_RESOLVE_COMMAND,
  refusals,
  async run({ record, asker, payload }) {
    if (!asker.isGM) return { ok: false, reason: { key: MANEUVER_REFUSAL.gmOnly } };
    if (record.phase !== "opportunity") return { ok: false, reason: { key: MANEUVER_REFUSAL.settled } };
    const [aggressor, defender] = [fighterOf(await tokenFromUuid(record.aggressor.tokenUuid)), fighterOf(await tokenFromUuid(record.defender.tokenUuid))];
    if (!aggressor || !defender) return { ok: false, reason: { key: MANEUVER_REFUSAL.badRequest } };
    const settled = await settleManeuver({ ...record, aooDealtDamage: payload.damaged === true }, aggressor, defender, record.iterative);
    return { ok: true, record: settled.record, rolls: settled.rolls };
  },
};

export const MANEUVER_CARD_STEPS: readonly CardStep<ClassicManeuverRecord>[] = [resolveStep];
