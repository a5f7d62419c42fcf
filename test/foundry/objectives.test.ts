/**
 * Team objectives and the end of a fight, in the tracker of a fight with teams: the GM writes and
 * marks objectives, players see them and cannot write them, and the GM's tracker says when only one
 * team remains or an objective is complete, without ever ending the fight itself.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";

const { recorded, combats, net, notices, dice } = installFightDouble();

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
const { handleSetObjective, SET_OBJECTIVE } = await import("../../src/foundry/combat/objectives");
const { trackerContext } = await import("../../src/foundry/combat/tracker-context");
const { registerCombatHooks } = await import("../../src/foundry/combat/combat-hooks");
const { askGm, listenOnSocket, registerGmHandler, onGmLane } = await import("../../src/foundry/channel");
const { combatRecordIssues } = await import("../../src/core/schema/combat-record");
const { editObjective, markObjective } = await import("../../src/foundry/combat/objective-dialog");
const { compileTemplate } = await import("../support/render-sheet");

listenOnSocket();
registerGmHandler(SET_OBJECTIVE, handleSetObjective);
registerCombatHooks();

type Doc = Record<string, any>;
let combat: Doc;

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await net.settle();
    await onGmLane(async () => undefined);
  }
}
/** The tracker's context as this user's client builds it. */
function trackerFor(userId: string): Doc {
  net.actAs(userId);
  const context = trackerContext(combat) as Doc;
  net.actAs("gm");
  return context;
}
const objectiveShown = (userId: string, groupId: string) => trackerFor(userId).groups.find((g: Doc) => g.id === groupId)?.objective;
const setObjective = (payload: Record<string, unknown>, by = "gm") => handleSetObjective({ combatId: "combat1", ...payload }, by);
const down = (combatantId: string, kind = "defeat") => handleTurn({ combatId: "combat1", intent: { kind, combatantId } }, "gm");

async function startFight(structure: string): Promise<void> {
  net.actAs("gm");
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "roland", name: "Roland", group: "party", owners: ["p1"] },
    { id: "clementine", name: "Clementine", group: "party", owners: ["p2"] },
    { id: "guard1", name: "Guard", group: "foes", owners: [] },
    { id: "guard2", name: "Guard captain", group: "foes", owners: [] },
  ], ["party", "foes"], recorded);
  combats.set("combat1", combat);
  const answer = await handleStart({ combatId: "combat1", structure, choices: { startedBy: "party", attacked: "foes", partyGroupId: "party" } }, "gm");
  expect(answer).toEqual({ ok: true });
  await settle();
}

beforeEach(async () => {
  notices.length = 0;
  await startFight("alternatingTeams");
});

describe("a team's objective", () => {
  it("the GM writes the guards' objective: every player sees it under the team's name, as written", async () => {
    expect(await setObjective({ groupId: "foes", text: "  Sound the alarm  " })).toEqual({ ok: true });
    expect(combat.system.objectives).toEqual({ foes: { text: "Sound the alarm", complete: false } });
    expect(combatRecordIssues(combat.system)).toEqual([]);
    for (const user of ["gm", "p1", "p2"]) expect(objectiveShown(user, "foes")).toEqual({ text: "Sound the alarm", complete: false });
    expect(objectiveShown("p1", "party")).toBeNull();
  });

  it("a player asking the GM to set an objective is refused, told why, and nothing is written", async () => {
    net.actAs("p1");
    const answer = await askGm(SET_OBJECTIVE, { combatId: "combat1", groupId: "party", text: "Win", complete: true });
    await settle();
    expect(answer).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" });
    expect(notices.map((n) => n.message)).toEqual(["FRAY.Tracker.Refusal.gmOnly"]);
    expect(combat.system.objectives ?? {}).toEqual({});
  });

  it("a player writing the objectives on the Combat from a console is refused by the server", async () => {
    await setObjective({ groupId: "foes", text: "Sound the alarm" });
    await expect(net.on("p1", () => combat.update({ system: { objectives: { foes: { text: "Nap", complete: true } } } }))).rejects.toThrow(/permission/);
    expect(objectiveShown("p2", "foes")).toEqual({ text: "Sound the alarm", complete: false });
  });

  it("the GM asking through the channel is obeyed, and an objective for a team not in the combat is refused", async () => {
    net.actAs("gm");
    expect(await askGm(SET_OBJECTIVE, { combatId: "combat1", groupId: "party", text: "Silence the guards" })).toEqual({ ok: true });
    expect(await setObjective({ groupId: "nobody", text: "x" })).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.badRequest" });
    expect(Object.keys(combat.system.objectives)).toEqual(["party"]);
  });

  it("an objective that changes from one round to the next is a new one, not yet complete", async () => {
    await setObjective({ groupId: "foes", text: "Sound the alarm" });
    await setObjective({ groupId: "foes", complete: true });
    expect(objectiveShown("p1", "foes")).toEqual({ text: "Sound the alarm", complete: true });
    await setObjective({ groupId: "foes", text: "Hold the gate until help comes" });
    expect(objectiveShown("p1", "foes")).toEqual({ text: "Hold the gate until help comes", complete: false });
  });

  it("a team with no objective written has none to complete", async () => {
    await setObjective({ groupId: "party", complete: true });
    expect(objectiveShown("gm", "party")).toBeNull();
    expect(trackerFor("gm").fightEnd).toEqual([]);
  });

  it("a turn structure without teams shows no objective and no end notice", async () => {
    // Four different d20s, so nobody ties and no roll-off is needed.
    dice.splice(0, dice.length, 15, 12, 8, 4);
    await startFight("individual");
    await setObjective({ groupId: "foes", text: "Sound the alarm", complete: true });
    const gm = trackerFor("gm");
    expect(gm.groups).toEqual([]);
    expect(gm.fightEnd).toEqual([]);
  });
});

