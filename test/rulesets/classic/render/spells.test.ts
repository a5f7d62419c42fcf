/** Casting a spell and a counterspell in chromium with the compiled stylesheet: the dialog and the lines the GM posts; screenshots for review. */
import { beforeEach, describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { actionLines, begin, cast, double, setUp, take, turn } from "../flows/actions/action-fight";
import { text } from "../flows/attack/fight";

beforeEach(() => setUp({ armour: { spellFailure: 10 } }));

describe("spells in chromium", () => {
  const page = browserPage({ width: 360, height: 400 });

  it("the cast-a-spell dialog: two boxes, somatic components ticked", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    await cast("p1", "maren");
    expect(await shoot(page, dialogPage(text("FRAY.Classic.Taken.CastSpell.Title"), double.dialogs.at(-1)!.content, text("FRAY.Classic.Taken.CastSpell.Cast")), ".application", "classic-cast-spell-dialog.png")).toEqual([]);
    expect(await page.locator("input[name=somatic]").isChecked()).toBe(true);
    expect(await page.locator("input[name=somaticRemoved]").isChecked()).toBe(false);
  });

  it("Maren's spell fails in armour she is not trained in; the orc may strike", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    double.dice.push(12);
    await cast("p1", "maren");
    expect(await shoot(page, chatPage(actionLines().at(-1)!.content, "Maren"), ".chat-message", "classic-spell-fails.png")).toEqual([]);
    expect(await page.locator(".fray-classic-action-outcome").textContent()).toBe(text("FRAY.Classic.Taken.SpellFails", { name: "Maren", roll: 12, chance: 50 }));
  });

  it("Pip's counterspell, for the GM to judge", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    await take("p2", "pip", "counterspell");
    expect(await shoot(page, chatPage(actionLines().at(-1)!.content, "Pip"), ".chat-message", "classic-counterspell.png")).toEqual([]);
    expect(await page.locator(".fray-classic-action-outcome").textContent()).toBe(text("FRAY.Classic.Taken.CounterspellNote"));
  });
});
