/**
 * A save from the sheet's Save button: a d20 against the score, read by the world's save setting, and a
 * chat line with the roll saying whether it passed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { double, factionsFight, resetDoubles, settle, text, world } from "../flows/attack/fight";

const { rollFactionsSave } = await import("../../../../src/rulesets/factions/sheets/save-roll");

type Plain = Record<string, any>;
let brenna: Plain;

beforeEach(() => {
  resetDoubles();
  brenna = factionsFight([{ id: "brenna", name: "Brenna", owners: ["p1"], fields: { scores: { str: 14, agi: 12, wit: 9 } } }]).creatures.brenna!;
});

const save = async (score: "str" | "agi" | "wit", d20: number) => {
  double.actAs("p1");
  double.dice.push(d20);
  await rollFactionsSave(brenna as never, score);
  double.actAs("gm");
  await settle();
  return [...double.messages.values()].at(-1)!;
};
const words = (message: Plain) => String(message.content).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("a save rolled from the sheet", () => {
  it("a d20 equal to the score passes: STR 14 rolling 14", async () => {
    const line = await save("str", 14);
    expect(words(line)).toBe(`${text("FRAY.Factions.Sheet.saveOf", { score: "STR" })}: ${text("FRAY.Factions.Save.pass", { roll: 14, score: 14 })}`);
    expect(line.content).toContain("passed");
    expect(line.rolls.map((roll: { total: number }) => roll.total)).toEqual([14]);
  });

  it("over the score fails: WIT 9 rolling 10", async () => {
    const line = await save("wit", 10);
    expect(words(line)).toContain(text("FRAY.Factions.Save.fail", { roll: 10, score: 9 }));
    expect(line.content).toContain("failed");
  });

  it("under the natural-extremes setting a natural 20 fails even against a high score, a natural 1 passes", async () => {
    world.settings.set("fray.factionsSaveRoll", "naturalExtremes");
    brenna.system.scores.agi = 20;
    expect(words(await save("agi", 20))).toContain(text("FRAY.Factions.Save.naturalTwenty", { score: 20 }));
    brenna.system.scores.agi = 1;
    expect(words(await save("agi", 1))).toContain(text("FRAY.Factions.Save.naturalOne", { score: 1 }));
  });
});
