/**
 * "Individual initiative is the default; every other structure works": a classic fight (Brannoc Vell and
 * Isket Marrowind against the Ogre and the Wolf, from the packs) under each of the five turn structures,
 * started from the tracker's start panel and played through the tracker's own path
 * (test/support/every-structure.ts). Each structure reads its own classic number: individual initiative
 * the d20 bonus (DEX modifier + the sheet's initiative extra: Brannoc DEX 13 +1, Isket DEX 17 +3 and +2
 * from feats = +5, the Ogre DEX 8 −1, the Wolf DEX 15 +2); declared speed and side initiative the DEX
 * modifier alone. Isket is dying and the Ogre dead before anyone acts: every creature still up takes one
 * turn, Isket keeps hers where the structure keeps a dying creature's turn (individual initiative: her
 * death save is made on it), the Ogre none, and the round ends.
 */
import { afterEach, describe, expect, it } from "vitest";
import { classicFight, double, FIGHTERS, settle, type FighterId } from "./fight";
import { pressStart, playRoundOne, playWhile, rollingDice as rollingFrom, SURPRISE_STRUCTURES, startPanel, turnsById, turnsWhileThePartySurprises, viewOf, type PanelChoices } from "../../../support/every-structure";

const { TURN_STRUCTURE_IDS } = await import("../../../../src/core/turns/engine");
const { activeRules } = await import("../../../../src/foundry/active-ruleset");
const { groupIdOf } = await import("../../../../src/foundry/combat/fight-setup");

type Doc = Record<string, any>;
type Structure = (typeof TURN_STRUCTURE_IDS)[number];

/** The initiative rolls each structure makes at the start (individual and declared: Brannoc, Isket, the Ogre, the Wolf). */
const OPENING_ROLLS: Record<Structure, string[]> = {
  // d20 + DEX modifier + initiative extras: the chapter's own order.
  individual: ["1d20+1", "1d20+5", "1d20-1", "1d20+2"],
  // 1d12 − the DEX modifier: Isket's feats are an initiative extra, not DEX, so they do not count here.
  declared: ["1d12-1", "1d12-3", "1d12+1", "1d12-2"],
  // Each side a d8; the party adds its best DEX modifier, Isket's +3 (again without her feats).
  sideInitiative: ["1d8+3", "1d8"],
  // Who holds the initiative, the party or the foes, nobody having been named.
  factions: ["1d2"],
  // The team that started goes first: nothing is rolled.
  alternatingTeams: [],
};

/** The structures that run on groups, formed from the tokens' dispositions. */
const GROUPED: Structure[] = ["sideInitiative", "alternatingTeams", "factions"];

/** Where a dying creature keeps its turn; the group structures pass over anyone down. */
const DYING_KEEPS_TURN: Structure[] = ["individual", "declared"];

const fighter = async (combat: Doc, id: FighterId) => (await viewOf(combat)).fighters.find((f: Doc) => f.id === id);
const groupKey = (combat: Doc, id: FighterId) => combat.groups.get(groupIdOf(combat.combatants.get(id)))?.getFlag("fray", "key");
const rollingDice = (...first: number[]) => rollingFrom(double.dice, ...first);
/** The turns whose start the round's shell heard (fray.turnStart: the classic death save and turn-long statuses hang on it). */
const turnStartsHeard = () => double.recorded.hooks.filter((hook) => hook.name === "fray.turnStart").flatMap((hook) => (hook.args[1] as { combatantIds: string[] }).combatantIds);

/** The GM picks the structure in the world setting and presses Start on the tracker's panel. */
async function startFromPanel(structure: string, choices: PanelChoices = {}) {
  double.settings.set("fray.turnStructure", structure);
  const fight = classicFight();
  double.recorded.messages.length = 0;
  await pressStart(fight.combat.frayStructure, choices, settle);
  return fight;
}

/** Before anyone acts the GM marks Isket dying (below 0 hp) and the Ogre dead, as the damage flow does. */
async function isketDyingOgreDead(actors: Record<FighterId, Doc>): Promise<void> {
  await actors.isket.update({ system: { health: { value: -3 } } });
  await actors.isket.toggleStatusEffect("dying", { active: true });
  await actors.ogre.update({ system: { health: { value: -12 } } });
  await actors.ogre.toggleStatusEffect("dead", { active: true });
  await settle();
}

afterEach(() => {
  double.settings.set("fray.turnStructure", "ruleset");
});

