/** The teams attack dialog in chromium, with the compiled stylesheet; screenshots for review. */
import { describe, expect, it } from "vitest";
import { teamsAttackDialogView, type TeamsAttackDialogView } from "../../../../src/rulesets/teams/flows/attack-dialog-view";
import { TEAMS_ATTACK_DIALOG_TEMPLATE } from "../../../../src/rulesets/teams/flows/dialog-templates";
import { templateRenderer } from "../../../foundry-double/attack";
import { browserPage, shoot } from "../../../support/browser";
import { dialogPage } from "../../../support/chat-page";
import { flatLang } from "../../../support/lang";
import { boudicaAttack, crossbow, dagger, spear, target } from "../rules/combat/attack-support";
import { teamsTranslate } from "../flows/support";

const t = teamsTranslate();
const render = templateRenderer(flatLang());
const boudica = boudicaAttack().attacker;

/** The dialog window as Foundry's DialogV2 would frame it; the shell disables Roll when the view says so. */
function page(view: TeamsAttackDialogView): string {
  const html = dialogPage(view.title, render(TEAMS_ATTACK_DIALOG_TEMPLATE, view), t("FRAY.Teams.Dialog.Roll"));
  return view.canRoll ? html : html.replace('<footer><button type="button">', '<footer><button type="button" disabled>');
}

describe("the teams attack dialog in chromium", () => {
  const browser = browserPage({ width: 460, height: 640 });

  it("Boudica's spear with flanking against a guarding, prone town guard: choices, state, 2d6+1 twice", async () => {
    const weapons = [{ id: "spear", name: "Spear", weapon: spear }, { id: "dagger", name: "Dagger", weapon: dagger }];
    const guard = target({ prone: true, lasting: { defenceBonus: 1, rangedDisadvantage: false } });
    const view = teamsAttackDialogView({ attacker: boudica, weapons, target: guard, targetName: "Town guard" }, { weaponId: "spear", situation: { sneak: false, flanking: true } }, t);
    expect(await shoot(browser, page(view), ".application", "teams-attack-dialog.png")).toEqual([]);
    expect(await browser.locator("select[name=attribute] option").allTextContents()).toEqual(["Strength (d6)", "Dexterity (d6)"]);
    expect(await browser.locator("select[name=proficiency]").inputValue()).toBe("martial");
    expect(await browser.locator("input[name=flanking]").isChecked()).toBe(true);
    expect(await browser.locator(".fray-dialog-formula").textContent()).toBe("2d6+1");
    expect(await browser.locator(".fray-dialog-sets").textContent()).toBe("3 sets of 2d6, the best kept");
    expect(await browser.locator(".fray-dialog-target-state").count()).toBe(2);
    expect(await browser.locator("footer button").isDisabled()).toBe(false);
  });

  it("Petra's unloaded crossbow: the reason shown, nothing to roll, Roll disabled", async () => {
    const weapons = [{ id: "xbow", name: "Crossbow", weapon: { ...crossbow, loaded: false } }];
    const view = teamsAttackDialogView({ attacker: boudica, weapons, target: target(), targetName: "Town guard" }, { weaponId: "xbow", situation: { sneak: false, flanking: false } }, t);
    expect(await shoot(browser, page(view), ".application", "teams-attack-dialog-refused.png")).toEqual([]);
    expect(await browser.locator(".fray-dialog-refusal").textContent()).toBe("The weapon must be reloaded first (2 actions).");
    expect(await browser.locator(".fray-dialog-roll").count()).toBe(0);
    expect(await browser.locator("footer button").isDisabled()).toBe(true);
  });

  it("against an unconscious guard: the killing strike offered and chosen, its constitution named, two sets rolled", async () => {
    const weapons = [{ id: "spear", name: "Spear", weapon: spear }];
    const facts = { attacker: boudica, weapons, target: target({ constitution: 4 }), targetName: "Town guard", targetUnconscious: true };
    const view = teamsAttackDialogView(facts, { weaponId: "spear", situation: { sneak: false, flanking: false }, killingStrike: true }, t);
    expect(await shoot(browser, page(view), ".application", "teams-attack-dialog-killing.png")).toEqual([]);
    expect(await browser.locator("input[name=killingStrike]").isChecked()).toBe(true);
    expect(await browser.locator(".fray-dialog-killing-note").textContent()).toContain("constitution of 4");
    expect(await browser.locator(".fray-dialog-sets").textContent()).toBe("2 sets of 2d6, the best kept");
  });
});
