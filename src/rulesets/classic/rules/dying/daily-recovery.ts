/**
 * A day's natural recovery without medical treatment: Constitution modifier × Hit Dice HP, as if
 * the modifier were 1 when it is zero or negative; non-lethal damage recovers five times as fast.
 */
export interface RecoveringCreature {
  hitDice: number;
  constitutionModifier: number;
}

/** HP regained per day of rest. */
export const hpRecoveredPerDay = (creature: RecoveringCreature): number => Math.max(1, creature.constitutionModifier) * creature.hitDice;

/** Non-lethal damage shed per day: five times the HP rate (healing spells are not sped up). */
export const nonLethalRecoveredPerDay = (creature: RecoveringCreature): number => 5 * hpRecoveredPerDay(creature);

/** HP and non-lethal damage after `days` of rest, never above the maximum nor below 0 non-lethal. */
export function afterRest(hp: number, maxHp: number, nonLethal: number, creature: RecoveringCreature, days = 1): { hp: number; nonLethal: number } {
  return {
    hp: Math.min(maxHp, hp + days * hpRecoveredPerDay(creature)),
    nonLethal: Math.max(0, nonLethal - days * nonLethalRecoveredPerDay(creature)),
  };
}
