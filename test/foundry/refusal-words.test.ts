/** A refusal whose placeholder is itself an i18n key (the kind of action that shuts the others) reads as words wherever it is shown. */
import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";
import { translate } from "../../src/foundry/i18n";
import { warnUser } from "../../src/foundry/notify";

const { notices } = installFoundryDouble();
const lang: Record<string, string> = {
  "FRAY.Test.Exclusive": "After {kind} you may take no other immediate action.",
  "FRAY.Test.Kind": "an attack of opportunity",
};
const g = globalThis as Record<string, any>;
// Localization#localize and #format fill {placeholders} (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format).
g.game.i18n = {
  localize: (key: string) => lang[key] ?? key,
  format: (key: string, data: Record<string, string>) => (lang[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? `{${name}}`),
};

describe("refusal words", () => {
  it("the warning a player sees names the kind in words, not its key", () => {
    warnUser("FRAY.Test.Exclusive", { kind: "FRAY.Test.Kind" });
    expect(notices.at(-1)?.message).toBe("After an attack of opportunity you may take no other immediate action.");
  });

  it("names and numbers are shown as they are", () => {
    expect(translate("FRAY.Test.Exclusive", { kind: "Maren" })).toBe("After Maren you may take no other immediate action.");
    expect(translate("FRAY.Test.Exclusive", { kind: 3 })).toBe("After 3 you may take no other immediate action.");
  });
});
