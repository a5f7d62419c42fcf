/**
 * One factions attack as the GM makes it, planned from the documents and the dialog's circumstances
 * (planAttack), then the WIT save to hit rolled as a Foundry Roll when the plan needs one (the world's
 * save rule), and the card posted as the GM, spoken by the attacker's token.
 */
import type { Decision } from "../../../../core/rules-types";
import { postCard } from "../../../../foundry/cards";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { translate } from "../../../../foundry/i18n";
import { planAttack, type AttackPlan } from "../../rules/attack/attack-plan";
import { FACTIONS_IMPAIRED_DAMAGE_SETTING, impairedReading } from "../../rules/attack/impaired-damage";
import { effectiveProtection } from "../../rules/attack/protection";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { FACTIONS_ATTACK_CARD } from "../card/card-type";
import { applyFinalBlow } from "../card/apply-hit";
import { offerReactions } from "../card/offer-reactions";
import { redirectStart, type ReactedIn } from "../../schema/redirect-fields";
import type { FactionsFighter, FactionsWeapon } from "./fighters";
import { nonLethalAttackPlan, nonLethalRecord } from "../non-lethal/non-lethal-plan";
import { stuntFromDialog } from "../card/stunt-dialog";
import { ATTACK_TEXT } from "./keys";
import { rollSave } from "./save-roll";
import type { FactionsAttackRequest } from "./request";
import type { SpentIn } from "./spend-main";

export interface Strike {
  attacker: FactionsFighter;
  target: FactionsFighter;
  /** null: unarmed. */
  weapon: FactionsWeapon | null;
  request: FactionsAttackRequest;
  /** An opportunity attack (flows/opportunity), with the turn it spent as a reaction; absent: an ordinary attack. */
  opportunity?: { spentIn: ReactedIn | null };
}

export const person = (fighter: FactionsFighter) => ({ tokenUuid: fighter.token.uuid, actorUuid: fighter.actor.uuid, name: fighter.token.name ?? fighter.actor.name });
export const reasonLine = (reason: { key: string; data?: Record<string, string | number> }) => ({ key: reason.key, data: { ...(reason.data ?? {}) } });

/** What the attack does, from the documents and what the attacker ticked, or why it cannot be made. */
export function planFromDocuments({ target, weapon, request }: Strike): Decision<{ plan: AttackPlan }> {
  if (request.nonLethal) return nonLethalAttackPlan(request.nonLethal, request);
  const statuses = target.actor.statuses;
  return planAttack({
    weapon: weapon ? { damage: weapon.damage, kind: weapon.attackKind, blast: weapon.blast, penetratesCover: weapon.penetratesCover } : null,
    target: {
      nearby: request.nearby,
      band: request.beyondHalf ? "beyondHalf" : "withinHalf",
      visible: request.visible,
      incapacitated: statuses.has(FACTIONS_STATUS.incapacitated) || target.system.health.value <= 0,
      concealed: statuses.has(FACTIONS_STATUS.concealed),
      protection: request.protection,
      peeking: request.peeking,
    },
    moving: request.moving,
    holdBack: request.holdBack,
    finalBlow: request.finalBlow,
    impaired: impairedReading(settingValue(FACTIONS_IMPAIRED_DAMAGE_SETTING)),
  });
}

/** The attacker's WIT save to hit, rolled now, or null when the attack needs none. */
const witSave = (strike: Strike, plan: AttackPlan) => (plan.witSave ? rollSave(strike.attacker.system.scores.wit) : Promise.resolve(null));

/** GM: rolls what the attack rolls and posts its card; a final blow is dealt at once. The card's id. */
export async function postAttackCard(strike: Strike, plan: AttackPlan, spentIn: SpentIn): Promise<string | null> {
  const saved = await witSave(strike, plan);
  const protection = effectiveProtection({ protection: strike.request.protection, peeking: strike.request.peeking, indirect: plan.kind === "indirect" });
  const record: FactionsAttackRecord = {
    schemaVersion: FACTIONS_SCHEMA_VERSION,
    attacker: person(strike.attacker),
    target: person(strike.target),
    weaponId: strike.weapon?.id ?? "",
    weaponName: strike.weapon?.name ?? translate(ATTACK_TEXT.unarmed),
    kind: plan.kind,
    witSaveBecause: plan.witSaveBecause.map(reasonLine),
    witSave: saved?.save ?? null,
    hit: saved ? saved.save.passed : true,
    finalBlow: plan.kills,
    formula: plan.damage?.formula ?? "",
    impairedBy: (plan.damage?.impairedBy ?? []).map(reasonLine),
    reactions: [],
    reaction: "none",
    dodgeSave: null,
    counter: null,
    protection: protection === "blocked" ? "none" : protection,
    penetratesCover: plan.damage?.penetratesCover ?? false,
    damageRolled: null,
    lines: [],
    weaponBroke: false,
    applied: null,
    ...spentIn,
    undone: false,
    ...redirectStart(strike.opportunity),
    stunt: stuntFromDialog(strike.request.stunt, { hit: saved ? saved.save.passed : true, finalBlow: plan.kills, nonLethal: Boolean(strike.request.nonLethal) }),
    nonLethal: nonLethalRecord(strike.request.nonLethal ?? null, strike.target.actor),
    counterNonLethal: null,
    revealedAttacker: false,
    holdSpent: [],
    holdEndedFrom: null,
  };
  const offered = offerReactions(record, strike.attacker, strike.target);
  const final = plan.kills ? { ...offered, applied: await applyFinalBlow(offered, strike.target.actor) } : offered;
  const message = await postCard(FACTIONS_ATTACK_CARD, final, saved ? [saved.roll] : [], { speaker: ChatMessage.getSpeaker({ token: strike.attacker.token }) });
  return message?.id ?? null;
}
