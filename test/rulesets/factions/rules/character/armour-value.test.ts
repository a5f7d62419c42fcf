import { describe, expect, it } from "vitest";
import { armourValue, bestInUse, type ProtectiveItem } from "../../../../../src/rulesets/factions/rules/character/armour-value";
import { stillWorks } from "../../../../../src/rulesets/factions/rules/character/item-condition";

const item = (name: string, armourValue: number, inUse = true, condition: ProtectiveItem["condition"] = "intact"): ProtectiveItem => ({ name, armourValue, condition, inUse });

describe("a character's armour value", () => {
  it("nothing worn, no hide: 0, no lines", () => {
    expect(armourValue({ natural: 0, armour: [], shields: [] })).toEqual({ total: 0, lines: [] });
  });

  it("a mail shirt (2) and a held shield (1) on a man: 3, each listed by name", () => {
    expect(armourValue({ natural: 0, armour: [item("Mail shirt", 2)], shields: [item("Round shield", 1)] })).toEqual({
      total: 3,
      lines: [
        { key: "FRAY.Factions.Armour.worn", value: 2, data: { name: "Mail shirt" } },
        { key: "FRAY.Factions.Armour.shield", value: 1, data: { name: "Round shield" } },
      ],
    });
  });

  it("a bear's hide gives its own armour", () => {
    expect(armourValue({ natural: 1, armour: [], shields: [] })).toEqual({ total: 1, lines: [{ key: "FRAY.Factions.Armour.natural", value: 1 }] });
  });

  it("a damaged suit still protects; a broken one, a carried one or a shield on the back give nothing", () => {
    expect(armourValue({ natural: 0, armour: [item("Mail", 2, true, "damaged")], shields: [] }).total).toBe(2);
    expect(armourValue({ natural: 0, armour: [item("Mail", 2, true, "broken")], shields: [item("Shield", 1, false)] }).total).toBe(0);
    expect(armourValue({ natural: 0, armour: [item("Mail", 2, false)], shields: [] }).total).toBe(0);
  });

  it("two suits or two shields never add up: the best working one counts", () => {
    const total = armourValue({ natural: 0, armour: [item("Leather", 1), item("Plate", 3, true, "broken"), item("Mail", 2)], shields: [item("Buckler", 1), item("Tower", 2)] });
    expect(total.total).toBe(4);
    expect(total.lines.map((l) => l.data?.name)).toEqual(["Mail", "Tower"]);
  });

  it("the first of two equal items counts; none in use is none", () => {
    expect(bestInUse([item("A", 1), item("B", 1)])?.name).toBe("A");
    expect(bestInUse([item("A", 1, false)])).toBeNull();
  });

  it("an item of armour value 0 adds no line", () => {
    expect(armourValue({ natural: 0, armour: [item("Robe", 0)], shields: [item("Plank", 0)] })).toEqual({ total: 0, lines: [] });
  });
});

describe("the condition of gear", () => {
  it("damaged gear still works, broken gear does not", () => {
    expect([stillWorks({ condition: "intact" }), stillWorks({ condition: "damaged" }), stillWorks({ condition: "broken" })]).toEqual([true, true, false]);
  });
});
