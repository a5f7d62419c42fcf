/**
 * The tracker of a factions fight mid-round, drawn in Chromium for the README: the chapter's example with a
 * fast action threshold of 9 — Theobald has had his turn, the bandit who dodged him has spent its turn on the
 * reaction, the leader has acted, and Balthasar's turn has just begun under the chaos of combat: his player
 * has 11 seconds left to declare. The GM's footer has "After the fight".
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { browserPage, shoot } from "../../../support/browser";
import { portrait, speakEnglish, trackerPage } from "../../../support/tracker-page";
import { pressAsGm, rollingDice, startFreshFromPanel } from "../../../support/every-structure";
import { double, factionsFight, settle, type FighterId } from "../tracker/fight";

const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { registerFactionsChaos } = await import("../../../../src/rulesets/factions/flows/chaos/register");
const { factionsTracker } = await import("../../../../src/rulesets/factions/flows/factions-tracker");
const { useRulesetTracker } = await import("../../../../src/foundry/combat/tracker-extension");
registerFactionsChaos();
useRulesetTracker(factionsTracker);
speakEnglish();

type Doc = Record<string, any>;
const PORTRAITS: Record<FighterId, string> = {
  balthasar: portrait("#2f4a5e", "#d9c7a3"),
  sybilla: portrait("#5a2f4e", "#e3c08b"),
  theobald: portrait("#3c5a22", "#d9c7a3"),
  bandit1: portrait("#4a4a52", "#b9b4aa"),
  bandit2: portrait("#4a4a52", "#a9a49a"),
  leader: portrait("#5a3c22", "#b9b4aa"),
};
const START = Date.UTC(2026, 10, 23, 21, 0, 0);

afterAll(() => {
  vi.useRealTimers();
  double.settings.delete("fray.factionsChaosOfCombat");
});

async function fastPhase(): Promise<Doc> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
  double.settings.set("fray.factionsChaosOfCombat", "on");
  rollingDice(double.dice, 9);
  const { combat } = await startFreshFromPanel(double, () => {
    const fight = factionsFight();
    for (const combatant of fight.combat.combatants.contents as Doc[]) combatant.img = PORTRAITS[combatant.id as FighterId];
    return fight;
  }, "factions", { startedBy: "party", fastSlow: true }, settle);
  const group = (key: string) => combat.groups.contents.find((g: Doc) => g.getFlag("fray", "key") === key).id as string;
  const press = (kind: string, id: string) => pressAsGm(combat, kind === "chooseFirst" ? { kind, groupId: id } : { kind, combatantId: id }, settle);
  await press("chooseFirst", group("party"));
  await press("act", "theobald");
  await press("react", "bandit1");
  await press("endTurn", "theobald");
  await press("act", "leader");
  await press("endTurn", "leader");
  await press("act", "balthasar");
  return combat;
}

describe("the tracker in a factions world, mid-round", () => {
  const page = browserPage({ width: 360, height: 1000 });

  it("the fast phase at threshold 9: Theobald and the leader done, the dodging bandit's turn spent, Balthasar acting with 11 seconds to declare", async () => {
    const combat = await fastPhase();
    vi.setSystemTime(START + 4200);
    double.net.actAs("gm");
    const fray = { hasCombat: true, ...(trackerContext(combat) as Doc) };
    expect(await shoot(page, trackerPage(fray), ".application", "factions-tracker.png")).toEqual([]);
    expect(await page.locator(".fray-ruleset-line.running .text").textContent()).toBe("Balthasar: 11 s to declare");
    expect(await page.locator(".fray-ruleset-line.running button").textContent()).toContain("Declared");
    expect(await page.locator('.fray-tracker-footer [data-command="factionsAfterFightNow"]').textContent()).toContain("After the fight");
    expect(await page.locator(".fray-fighter.status-acting").count()).toBe(1);
  });
});
