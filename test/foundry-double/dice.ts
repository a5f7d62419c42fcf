/**
 * Dice that show what the test scripts: `foundry.dice.Roll` whose dice take the test's numbers in order.
 * Sources:
 * - `new Roll(formula)`; `await roll.evaluate()` rolls it and resolves to the roll itself; then `formula`, `total`
 *   and `dice` (the die terms, each with its `faces`, its `results` as `{ result }` and its `total`) read it:
 *   https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html, …/foundry.dice.terms.Die.html
 * - A roll goes into a message as its serialized data (ChatMessageData#rolls, "Serialized content of any Roll
 *   instances attached to the ChatMessage": https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.ChatMessageData.html);
 *   `toJSON` gives that data (Roll#toJSON, first page), here the parts above.
 * The double reads sums of `NdM` dice and whole numbers ("1d20 + 3", "1d6-1"); any other formula, a die with no
 * scripted number left or a number no face of that die shows throws, so a test never rolls what it did not choose.
 */

interface DieDouble {
  faces: number;
  results: { result: number }[];
  total: number;
}

/** Installs the scripted Roll at `foundry.dice.Roll`; the test pushes each die's face onto `dice` before it is rolled. */
export function installDice(dice: number[]) {
  class Roll {
    total: number | undefined = undefined;
    dice: DieDouble[] = [];
    constructor(readonly formula: string) {}

    async evaluate(): Promise<this> {
      const terms = this.formula.replace(/\s+/g, "").match(/[+-]?[^+-]+/g) ?? [];
      let total = 0;
      for (const term of terms) {
        const sign = term.startsWith("-") ? -1 : 1;
        const body = term.replace(/^[+-]/, "");
        const die = /^(\d*)d(\d+)$/.exec(body);
        if (die) {
          const faces = Number(die[2]);
          const results = Array.from({ length: Number(die[1] || 1) }, () => ({ result: nextFace(faces) }));
          const dieTotal = results.reduce((sum, { result }) => sum + result, 0);
          this.dice.push({ faces, results, total: dieTotal });
          total += sign * dieTotal;
        } else if (/^\d+$/.test(body)) total += sign * Number(body);
        else throw new Error(`The dice double rolls sums of NdM and numbers only, not "${this.formula}"`);
      }
      this.total = total;
      return this;
    }

    toJSON() {
      return { formula: this.formula, total: this.total, dice: this.dice };
    }
  }

  function nextFace(faces: number): number {
    const face = dice.shift();
    if (face === undefined) throw new Error(`The test scripted no face for a d${faces}`);
    if (!Number.isInteger(face) || face < 1 || face > faces) throw new Error(`A d${faces} cannot show ${face}`);
    return face;
  }

  const g = globalThis as Record<string, any>;
  g.foundry = { ...(g.foundry ?? {}), dice: { ...(g.foundry?.dice ?? {}), Roll } };
  return { Roll, dice };
}
