/** The tracker of a teams fight mid-round, drawn in Chromium from the GM's tracker context in the double. */
import { describe, expect, it } from "vitest";
import { double, settle, spendActions, teamsFight } from "../flows/conditions/teams-fight";
import { renderParts, sheetPage } from "../../../support/render-sheet";
import { browserPage, shoot } from "../../../support/browser";
import { flatLang } from "../../../support/lang";

const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
const { handleSetObjective } = await import("../../../../src/foundry/combat/objectives");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");

type Doc = Record<string, any>;
const PARTS = {
  tracker: { template: "systems/fray/templates/combat/tracker.hbs" },
  footer: { template: "systems/fray/templates/combat/footer.hbs" },
};

/** Roland moved and guarded; a goblin attacked twice; Clementine is acting after a move; the archer is out cold. */
async function midRound(): Promise<Doc> {
  const { combat, actors } = await teamsFight();
  const turn = (kind: string, combatantId: string) => handleTurn({ combatId: "combat1", intent: { kind, combatantId } }, "gm");
  await turn("act", "roland");
  await spendActions(combat, "roland", "move", "guard");
  await turn("endTurn", "roland");
  await turn("act", "gob1");
  await spendActions(combat, "gob1", "attack", "attack");
  await turn("endTurn", "gob1");
  await turn("act", "clementine");
  await spendActions(combat, "clementine", "move");
  await actors.gob2!.update({ system: { health: { value: 0 } } });
  await settle();
  return combat;
}

/** The tracker's HTML for this user's context, on Foundry's dark sidebar. */
function trackerPage(fray: Doc): string {
  return sheetPage("Combat", "fray fray-tracker sidebar-tab", 320, renderParts(PARTS, { fray }))
    // Foundry's sidebar is dark; the tracker's colours are written for it.
    .replace("</style>", ".fray-tracker .window-content { background: #1f1e1c; color: #e9e4da; }</style>");
}

/** game.i18n over en.json, as Foundry formats "{team}" placeholders (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format). */
function withEnglish<T>(work: () => T): T {
  const lang = flatLang();
  const game = (globalThis as Doc).game;
  const before = game.i18n;
  game.i18n = {
    localize: (key: string) => lang.get(key) ?? key,
    format: (key: string, data: Record<string, string> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (_m: string, name: string) => data[name] ?? ""),
  };
  try {
    return work();
  } finally {
    game.i18n = before;
  }
}

describe("the tracker in a teams world, mid-round", () => {
  const page = browserPage({ width: 360, height: 900 });

  it("shows each combatant's actions, reaction and markers, who acted, who is acting and who is down", async () => {
    const combat = await midRound();
    double.net.actAs("gm");
    const fray = { hasCombat: true, ...(trackerContext(combat) as Doc) };
    const html = sheetPage("Combat", "fray fray-tracker sidebar-tab", 320, renderParts(PARTS, { fray }))
      // Foundry's sidebar is dark; the tracker's colours are written for it.
      .replace("</style>", ".fray-tracker .window-content { background: #1f1e1c; color: #e9e4da; }</style>");
    expect(await shoot(page, html, ".application", "tracker-teams.png")).toEqual([]);
    expect(await page.locator('[data-combatant-id="roland"] .badge').allTextContents()).toEqual(["Action", "Action", "Action", "Reaction", "Guarding (+1 to defences)"]);
    expect(await page.locator('[data-combatant-id="roland"] .badge.spent').count()).toBe(3);
    expect(await page.locator('[data-combatant-id="clementine"] .badge.spent').count()).toBe(1);
    expect(await page.locator('[data-combatant-id="gob1"] .badge.spent').count()).toBe(2);
    expect(await page.locator(".fray-fighter.status-acting").count()).toBe(1);
    expect(await page.locator('.fray-fighter.status-unconscious[data-combatant-id="gob2"]').count()).toBe(1);
    expect(await page.locator('[data-combatant-id="gob2"] .badge').count()).toBe(0);
  });

  it("with both teams' objectives, the guards beaten and the party's objective done: the GM is told the fight could end, players see only the objectives", async () => {
    const { combat, actors } = await teamsFight();
    const objective = (groupId: string, data: Record<string, unknown>) => handleSetObjective({ combatId: "combat1", groupId, ...data }, "gm");
    await objective("party", { text: "Get Clementine to the gate" });
    await objective("foes", { text: "Sound the alarm" });
    await objective("party", { complete: true });
    await handleTurn({ combatId: "combat1", intent: { kind: "defeat", combatantId: "gob1" } }, "gm");
    await actors.gob2!.update({ system: { health: { value: 0 } } });
    await settle();

    double.net.actAs("p1");
    const player = withEnglish(() => ({ hasCombat: true, ...(trackerContext(combat) as Doc) }));
    expect(await shoot(page, trackerPage(player), ".application", "tracker-teams-objectives-player.png")).toEqual([]);
    expect(await page.locator('[data-group-id="foes"] .fray-objective .text').textContent()).toBe("Sound the alarm");
    expect(await page.locator(".fray-objective button, .fray-fight-end").count()).toBe(0);

    double.net.actAs("gm");
    const gm = withEnglish(() => ({ hasCombat: true, ...(trackerContext(combat) as Doc) }));
    expect(await shoot(page, trackerPage(gm), ".application", "tracker-teams-objectives.png")).toEqual([]);
    expect(await page.locator(".fray-fight-end .reason").allTextContents()).toEqual([
      " Party completed its objective: Get Clementine to the gate",
      " Only Party remains: nobody on any other team can act.",
    ]);
    expect(await page.locator('.fray-fight-end button[data-action="frayEnd"]').count()).toBe(1);
    expect(await page.locator('[data-group-id="party"] .fray-objective.complete .chip').textContent()).toBe("Complete");
    expect(await page.locator('[data-group-id="foes"] button[data-action="frayObjectiveComplete"][data-complete="true"]').count()).toBe(1);
  });
});
