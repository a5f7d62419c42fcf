/**
 * Rolls the GM's client makes while it applies a command are digital: a manual or Bluetooth dice-entry
 * dialog would hold every player's command behind it on the GM's lane. `allowInteractive` (default true)
 * is Roll#evaluate's switch for interactive fulfilment: foundryvtt/foundryvtt#10941,
 * https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#evaluate (also moo-man/WFRP4e-FoundryVTT#2092).
 */
export const LANE_ROLL = { allowInteractive: false } as const;

/** A Foundry roll of a formula and its total: what every ruleset's GM rolls a card's dice with. */
export async function rollDice(formula: string): Promise<{ roll: Roll; total: number }> {
  const roll = await new foundry.dice.Roll(formula).evaluate(LANE_ROLL);
  return { roll, total: roll.total ?? 0 };
}
