/** A damaged fight record in the tracker, drawn in Chromium: the GM's banner with what is wrong and the two ways out; a player's one line. */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../support/browser";
import { trackerPage } from "../support/tracker-page";
import { GM, midRound, roster } from "../support/tracker-scenarios";

const ISSUES = [
  { path: "system.state.history", problem: "is missing" },
  { path: "system.state.fighters.2.groupId", problem: 'expected text, got 7' },
];

describe("a damaged fight record in the tracker", () => {
  const page = browserPage({ width: 360, height: 480 });

  it("shows the GM what is wrong, with Rebuild and Reset side by side", async () => {
    const fray = { hasCombat: true, isGM: true, started: false, damaged: { issues: ISSUES, more: "and 3 more" } };
    expect(await shoot(page, trackerPage(fray), ".application", "tracker-damaged-gm.png")).toEqual([]);
    expect(await page.locator(".fray-damaged .title").textContent()).toContain("unreadable");
    expect(await page.locator(".fray-damaged .issues .path").allTextContents()).toEqual(["system.state.history", "system.state.fighters.2.groupId"]);
    expect(await page.locator(".fray-damaged .repair button").allTextContents()).toEqual([" Rebuild", " Reset"]);
    expect(await page.locator(".fray-end").count()).toBe(1);
  });

  it("tells a player only that the GM must repair it", async () => {
    const fray = { hasCombat: true, isGM: false, started: false, damaged: { issues: [], more: "" } };
    expect(await shoot(page, trackerPage(fray), ".application", "tracker-damaged-player.png")).toEqual([]);
    expect(await page.locator(".fray-damaged").count()).toBe(0);
    expect(await page.locator(".fray-damaged-player").textContent()).toContain("GM must repair");
  });

  it("a running fight's footer offers the GM Reset beside the engine's buttons and End", async () => {
    const { displays, groupNames } = roster();
    const fray = { hasCombat: true, isGM: true, canReset: true, ...midRound("sideInitiative").rows(GM, displays, groupNames) };
    expect(await shoot(page, trackerPage(fray), ".fray-tracker-footer", "tracker-footer-reset.png")).toEqual([]);
    expect(await page.locator(".fray-tracker-footer .fray-reset").textContent()).toContain("Reset");
  });
});
