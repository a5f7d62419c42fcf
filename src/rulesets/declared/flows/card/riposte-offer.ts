/**
 * Whether a creature may riposte a foe now, and with which of its melee weapons, as the rules allow it
 * at this moment (flows/declare/riposte-offer.ts): on the attack card, once the attack on a creature on
 * full defense is resolved (a miss, or the hit applied); on the reach card, when a foe entered its
 * reach (flows/reach). Read by the cards' render on the GM's client and by the riposte step.
 */
import type { Decision, Reason } from "../../../../core/rules-types";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { DeclaredAttackRecord } from "../../schema/attack-card";
import type { RiposteTrigger } from "../../rules/actions/riposte";
import { riposteOffer } from "../declare/riposte-offer";
import { declaredFight, meleeWeaponsOf, type NamedWeapon } from "../attack/fighters";

export type RiposteChoice = Decision<{ trigger: Reason }> & { weapons: NamedWeapon[] };

/** The attack is over for its target: it missed, or its hit has been applied. */
const resolved = (record: DeclaredAttackRecord) => record.result === "miss" || record.applied !== null;

/** The would-be riposter and its foe by token, in the riposter's declared fight; null when either is gone. */
export function riposteSides(riposterTokenUuid: string, foeTokenUuid: string) {
  const [riposterToken, foeToken] = [tokenFromUuidSync(riposterTokenUuid), tokenFromUuidSync(foeTokenUuid)];
  const fight = declaredFight(riposterToken);
  const [riposter, foe] = [riposterToken?.combatant, foeToken?.combatant];
  return fight && riposterToken && foeToken && riposter && foe ? { fight, riposterToken, foeToken, riposter, foe } : null;
}

export type RiposteSides = NonNullable<ReturnType<typeof riposteSides>>;

/** The attack card's target ripostes its attacker. */
export const sides = (record: DeclaredAttackRecord) => riposteSides(record.target.tokenUuid, record.attacker.tokenUuid);

/** Whether the riposter may strike back for this trigger now, and with which weapons. */
export function riposteChoice(found: RiposteSides, trigger: RiposteTrigger): RiposteChoice {
  const offer = riposteOffer(found.fight.combat, found.riposter, found.foe, trigger);
  return { ...offer, weapons: found.riposterToken.actor ? meleeWeaponsOf(found.riposterToken.actor) : [] };
}

/** Whether the card's target may riposte now, and with which weapons; null when the card asks for none. */
export function riposteOn(record: DeclaredAttackRecord): RiposteChoice | null {
  if (record.riposte || record.riposted || !resolved(record)) return null;
  const found = sides(record);
  return found ? riposteChoice(found, "attacked") : null;
}
