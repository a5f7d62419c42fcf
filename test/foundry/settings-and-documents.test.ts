import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDouble } from "../foundry-double/globals";

const foundry: FoundryDouble = installFoundryDouble();
const { refuseUnavailableRuleset, registerSettings } = await import("../../src/foundry/settings");
const { activeRules, shippedRules, useRulesets } = await import("../../src/foundry/active-ruleset");

// Every ruleset ships now: these tests boot a build that has not shipped `factions` yet (test/support/shipped-rulesets.ts).
const everyRuleset = shippedRules();
const whileFactionsIsComing = () => useRulesets(everyRuleset.filter((rules) => rules.id !== "factions"));
const { FrayActor, FrayItem } = await import("../../src/foundry/documents");

beforeEach(() => {
  useRulesets(everyRuleset);
  foundry.notices.length = 0;
  foundry.settings.clear();
  registerSettings();
});

describe("world settings", () => {
  it("default to the sides ruleset and its own turn structure", () => {
    expect(foundry.settings.get("fray.ruleset")).toBe("sides");
    expect(foundry.settings.get("fray.turnStructure")).toBe("ruleset");
  });

  it("refuse a ruleset that is only listed as coming, and tell the GM why", () => {
    whileFactionsIsComing();
    expect(refuseUnavailableRuleset("fray.ruleset", JSON.stringify("factions"))).toBe(false);
    expect(foundry.notices).toEqual([{ level: "error", message: "FRAY.Settings.ruleset.unavailable" }]);
  });

  it("accept the ruleset that has content, and leave other settings alone", () => {
    expect(refuseUnavailableRuleset("fray.ruleset", JSON.stringify("sides"))).toBe(true);
    expect(refuseUnavailableRuleset("core.other", "anything")).toBe(true);
    expect(foundry.notices).toEqual([]);
  });

  it("fall back to sides if a world somehow stored a coming ruleset", () => {
    whileFactionsIsComing();
    foundry.settings.set("fray.ruleset", "factions");
    expect(activeRules().id).toBe("sides");
  });
});

describe("Create Actor and Create Item", () => {
  it("offer only the active ruleset's actor types", async () => {
    const shown = (await FrayActor.createDialog({}, {}, {})) as unknown as { dialogOptions: { types: string[] } };
    expect(shown.dialogOptions.types).toEqual(["sidesCharacter", "sidesMonster"]);
  });

  it("offer only the active ruleset's item types, keeping the caller's other options", async () => {
    const shown = (await FrayItem.createDialog({ name: "x" }, {}, { folders: [] } as never)) as unknown as {
      data: unknown;
      dialogOptions: { types: string[]; folders: unknown[] };
    };
    expect(shown.dialogOptions.types).toEqual(["sidesWeapon", "sidesArmour", "sidesShield", "sidesGear"]);
    expect(shown.dialogOptions.folders).toEqual([]);
    expect(shown.data).toEqual({ name: "x" });
  });
});
