/**
 * The factions blast card and dialog in chromium, with the compiled stylesheet; screenshots for review.
 * The card is the one the GM posts through the Foundry double (the real record, template and steps).
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { chatPage, dialogPage } from "../../../support/chat-page";
import { text } from "../flows/attack/fight";
import { BLAST_COMMANDS, blastAs, blastFight, blastStep, lastBlast } from "../flows/blast/blast-fight";

const { blastDialogView } = await import("../../../../src/rulesets/factions/flows/blast/dialog-view");
const { FACTIONS_BLAST_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/factions/flows/blast/templates");
const { translate } = await import("../../../../src/foundry/i18n");
const { attackDialogView } = await import("../../../../src/rulesets/factions/flows/attack/dialog-view");
const { withSceneDialogFacts } = await import("../../../../src/rulesets/factions/flows/zones/dialog-facts");
const { FACTIONS_ATTACK_DIALOG_TEMPLATE } = await import("../../../../src/rulesets/factions/flows/card/templates");
const { renderTemplate } = (globalThis as any).foundry.applications.handlebars;

describe("the factions blast card in chromium", () => {
  const page = browserPage({ width: 460, height: 900 });
  const show = async (file: string) => expect(await shoot(page, chatPage(lastBlast().content, "Greta"), ".chat-message", file)).toEqual([]);

  it("a fire pot that missed the hall and deviated into the yard: the save, the numbered zones, each target's damage", async () => {
    const { creatures } = blastFight();
    creatures.greta!.items.get("firepot").system.range = 1;
    await blastAs("p1", "firepot", { zoneId: "hall" }, [15, 2]);
    await blastStep("p2", BLAST_COMMANDS.dodge, [4], { token: "Scene.s.Token.sybilla" });
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [5]);
    await show("factions-blast-card-deviated.png");
    expect(await page.locator(".fray-card-outcome").textContent()).toBe(text("FRAY.Factions.BlastFlow.Card.Miss"));
    expect(await page.locator(".fray-factions-blast-deviation li").count()).toBe(2);
    expect(await page.locator(".fray-factions-blast-target").count()).toBe(2);
    expect(await page.locator("[data-fray-card-action]").allTextContents()).toEqual([text("FRAY.Factions.BlastFlow.Button.Undo")]);
  });

  it("a fire pot in the hall before damage: a Dodge for each target, Roll damage, Undo", async () => {
    blastFight();
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await show("factions-blast-card-offers.png");
    expect(await page.locator('[data-fray-card-action="dodge"]').count()).toBe(2);
    expect(await page.locator('[data-fray-card-action="rollDamage"]').count()).toBe(1);
  });
});

describe("the factions blast dialog in chromium", () => {
  const page = browserPage({ width: 460, height: 420 });

  it("a fire pot: the zones in range with their bands, sight and moving", async () => {
    const weapon = { id: "firepot", name: "Fire pot", attackKind: "ranged", range: 1 } as never;
    const view = blastDialogView(weapon, { yard: "Yard (Within half range)", hall: "Hall (Beyond half range)" }, [], true, translate);
    const html = dialogPage(view.title, await renderTemplate(FACTIONS_BLAST_DIALOG_TEMPLATE, view), text("FRAY.Factions.BlastFlow.Dialog.Attack"));
    expect(await shoot(page, html, ".application", "factions-blast-dialog.png")).toEqual([]);
    expect(await page.locator("select[name=zoneId] option").allTextContents()).toEqual(["Yard (Within half range)", "Hall (Beyond half range)"]);
    expect(await page.locator("input[name=moving]").isChecked()).toBe(true);
  });
});

describe("the factions attack dialog ticked from the zones, in chromium", () => {
  const page = browserPage({ width: 460, height: 560 });

  it("a longbow at a bandit a zone away, the archer having moved: beyond half range and moving ticked, and a line saying so", async () => {
    const base = attackDialogView({ weaponName: "Longbow", targetName: "Bandit", kind: "ranged", targetIncapacitated: false }, translate);
    const view = withSceneDialogFacts(base, { nearby: false, beyondHalf: true, outOfRange: false, moving: true });
    const html = dialogPage(view.title, await renderTemplate(FACTIONS_ATTACK_DIALOG_TEMPLATE, view), text("FRAY.Factions.AttackFlow.Dialog.Attack"));
    expect(await shoot(page, html, ".application", "factions-attack-dialog-zones.png")).toEqual([]);
    expect(await page.locator("input[name=nearby]").isChecked()).toBe(false);
    expect(await page.locator("input[name=beyondHalf]").isChecked()).toBe(true);
    expect(await page.locator("input[name=moving]").isChecked()).toBe(true);
    expect(await page.locator(".fray-factions-circumstances .hint").textContent()).toBe(text("FRAY.Factions.ZoneFlow.Dialog.FromZones"));
  });
});
