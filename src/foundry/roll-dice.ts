/** A Foundry roll of a formula and its total: what every ruleset's GM rolls a card's dice with. */
export async function rollDice(formula: string): Promise<{ roll: Roll; total: number }> {
  const roll = await new foundry.dice.Roll(formula).evaluate();
  return { roll, total: roll.total ?? 0 };
}
