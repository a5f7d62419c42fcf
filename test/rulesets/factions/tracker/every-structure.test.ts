/**
 * "The chapter's structure is the default; every other structure works": a factions fight (the chapter's
 * worked example from the packs: Balthasar, Sybilla and Theobald against two bandits and their leader)
 * under each of the five turn structures, started from the tracker's start panel and played through the
 * tracker's own path (test/support/every-structure.ts). Each structure reads its own factions number:
 * the structures that add a modifier to a die read AGI as (AGI − 10) / 2 rounded down (Balthasar 11 +0,
 * Sybilla 14 +2, Theobald 9 −1, a bandit 10 +0, the leader 11 +0); fast and slow actions read WIT.
 * Sybilla is incapacitated and a bandit dead before anyone acts: every creature still up takes one turn,
 * neither of them any, and the round ends.
 */
import { afterEach, describe, expect, it } from "vitest";
import { double, factionsFight, FIGHTERS, settle, type FighterId } from "./fight";
import {
  allowedForGm, fighterRow, groupKeyOf, playRoundOne, pressAsGm, rollingDice as rollingFrom, startFreshFromPanel, startPanel, turnsById, viewOf, type PanelChoices, type TurnIntent,
} from "../../../support/every-structure";

const { TURN_STRUCTURE_IDS } = await import("../../../../src/core/turns/engine");
const { activeRules } = await import("../../../../src/foundry/active-ruleset");

type Doc = Record<string, any>;
type Structure = (typeof TURN_STRUCTURE_IDS)[number];

/** The initiative rolls each structure makes at the start (individual and declared: in the fighters' order). */
const OPENING_ROLLS: Record<Structure, string[]> = {
  // d20 + the AGI modifier: Balthasar, Sybilla, Theobald, the two bandits, the leader.
  individual: ["1d20", "1d20+2", "1d20-1", "1d20", "1d20", "1d20"],
  // 1d12 − the AGI modifier.
  declared: ["1d12", "1d12-2", "1d12+1", "1d12", "1d12", "1d12"],
  // Each side a d8; the party adds its best AGI modifier, Sybilla's +2.
  sideInitiative: ["1d8+2", "1d8"],
  // Who holds the initiative, the party or the bandits, nobody having been named.
  factions: ["1d2"],
  // The team that started goes first: nothing is rolled.
  alternatingTeams: [],
};

/** The structures that run on groups, formed from the tokens' dispositions. */
const GROUPED: Structure[] = ["sideInitiative", "alternatingTeams", "factions"];

const rollingDice = (...first: number[]) => rollingFrom(double.dice, ...first);
const hooksHeard = (name: string) => double.recorded.hooks.filter((hook) => hook.name === name);
const startFromPanel = (structure: string, choices: PanelChoices = {}) => startFreshFromPanel(double, factionsFight, structure, choices, settle);

/** Before anyone acts a bandit's blow drops Sybilla to 0 health (incapacitated) and a final blow kills a bandit. */
async function sybillaDownBanditDead(actors: Record<FighterId, Doc>): Promise<void> {
  await actors.sybilla.update({ system: { health: { value: 0 } } });
  await actors.sybilla.toggleStatusEffect("incapacitated", { active: true });
  await actors.bandit2.update({ system: { health: { value: 0 } } });
  await actors.bandit2.toggleStatusEffect("dead", { active: true });
  await settle();
}

afterEach(() => {
  double.settings.set("fray.turnStructure", "ruleset");
});

describe("a factions fight runs under every turn structure", () => {
  it("factions alternating or passing is the factions world's default structure, and the start panel has it chosen", async () => {
    expect(activeRules().turnStructure).toBe("factions");
    const { combat } = factionsFight();
    expect(combat.frayStructure).toBe("factions");
    // The panel names the sides by the tokens' dispositions: the heroes' friendly ones, the bandits' hostile ones.
    expect(await startPanel(combat)).toEqual({ started: false, selected: "factions", structures: [...TURN_STRUCTURE_IDS], sides: ["", "party", "foes"] });
  });

  it.each(TURN_STRUCTURE_IDS.map((structure) => [structure]))("%s: those still up take one turn each, incapacitated Sybilla and the dead bandit none, and the round ends", async (structure) => {
    rollingDice();
    const { combat, actors } = await startFromPanel(structure);
    expect((await viewOf(combat)).started).toBe(true);
    expect(double.recorded.messages.map((m) => m.formula).sort()).toEqual([...OPENING_ROLLS[structure]].sort());
    const groups = await Promise.all(FIGHTERS.map((f) => groupKeyOf(combat, f.id)));
    expect(groups).toEqual(GROUPED.includes(structure) ? ["party", "party", "party", "foes", "foes", "foes"] : Array(6).fill(undefined));

    await sybillaDownBanditDead(actors);
    expect((await fighterRow(combat, "sybilla"))?.status).toBe("unconscious");
    expect((await fighterRow(combat, "bandit2"))?.status).toBe("defeated");

    const { turns } = await playRoundOne(combat, settle);
    expect(turnsById(turns)).toEqual({ balthasar: 1, bandit1: 1, leader: 1, theobald: 1 });
    expect((await viewOf(combat)).round).toBe(2);
  });
});

