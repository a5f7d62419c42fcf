import { describe, expect, it } from "vitest";
import { fortitudeSave, saveSucceeds } from "../../../../../src/rulesets/classic/rules/character/saves";

describe("the Fortitude save", () => {
  it("base +4 and CON +2 give +6, itemised", () => {
    expect(fortitudeSave(4, 2)).toEqual({
      total: 6,
      lines: [
        { key: "FRAY.Classic.Save.base", value: 4 },
        { key: "FRAY.Classic.Save.con", value: 2 },
      ],
    });
  });

  it("another bonus shows as its own line; a CON penalty lowers the save", () => {
    const save = fortitudeSave(2, -1, 1);
    expect(save.total).toBe(2);
    expect(save.lines.at(-1)).toEqual({ key: "FRAY.Classic.Save.other", value: 1 });
    expect(fortitudeSave(2, -1, 0).lines).toHaveLength(2);
  });

  it("meeting the DC is a success: d20 9 + 6 against DC 15 saves, 8 + 6 fails", () => {
    expect(saveSucceeds(9, 6, 15)).toBe(true);
    expect(saveSucceeds(8, 6, 15)).toBe(false);
  });
});