describe("a classic fight runs under every turn structure", () => {
  it("individual initiative is the classic world's default structure, and the start panel has it chosen", async () => {
    expect(activeRules().turnStructure).toBe("individual");
    const { combat } = classicFight();
    expect(combat.frayStructure).toBe("individual");
    // The panel names the sides by the tokens' dispositions: the heroes' friendly ones, the monsters' hostile ones.
    expect(await startPanel(combat)).toEqual({ started: false, selected: "individual", structures: [...TURN_STRUCTURE_IDS], sides: ["", "party", "foes"] });
  });

  it.each(TURN_STRUCTURE_IDS.map((structure) => [structure]))("%s: those still up take one turn each, dying Isket hers only where a dying creature keeps its turn, the dead Ogre none, and the round ends", async (structure) => {
    rollingDice();
    const { combat, actors } = await startFromPanel(structure);
    expect((await viewOf(combat)).started).toBe(true);
    expect(double.recorded.messages.map((m) => m.formula).sort()).toEqual([...OPENING_ROLLS[structure]].sort());
    const groups = FIGHTERS.map((f) => groupKey(combat, f.id));
    expect(groups).toEqual(GROUPED.includes(structure) ? ["party", "party", "foes", "foes"] : [undefined, undefined, undefined, undefined]);

    await isketDyingOgreDead(actors);
    const keepsTurn = DYING_KEEPS_TURN.includes(structure);
    expect((await fighter(combat, "isket")).status).toBe(keepsTurn ? "dying" : "unconscious");
    expect((await fighter(combat, "ogre")).status).toBe("defeated");

    double.recorded.hooks.length = 0;
    const { turns } = await playRoundOne(combat, settle);
    expect(turnsById(turns)).toEqual({ brannoc: 1, wolf: 1, ...(keepsTurn ? { isket: 1 } : {}) });
    expect((await viewOf(combat)).round).toBe(2);
    expect(turnStartsHeard().includes("isket")).toBe(keepsTurn);
    expect(turnStartsHeard()).not.toContain("ogre");
  });

  it("individual initiative: dying Isket's turn starts at her place in the order, the turn start the classic round makes her death save on", async () => {
    // Brannoc rolls 10 (11.01), Isket 10 (15.05), the Ogre 20 (19, and its −1/100 makes 18.99), the Wolf 3 (5.02).
    rollingDice(10, 10, 20, 3);
    const { combat, actors } = await startFromPanel("individual");
    expect((await viewOf(combat)).order.map((step: Doc) => [step.ids, step.value])).toEqual([
      [["ogre"], 18.99],
      [["isket"], 15.05],
      [["brannoc"], 11.01],
      [["wolf"], 5.02],
    ]);
    await isketDyingOgreDead(actors);
    double.recorded.hooks.length = 0;
    await playRoundOne(combat, settle);
    expect(turnStartsHeard()).toEqual(["isket", "brannoc", "wolf"]);
  });
});

describe("factions with fast and slow actions in a classic world", () => {
  it("a threshold of 11 lets Brannoc and the Wolf (WIS 12) act fast, not Isket nor the Ogre (WIS 10)", async () => {
    rollingDice(11);
    const { combat } = await startFromPanel("factions", { startedBy: "party", fastSlow: true });
    expect((await viewOf(combat)).threshold).toBe(11);
    const { turns } = await playWhile(combat, settle, (view) => view.phase === "roundSetup" || view.phase === "fast");
    expect(turnsById(turns)).toEqual({ brannoc: 1, wolf: 1 });
    expect((await viewOf(combat)).phase).toBe("slow");
  });
});

describe("surprise at the start of a classic fight", () => {
  it.each(SURPRISE_STRUCTURES.map((structure) => [structure]))("%s: the party named as surprising the foes, only Brannoc and Isket act in round 1 (factions: in the ambush turn before it)", async (structure) => {
    rollingDice();
    expect(await turnsWhileThePartySurprises(structure, startFromPanel, settle)).toEqual({ brannoc: 1, isket: 1 });
  });

  it("individual initiative: naming a surprising side changes nothing, everyone rolls and acts in round 1", async () => {
    rollingDice();
    const { combat } = await startFromPanel("individual", { surprising: "party" });
    expect(double.recorded.messages).toHaveLength(4);
    const { turns } = await playRoundOne(combat, settle);
    expect(turnsById(turns)).toEqual({ brannoc: 1, isket: 1, ogre: 1, wolf: 1 });
  });
});
