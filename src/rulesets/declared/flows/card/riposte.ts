/**
 * The riposte: the riposter's owner strikes back at its foe with one of its melee weapons, as its
 * Reaction for the round. The GM checks the offer again (riposte-offer.ts), spends the Reaction and
 * posts the riposte's own attack card. The attack card's step answers an attack on full defense; the
 * reach card (flows/reach) answers a foe entering reach with the same strike.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import type { DeclaredAttackRecord } from "../../schema/attack-card";
import type { RiposteTrigger } from "../../rules/actions/riposte";
import { creatureOf } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { planStrike, rollStrike } from "../attack/strike";
import { spendDeclaredAction } from "../round/spend-action";
import type { Asker, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { riposteChoice, riposteOn, sides, type RiposteSides } from "./riposte-offer";

/** What a riposte needs: who strikes whom, what provoked it, who asks, with which weapon, and the riposter's name for a refusal. */
export interface RiposteAsk {
  found: RiposteSides | null;
  trigger: RiposteTrigger;
  asker: Asker;
  weaponId: unknown;
  name: string;
}

/** GM: strikes back if the asker may act for the riposter and the offer still stands; spends its Reaction. */
export async function strikeBack({ found, trigger, asker, weaponId, name }: RiposteAsk): Promise<Decision<object>> {
  const [riposter, foe] = [creatureOf(found?.riposterToken.actor), creatureOf(found?.foeToken.actor)];
  if (!found || !riposter || !foe) return refuse(ATTACK_REFUSAL.notOffered);
  if (!mayActFor(asker.user, riposter.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name });
  const offer = riposteChoice(found, trigger);
  if (!offer.ok) return offer;
  const weapon = offer.weapons.find((entry) => entry.id === weaponId);
  if (!weapon) return refuse(ATTACK_REFUSAL.noWeapon);
  const strike = { attackerToken: found.riposterToken, targetToken: found.foeToken, attacker: riposter, target: foe, weapon, mode: "melee" as const, situational: 0, riposte: true };
  const planned = planStrike(strike);
  if (!planned.ok) return planned;
  const spent = await spendDeclaredAction(found.fight.combat, found.fight.combatantId, "reaction");
  if (!spent.ok) return spent;
  await rollStrike(strike, planned.plan);
  return { ok: true };
}

/** The attack card's riposte step: the target of a resolved attack on full defense strikes its attacker. */
export async function riposte({ record, asker, payload }: CardStepContext<DeclaredAttackRecord>): Promise<CardStepOutcome<DeclaredAttackRecord>> {
  if (!riposteOn(record)) return refuse(ATTACK_REFUSAL.notOffered);
  const done = await strikeBack({ found: sides(record), trigger: "attacked", asker, weaponId: payload.weaponId, name: record.target.name });
  return done.ok ? { ok: true, record: { ...record, riposted: true } } : done;
}
