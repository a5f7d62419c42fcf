/**
 * What the tracker shows of declarations in secret, drawn in Chromium: the GM sees every declared
 * action; the fighter's player sees the fighter's and, of the rogue's, only that it was made (a tick),
 * until all are in; once the GM's client changed hands, the notice that they were asked for again. And
 * the GM's start panel offering identical monsters one shared initiative roll.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../support/browser";
import { speakEnglish, trackerPage } from "../support/tracker-page";
import { combat, declare, net, start, unstarted } from "./declared-table";

const { trackerContext } = await import("../../src/foundry/combat/tracker-context");
const { onGmLane } = await import("../../src/foundry/channel");
const g = globalThis as Record<string, any>;

speakEnglish();

/** The tracker as this user's client draws it. */
function trackerHtml(userId: string): string {
  return trackerPage(net.on(userId, () => ({ hasCombat: true, ...(trackerContext(combat()) as object) })));
}

describe("secret declarations in the tracker", () => {
  const page = browserPage({ width: 360, height: 700 });

  it("the GM sees the rogue's and the fighter's declared actions while the cleric and the goblins have yet to declare", async () => {
    await start("secret");
    await declare("rogue", "p1");
    await declare("fighter", "p2");
    expect(await shoot(page, trackerHtml("gm"), ".application", "tracker-declared-secret-gm.png")).toEqual([]);
    expect(await page.locator(".fray-fighter .declared").allTextContents()).toEqual([" Full defense -1", " Full defense -1"]);
  });

  it("the fighter's player sees only the fighter's", async () => {
    expect(await shoot(page, trackerHtml("p2"), ".application", "tracker-declared-secret-player.png")).toEqual([]);
    expect(await page.locator(".fray-fighter .declared").count()).toBe(1);
    expect(await page.locator('[data-combatant-id="fighter"] .declared').count()).toBe(1);
    // The rogue is listed as not in the order yet, with neither its action nor its initiative.
    expect(await page.locator('.fray-unplaced [data-combatant-id="rogue"]').count()).toBe(1);
    expect(await page.locator('[data-combatant-id="rogue"] .declared, [data-combatant-id="rogue"] .initiative').count()).toBe(0);
    // Only that it has declared, in secret: its tick and status.
    expect(await page.locator('[data-combatant-id="rogue"] .sealed').textContent()).toBe(" Declared in secret");
    expect(await page.locator('[data-combatant-id="rogue"] .status').textContent()).toBe("Waiting");
    expect(await page.locator('[data-combatant-id="cleric"] .sealed').count()).toBe(0);
  });

  it("after the GM's client changed hands, every player's tracker says the secret declarations were asked for again", async () => {
    await start("secret");
    await declare("rogue", "p1");
    net.connect("gm", false);
    net.connect("gm2", true);
    try {
      await net.on("gm2", async () => {
        g.Hooks.callAll("userConnected", g.game.users.get("gm2"), true);
        await onGmLane(async () => undefined);
      });
      await net.settle();
      expect(await shoot(page, trackerHtml("p2"), ".application", "tracker-declared-secret-reasked.png")).toEqual([]);
      expect(await page.locator(".fray-ruleset-line.sealedReasked .text").textContent()).toContain("asked to declare again");
      expect(await page.locator('[data-combatant-id="rogue"] .sealed').count()).toBe(0);
    } finally {
      net.connect("gm2", false);
      net.connect("gm", true);
    }
  });

  it("the GM's start panel offers one initiative roll per actor or per name, each its own by default", async () => {
    unstarted();
    expect(await shoot(page, trackerHtml("gm"), ".application", "tracker-start-share-initiative.png")).toEqual([]);
    const options = page.locator('.fray-start select[name="shareInitiative"] option');
    expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(["none", "actor", "name"]);
    expect(await page.locator('.fray-start select[name="shareInitiative"]').inputValue()).toBe("none");
  });
});