describe("the chapter's example at the tracker: Balthasar, Sybilla and Theobald against two bandits and their leader with a fast action threshold of 9", () => {
  const groupOf = (combat: Doc, key: string) => combat.groups.contents.find((g: Doc) => g.getFlag("fray", "key") === key).id as string;
  const offers = async (combat: Doc, kind: string) => (await allowedForGm(combat)).filter((intent: TurnIntent) => intent.kind === kind).map((intent: TurnIntent) => intent.combatantId ?? intent.groupId);
  const press = (combat: Doc, intent: TurnIntent) => pressAsGm(combat, intent, settle);

  it("plays out as the chapter tells it: fast, Theobald then the leader, a bandit dodging on its turn; slow, Sybilla, the other bandit, then Balthasar; then the morale step", async () => {
    // The GM rolls the d20 for the fast action threshold: a 9. The Players started the fight and hold the initiative.
    rollingDice(9);
    const { combat } = await startFromPanel("factions", { startedBy: "party", fastSlow: true });
    double.recorded.hooks.length = 0;
    expect((await viewOf(combat)).threshold).toBe(9);
    const party = groupOf(combat, "party");
    const bandits = groupOf(combat, "foes");
    await press(combat, { kind: "chooseFirst", groupId: party });
    expect((await viewOf(combat)).phase).toBe("fast");
    // Only Balthasar (WIT 12) and Theobald (WIT 9) may act; Sybilla (WIT 6) must wait for the slow phase.
    expect((await offers(combat, "act")).sort()).toEqual(["balthasar", "theobald"]);

    await press(combat, { kind: "act", combatantId: "theobald" });
    // Theobald attacks a bandit: WIT 8 is under the threshold, yet the tracker lets it react, spending its turn on a dodge.
    expect(await offers(combat, "react")).toContain("bandit1");
    await press(combat, { kind: "react", combatantId: "bandit1" });
    await press(combat, { kind: "endTurn", combatantId: "theobald" });

    // The bandits' turn: only their leader (WIT 10) is fast enough.
    expect(await offers(combat, "act")).toEqual(["leader"]);
    await press(combat, { kind: "act", combatantId: "leader" });
    await press(combat, { kind: "endTurn", combatantId: "leader" });
    // Balthasar could act too, but the Players pass: the slow phase begins.
    expect(await offers(combat, "act")).toEqual(["balthasar"]);
    await press(combat, { kind: "pass", groupId: party });
    expect((await viewOf(combat)).phase).toBe("slow");

    // The Players start again: Sybilla, then the bandit who did not dodge, then Balthasar.
    expect((await offers(combat, "act")).sort()).toEqual(["balthasar", "sybilla"]);
    await press(combat, { kind: "act", combatantId: "sybilla" });
    await press(combat, { kind: "endTurn", combatantId: "sybilla" });
    expect((await viewOf(combat)).groups.find((g: Doc) => g.onTurn)?.id).toBe(bandits);
    // The dodge spent bandit1's turn: only the other bandit is left to act.
    expect(await offers(combat, "act")).toEqual(["bandit2"]);
    await press(combat, { kind: "act", combatantId: "bandit2" });
    await press(combat, { kind: "endTurn", combatantId: "bandit2" });
    expect(await offers(combat, "act")).toEqual(["balthasar"]);
    await press(combat, { kind: "act", combatantId: "balthasar" });
    expect(hooksHeard("fray.moraleStep")).toHaveLength(0);
    await press(combat, { kind: "endTurn", combatantId: "balthasar" });

    // Everyone has had a turn: the round ends in the morale step.
    expect(hooksHeard("fray.moraleStep").map((hook) => (hook.args[1] as { round: number }).round)).toEqual([1]);
    expect((await viewOf(combat)).round).toBe(2);
  });
});
