import { describe, expect, it } from "vitest";
import { TURN_STRUCTURE_IDS } from "../../src/core/turns/engine";
import { renderParts, sheetPage } from "../support/render-sheet";
import { browserPage, shoot } from "../support/browser";
import { GM, midRound, PLAYER, roster } from "../support/tracker-scenarios";

const PARTS = {
  tracker: { template: "systems/fray/templates/combat/tracker.hbs" },
  footer: { template: "systems/fray/templates/combat/footer.hbs" },
};

function trackerHtml(structure: (typeof TURN_STRUCTURE_IDS)[number], viewer = GM): string {
  const { displays, groupNames } = roster();
  const fray = { hasCombat: true, isGM: viewer.isGM, ...midRound(structure).rows(viewer, displays, groupNames) };
  const page = sheetPage("Combat", "fray fray-tracker sidebar-tab", 320, renderParts(PARTS, { fray }));
  // The sidebar is dark in Foundry's default theme; the tracker's colours are written for it.
  return page.replace("</style>", ".fray-tracker .window-content { background: #1f1e1c; color: #e9e4da; }</style>");
}

describe("the tracker in every turn structure, mid-round", () => {
  const page = browserPage({ width: 360, height: 900 });

  it.each(TURN_STRUCTURE_IDS)("%s renders for the GM with whose turn it is", async (structure) => {
    expect(await shoot(page, trackerHtml(structure), ".application", `tracker-${structure}.png`)).toEqual([]);
    expect(await page.locator(".fray-status .round").textContent()).toMatch(/Round \d+/);
    expect(await page.locator(".fray-fighter").count()).toBe(5);
    expect(await page.locator(".fray-end").count()).toBe(1);
  });

  it("side initiative shows the party on turn, who acted and who is acting", async () => {
    await page.setContent(trackerHtml("sideInitiative"), { waitUntil: "load" });
    await expect(page.locator(".fray-group.on-turn .name").first().textContent()).resolves.toContain("Party");
    expect(await page.locator(".fray-fighter.status-acted").count()).toBe(1);
    expect(await page.locator(".fray-fighter.status-acting").count()).toBe(1);
  });

  it("each combatant shows what is left of its round's actions", async () => {
    await page.setContent(trackerHtml("sideInitiative"), { waitUntil: "load" });
    const maren = page.locator('[data-combatant-id="maren"] .badge');
    expect(await maren.allTextContents()).toEqual(["Main", "Move", "2nd move"]);
    expect(await page.locator('[data-combatant-id="maren"] .badge.spent').allTextContents()).toEqual(["Main", "2nd move"]);
  });

  it("before the start the GM picks the structure and who surprised whom", async () => {
    const fray = {
      hasCombat: true,
      isGM: true,
      started: false,
      structures: { sideInitiative: "FRAY.TurnStructure.sideInitiative", factions: "FRAY.TurnStructure.factions" },
      selected: "sideInitiative",
      sides: { "": "(nobody)", party: "Party", foes: "Foes" },
    };
    const html = sheetPage("Combat", "fray fray-tracker", 320, renderParts(PARTS, { fray }));
    const dark = html.replace("</style>", ".fray-tracker .window-content { background: #1f1e1c; color: #e9e4da; }</style>");
    expect(await shoot(page, dark, ".application", "tracker-start.png")).toEqual([]);
    expect(await page.locator('.fray-start select[name="surprising"] option').count()).toBe(3);
    expect(await page.locator('.fray-start [data-action="frayStart"]').count()).toBe(1);
  });

  it("a player sees buttons only on their own combatant and never the hidden chieftain", async () => {
    expect(await shoot(page, trackerHtml("sideInitiative", PLAYER), ".application", "tracker-sideInitiative-player.png")).toEqual([]);
    expect(await page.getByText("Goblin Chieftain").count()).toBe(0);
    const withButtons = await page.locator(".fray-fighter:has(button)").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-combatant-id")));
    expect(withButtons.every((id) => id === "maren")).toBe(true);
    expect(await page.locator(".kind-undo").count()).toBe(0);
    expect(await page.locator(".fray-end").count()).toBe(0);
  });

  it("declared mode groups equal values into one simultaneous step", async () => {
    await page.setContent(trackerHtml("declared"), { waitUntil: "load" });
    expect(await page.locator(".fray-step.simultaneous .fray-fighter").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator(".fray-fighter .declared").count()).toBe(5);
  });

  it("factions show the fast threshold and the initiative holder", async () => {
    await page.setContent(trackerHtml("factions"), { waitUntil: "load" });
    expect(await page.locator(".fray-status .threshold").count()).toBe(1);
    await expect(page.locator(".fray-group .holder").textContent()).resolves.toContain("Initiative");
  });
});