describe("the end of the fight", () => {
  it("while both teams have someone up, the tracker says nothing", () => {
    expect(trackerFor("gm").fightEnd).toEqual([]);
  });

  it("one guard dead and the captain unconscious: only the party remains, the GM is told and the fight goes on", async () => {
    await down("guard1");
    await down("guard2", "fallUnconscious");
    await settle();
    const gm = trackerFor("gm");
    expect(gm.fightEnd.map((line: Doc) => [line.kind, line.groupId])).toEqual([["lastTeam", "party"]]);
    // Players are not told: a hidden guard still standing would keep the notice away.
    expect(trackerFor("p1").fightEnd).toEqual([]);
    // Never ended by itself: the combat is still there and still running.
    expect(combats.get("combat1")).toBe(combat);
    expect(gm.started).toBe(true);
  });

  it("the captain recovers: the notice goes away", async () => {
    await down("guard1");
    await down("guard2", "fallUnconscious");
    await down("guard2", "recover");
    await settle();
    expect(trackerFor("gm").fightEnd).toEqual([]);
  });

  it("the guards sound the alarm: their objective marked complete is reported with both teams standing", async () => {
    await setObjective({ groupId: "foes", text: "Sound the alarm" });
    await setObjective({ groupId: "foes", complete: true });
    const lines = trackerFor("gm").fightEnd;
    expect(lines.map((line: Doc) => [line.kind, line.groupId])).toEqual([["objective", "foes"]]);
    expect(lines[0].text).toContain("FRAY.Tracker.FightEnd.objective");
  });

  it("everyone down: the GM is told no team remains", async () => {
    for (const id of ["roland", "clementine", "guard1", "guard2"]) await down(id);
    await settle();
    expect(trackerFor("gm").fightEnd.map((line: Doc) => line.kind)).toEqual(["noTeam"]);
  });
});

describe("the GM's objective form", () => {
  /**
   * The form as the GM sees it: the template rendered with real Handlebars
   * (foundry.applications.handlebars.renderTemplate: https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html),
   * answered as DialogV2.wait resolves with the pressed button's callback value
   * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#wait).
   */
  function answerForm(answer: Record<string, unknown> | null): { shown: string[] } {
    const shown: string[] = [];
    const g = globalThis as Doc;
    g.foundry.applications = {
      handlebars: { renderTemplate: async (path: string, view: object) => compileTemplate(path)(view) },
      api: { DialogV2: { wait: async (options: { content: string }) => (shown.push(options.content), answer) } },
    };
    return { shown };
  }

  it("shows the team's objective as it stands and stores what the GM writes", async () => {
    await setObjective({ groupId: "foes", text: "Sound the alarm" });
    const { shown } = answerForm({ text: "Hold the gate until help comes", complete: false });
    net.actAs("gm");
    await editObjective(combat as never, "foes");
    await settle();
    expect(shown[0]).toContain('value="Sound the alarm"');
    expect(shown[0]).not.toContain("checked");
    expect(objectiveShown("p1", "foes")).toEqual({ text: "Hold the gate until help comes", complete: false });
  });

  it("closed without saving, nothing changes; the complete button marks it and marks it back", async () => {
    await setObjective({ groupId: "party", text: "Get Clementine to the gate" });
    answerForm(null);
    net.actAs("gm");
    await editObjective(combat as never, "party");
    await markObjective(combat as never, "party", true);
    await settle();
    expect(objectiveShown("p2", "party")).toEqual({ text: "Get Clementine to the gate", complete: true });
    await markObjective(combat as never, "party", false);
    await settle();
    expect(objectiveShown("p2", "party")).toEqual({ text: "Get Clementine to the gate", complete: false });
  });
});
