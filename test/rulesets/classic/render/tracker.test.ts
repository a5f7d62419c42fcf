/**
 * The tracker of a classic fight mid-round, drawn in Chromium for the README: individual initiative with
 * the pack creatures (Brannoc Vell and Isket Marrowind against the Ogre and the Wolf), each row's d20 +
 * bonus with the bonus/100 tiebreak, Isket delaying, Brannoc done after a move and his attacks, the Wolf
 * acting with its attack of opportunity spent, the Ogre dying at 0 HP and keeping its turn for its death save.
 */
import { describe, expect, it } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { portrait, speakEnglish, trackerPage } from "../../../support/tracker-page";
import { pressAsGm, pressStart, rollingDice } from "../../../support/every-structure";
import { classicFight, double, settle, type FighterId } from "../tracker/fight";

const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { storeEconomy, storedEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { classicEconomy } = await import("../../../../src/rulesets/classic/rules/actions/budget");
const { spendAction } = await import("../../../../src/rulesets/classic/rules/actions/spend-action");

speakEnglish();

type Doc = Record<string, any>;
const PORTRAITS: Record<FighterId, string> = {
  brannoc: portrait("#5a3c22", "#e3c08b"),
  isket: portrait("#2f4a5e", "#d9c7a3"),
  ogre: portrait("#4d5a2c", "#a9b27a"),
  wolf: portrait("#4a4a52", "#b9b4aa"),
};
const OWN_TURN = { ownTurn: true, attacksPerRound: 1, immediatesPerRound: { opportunity: 1, counterspell: 1, other: 1 } };

/**
 * Brannoc rolls 14 (15.01), Isket 12 (17.05), the Ogre 3 (1.99), the Wolf 9 (11.02). Isket delays; Brannoc
 * moves and makes his attacks; the Wolf, acting, has already bitten at Isket's retreat (its immediate action);
 * Brannoc's blows left the Ogre at 0 HP, dying with one failed death save.
 */
async function midRound(): Promise<Doc> {
  rollingDice(double.dice, 14, 12, 3, 9);
  const { combat, actors } = classicFight();
  for (const combatant of combat.combatants.contents as Doc[]) combatant.img = PORTRAITS[combatant.id as FighterId];
  await pressStart("individual", {}, settle);
  const spend = async (id: FighterId, action: Parameters<typeof spendAction>[1], ownTurn: boolean) => {
    const combatant = combat.combatants.get(id);
    const spent = spendAction(classicEconomy.read(storedEconomy(combatant)), action, { ...OWN_TURN, ownTurn });
    if (!spent.ok) throw new Error(`${id} may not ${action.kind}`);
    await storeEconomy(combatant, spent.budget);
    await settle();
  };
  const press = (kind: string, combatantId: FighterId) => pressAsGm(combat, { kind, combatantId }, settle);
  await press("delay", "isket");
  await press("act", "brannoc");
  await spend("brannoc", { kind: "move" }, true);
  await spend("brannoc", { kind: "attack" }, true);
  await spend("wolf", { kind: "immediate", immediate: "opportunity" }, false);
  await actors.ogre.update({ system: { health: { value: 0 }, dying: { down: true, failures: 1 } } });
  await actors.ogre.toggleStatusEffect("dying", { active: true });
  await settle();
  await press("endTurn", "brannoc");
  await press("act", "wolf");
  return combat;
}

describe("the tracker in a classic world, mid-round", () => {
  const page = browserPage({ width: 360, height: 700 });

  it("individual initiative with tiebreaks: Isket delaying, Brannoc done, the Wolf acting without its immediate action, the Ogre dying in its place", async () => {
    const combat = await midRound();
    double.net.actAs("gm");
    expect(await shoot(page, trackerPage({ hasCombat: true, ...(trackerContext(combat) as Doc) }), ".application", "classic-tracker.png")).toEqual([]);
    const rows = page.locator(".fray-fighter");
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-combatant-id")))).toEqual(["isket", "brannoc", "wolf", "ogre"]);
    expect(await page.locator(".fray-fighter .initiative").allInnerTexts()).toEqual(["17.05", "15.01", "11.02", "1.99"]);
    expect(await page.locator('.fray-fighter.status-delaying[data-combatant-id="isket"]').count()).toBe(1);
    expect(await page.locator('.fray-fighter.status-acted[data-combatant-id="brannoc"]').count()).toBe(1);
    expect(await page.locator('.fray-fighter.status-acting[data-combatant-id="wolf"]').count()).toBe(1);
    expect(await page.locator('.fray-fighter.status-dying[data-combatant-id="ogre"]').count()).toBe(1);
    expect(await page.locator('[data-combatant-id="brannoc"] .badge.spent').allInnerTexts()).toEqual(["Move", "Standard"]);
    expect(await page.locator('[data-combatant-id="wolf"] .badge.spent').allInnerTexts()).toEqual(["Immediate"]);
    expect(await page.locator('[data-combatant-id="ogre"] .badge').count()).toBe(0);
    expect(await rows.locator("img").evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });
});
