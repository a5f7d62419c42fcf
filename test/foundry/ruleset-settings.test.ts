/** A ruleset's world settings as its rules read them: the stored choice, or the default for anything else. */
import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";

const { settings } = installFoundryDouble();
const { settingValue, rulesetSettingValues } = await import("../../src/foundry/ruleset-settings");

const ORDER = { key: "quietOrder", name: "n", hint: "h", choices: { loud: "L", soft: "S" }, default: "soft" };

describe("a ruleset's setting", () => {
  it("reads the choice the GM stored", () => {
    settings.set("fray.quietOrder", "loud");
    expect(settingValue(ORDER)).toBe("loud");
    expect(rulesetSettingValues({ settings: [ORDER] } as never)).toEqual({ quietOrder: "loud" });
  });

  it("reads as its default when nothing or something that is no choice is stored", () => {
    settings.delete("fray.quietOrder");
    expect(settingValue(ORDER)).toBe("soft");
    settings.set("fray.quietOrder", "toString");
    expect(settingValue(ORDER)).toBe("soft");
  });
});
