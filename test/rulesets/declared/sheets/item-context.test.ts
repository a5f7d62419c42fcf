import { describe, expect, it } from "vitest";
import { declaredItemSheetContext } from "../../../../src/rulesets/declared/sheets/item-context";
import { declaredItemDetailsTemplate } from "../../../../src/rulesets/declared/sheets/layout";
import { chainShirt, draught, huntersMark, javelin } from "./creatures";

describe("what the declared item sheet shows", () => {
  it("a javelin: speed +1, ×3 on a critical, piercing ticked among the eleven damage types", () => {
    const { view } = declaredItemSheetContext("declaredWeapon", javelin().system);
    expect(view).toMatchObject({ kind: "weapon", speed: "+1", critical: "×3", criticalChoices: { 2: "×2", 3: "×3", 4: "×4" } });
    if (view.kind !== "weapon") throw new Error("not a weapon view");
    expect(view.damageTypes).toHaveLength(11);
    expect(view.damageTypes.filter((type) => type.dealt).map((type) => type.key)).toEqual(["piercing"]);
  });

  it("a spell with no speed of its own is cast at TN − 10, and says so as the empty field's placeholder", () => {
    expect(declaredItemSheetContext("declaredSpell", huntersMark().system).view).toEqual({ kind: "spell", speed: "+3", defaultSpeed: "3" });
    expect(declaredItemSheetContext("declaredSpell", { ...huntersMark().system, speed: -1 }).view).toMatchObject({ speed: "\u22121" });
  });

  it("armour shows both bonuses; a consumable its initiative modifier", () => {
    expect(declaredItemSheetContext("declaredArmour", chainShirt().system).view).toEqual({ kind: "armour", defenseBonus: "+1", armourBonus: "+3" });
    expect(declaredItemSheetContext("declaredConsumable", draught().system).view).toEqual({ kind: "consumable", modifier: "+6" });
  });

  it("each item type has its own details template", () => {
    const templates = ["declaredWeapon", "declaredArmour", "declaredConsumable", "declaredSpell"].map(declaredItemDetailsTemplate);
    expect(new Set(templates).size).toBe(4);
    expect(templates.every((path) => path.startsWith("systems/fray/templates/declared/sheets/"))).toBe(true);
  });
});
