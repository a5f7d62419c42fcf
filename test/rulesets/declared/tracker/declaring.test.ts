/**
 * The tracker while declarations are open: the declared-speed order holds only those who declared, so
 * everyone still to declare is listed apart ("Not in the order yet") with the Declare button the GM
 * needs for the monsters; a declaration moves the creature into the order. Drawn in Chromium too.
 */
import { afterEach, describe, expect, it } from "vitest";
import { declaredFight, double, settle } from "./fight";
import { allowedForGm, pressAsGm } from "../../../support/every-structure";
import { browserPage, shoot } from "../../../support/browser";
import { speakEnglish, trackerPage } from "../../../support/tracker-page";

const { handleStart } = await import("../../../../src/foundry/combat/combat-queries");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");

type Doc = Record<string, any>;
const CONDITION_KINDS = ["defeat", "fallUnconscious", "recover", "leave"];

/** A declared fight started under declared speed, the base d12s showing 6, 1, 9 and 4. */
async function declaring(): Promise<Doc> {
  double.dice.splice(0, double.dice.length, 6, 1, 9, 4);
  const { combat } = declaredFight();
  expect(await handleStart({ combatId: "combat1", structure: "declared", choices: {} }, "gm")).toEqual({ ok: true });
  await settle();
  return combat;
}

/** The tracker as this user's client draws it. */
function trackerAs(userId: string, combat: Doc): Doc {
  double.net.actAs(userId);
  try {
    return trackerContext(combat) as Doc;
  } finally {
    double.net.actAs("gm");
  }
}

const ids = (rows: Doc[]) => rows.map((row) => row.id);
const orderIds = (tracker: Doc) => tracker.order.flatMap((step: Doc) => ids(step.fighters));
const buttonsOf = (tracker: Doc, id: string) => [...tracker.unplaced, ...tracker.order.flatMap((step: Doc) => step.fighters)].find((row: Doc) => row.id === id)?.buttons.map((b: Doc) => b.kind) ?? [];
const everyRow = (tracker: Doc): Doc[] => [...tracker.groups.flatMap((group: Doc) => group.fighters), ...tracker.order.flatMap((step: Doc) => step.fighters), ...tracker.unplaced];

afterEach(() => double.net.actAs("gm"));

describe("the declared tracker while declarations are open", () => {
  it("lists all four as not in the order yet, each with a Declare button for the GM; Rhazzan's declaration moves him into the order", async () => {
    const combat = await declaring();
    let gm = trackerAs("gm", combat);
    expect(ids(gm.unplaced)).toEqual(["rhazzan", "wren", "ogre", "spider"]);
    expect(orderIds(gm)).toEqual([]);
    for (const id of ["rhazzan", "wren", "ogre", "spider"]) expect(buttonsOf(gm, id)).toContain("declare");

    await pressAsGm(combat, { kind: "declare", combatantId: "rhazzan", actionId: "fullDefense" }, settle);
    gm = trackerAs("gm", combat);
    expect(ids(gm.unplaced)).toEqual(["wren", "ogre", "spider"]);
    expect(orderIds(gm)).toEqual(["rhazzan"]);
  });

  it("Wren's player sees everyone and a Declare button on Wren alone", async () => {
    const combat = await declaring();
    const wren = trackerAs("p2", combat);
    expect(ids(everyRow(wren)).sort()).toEqual(["ogre", "rhazzan", "spider", "wren"]);
    expect(buttonsOf(wren, "wren")).toEqual(["declare"]);
    for (const id of ["rhazzan", "ogre", "spider"]) expect(buttonsOf(wren, id)).toEqual([]);
  });

  it("every button the GM may press is drawn once, on the row it names, while declaring and once the dead Ogre is left out of the order", async () => {
    const combat = await declaring();
    const drawnMatchesAllowed = async () => {
      const gm = trackerAs("gm", combat);
      const rows = everyRow(gm);
      expect(new Set(ids(rows)).size).toBe(rows.length);
      for (const row of rows) for (const button of row.buttons) expect(button.combatantId).toBe(row.id);
      const key = (b: Doc) => `${b.kind} ${b.combatantId ?? ""} ${b.groupId ?? ""}`;
      const drawn = [...rows.flatMap((row) => row.buttons), ...gm.footer].map(key).sort();
      expect(drawn).toEqual((await allowedForGm(combat)).filter((intent) => !CONDITION_KINDS.includes(intent.kind)).map(key).sort());
      return gm;
    };
    await drawnMatchesAllowed();
    await pressAsGm(combat, { kind: "defeat", combatantId: "ogre" }, settle);
    for (const id of ["rhazzan", "wren", "spider"]) await pressAsGm(combat, { kind: "declare", combatantId: id, actionId: "fullDefense" }, settle);
    await pressAsGm(combat, { kind: "lockDeclarations" }, settle);
    const locked = await drawnMatchesAllowed();
    expect(ids(locked.unplaced)).toEqual(["ogre"]);
    expect(locked.unplaced[0].status).toBe("defeated");
  });
});

describe("the declared tracker while declarations are open, drawn", () => {
  const page = browserPage({ width: 360, height: 700 });

  it("shows Rhazzan in the order with his full defense and the three still to declare below a heading, each with a Declare button", async () => {
    const combat = await declaring();
    await pressAsGm(combat, { kind: "declare", combatantId: "rhazzan", actionId: "fullDefense" }, settle);
    speakEnglish();
    expect(await shoot(page, trackerPage({ hasCombat: true, ...trackerAs("gm", combat) }), ".application", "tracker-declared-declaring.png")).toEqual([]);
    expect(await page.locator(".fray-unplaced > header").textContent()).toBe("Not in the order yet");
    expect(await page.locator(".fray-unplaced .fray-fighter .name").allTextContents()).toEqual(["Wren Alder", "Ogre", "Giant Spider"]);
    expect(await page.locator('.fray-unplaced button[data-kind="declare"]').count()).toBe(3);
    expect(await page.locator(".fray-order .fray-fighter .name").allTextContents()).toEqual(["Rhazzan"]);
  });
});
