/**
 * GM: a hit by a coated weapon. When the blow took health off the target, the dose strikes: the target
 * rolls its STR save (rules poisonTakesHold) and is poisoned on a fail; the coat is used up either way.
 * A blow that dealt nothing leaves the coat on. Undo puts the coat and the target's status back.
 */
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { poisonTakesHold } from "../../rules/character/poison";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { rollSave } from "../attack/save-roll";
import { animateRoll } from "../../../../foundry/dice-animation";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../../rules/character/save-setting";
import { POISON_TEXT } from "./keys";
import type { Translate } from "../../../../core/rules-types";

type Weapon = Item.Implementation | undefined;
const isCoated = (weapon: Weapon) => (weapon?.system as { coated?: unknown } | undefined)?.coated === true;
const strengthOf = (actor: Actor.Implementation) => (actor.system as { scores: { str: number } }).scores.str;

/** The coat and the target's poison as they stand before the hit. */
export const poisonBefore = (weapon: Weapon, target: Actor.Implementation) => ({ coatedBefore: isCoated(weapon), poisonedBefore: target.statuses.has(FACTIONS_STATUS.poisoned), poisonSave: null });

/** GM: the dose on a coated weapon's hit that dealt `dealt` health; the target's save, or null when no dose struck. */
export async function poisonOnHit(weapon: Weapon, target: Actor.Implementation, dealt: number): Promise<{ save: { natural: number; score: number; poisoned: boolean }; roll: Roll } | null> {
  if (!weapon || !isCoated(weapon) || dealt <= 0) return null;
  const score = strengthOf(target);
  const { roll, save } = await rollSave(score);
  animateRoll(roll);
  const poisoned = poisonTakesHold(dealt, score, save.natural, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  await weapon.update({ system: { coated: false } } as never);
  if (poisoned) await setStatuses(target, [FACTIONS_STATUS.poisoned], true);
  return { save: { natural: save.natural, score, poisoned }, roll };
}

/** GM, for Undo of a hit whose dose struck: the coat back on the weapon and the target's poison as it was. */
export async function restorePoison(weapon: Weapon, target: Actor.Implementation, before: { coatedBefore: boolean; poisonedBefore: boolean; poisonSave: unknown }): Promise<void> {
  // A hit whose dose did not strike changed neither (and later poison from elsewhere stays).
  if (before.poisonSave === null) return;
  if (weapon && before.coatedBefore) await weapon.update({ system: { coated: true } } as never);
  await setStatuses(target, [FACTIONS_STATUS.poisoned], before.poisonedBefore);
}

/** The attack card's line for the dose. */
export function poisonHitLines(record: FactionsAttackRecord, t: Translate): string[] {
  const save = record.applied?.poisonSave;
  if (!save || record.undone) return [];
  return [t(save.poisoned ? POISON_TEXT.tookHold : POISON_TEXT.saveHeld, { target: record.target.name, natural: save.natural, score: save.score })];
}
