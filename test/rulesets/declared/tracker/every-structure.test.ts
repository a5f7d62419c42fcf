/**
 * "The chapter's own turn structure is the default; every other structure works": a declared fight
 * (Rhazzan and Wren Alder against the Ogre and the Giant Spider, from the packs) under each of the five
 * turn structures, started as the tracker's start panel starts it and played through the tracker's own
 * path (test/support/every-structure.ts). Initiative comes from Agility in every structure: Rhazzan's
 * 14 is +2, Wren's 13 +1, the Ogre's 8 −1, the Spider's 16 +3. Wren is dying and the Ogre dead before
 * anyone acts: every creature still up takes one turn, Wren keeps hers where the structure keeps a dying
 * creature's turn (declared speed: she keeps one action), the Ogre none, and the round ends.
 */
import { afterEach, describe, expect, it } from "vitest";
import { declaredFight, double, FIGHTERS, settle, type FighterId } from "./fight";
import { pressStart, playRoundOne, playWhile, rollingDice as rollingFrom, SURPRISE_STRUCTURES, turnsById, turnsWhileThePartySurprises, viewOf, type PanelChoices } from "../../../support/every-structure";

const { TURN_STRUCTURE_IDS } = await import("../../../../src/core/turns/engine");
const { activeRules } = await import("../../../../src/foundry/active-ruleset");
const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { groupIdOf } = await import("../../../../src/foundry/combat/fight-setup");
const { declaredActionId } = await import("../../../../src/rulesets/declared/rules/actions/action-kinds");

type Doc = Record<string, any>;
type Structure = (typeof TURN_STRUCTURE_IDS)[number];

/** The structures that run on groups, formed from the tokens' dispositions. */
const GROUPED: Structure[] = ["sideInitiative", "alternatingTeams", "factions"];

/** The initiative rolls each structure makes at the start, from Agility. */
const OPENING_ROLLS: Record<Structure, string[]> = {
  declared: ["1d12-2", "1d12-1", "1d12+1", "1d12-3"],
  individual: ["1d20+2", "1d20+1", "1d20-1", "1d20+3"],
  // Each side rolls a d8; the party adds its best Agility modifier, Rhazzan's +2.
  sideInitiative: ["1d8+2", "1d8"],
  // Who holds the initiative, the party or the foes, nobody having been named.
  factions: ["1d2"],
  // The team that started goes first: nothing is rolled.
  alternatingTeams: [],
};

/** Where a dying creature keeps its turn; the group structures pass over anyone down. */
const DYING_KEEPS_TURN: Structure[] = ["declared", "individual"];

const fighter = async (combat: Doc, id: FighterId) => (await viewOf(combat)).fighters.find((f: Doc) => f.id === id);
const groupOf = (combat: Doc, id: FighterId) => groupIdOf(combat.combatants.get(id));
const groupKey = (combat: Doc, id: FighterId) => combat.groups.get(groupOf(combat, id))?.getFlag("fray", "key");
const firstWeapon = (id: FighterId) => FIGHTERS.find((f) => f.id === id)!.doc.items!.find((item) => item.type === "declaredWeapon")!;

/** Initiative dice that differ, as real ones soon do. */
const rollingDice = (...first: number[]) => rollingFrom(double.dice, ...first);

/** The GM presses Start on the tracker's panel with the structure and the sides chosen there. */
async function startFromPanel(structure: string, choices: PanelChoices = {}, fight = declaredFight()) {
  double.recorded.messages.length = 0;
  await pressStart(structure, choices, settle);
  return fight;
}

afterEach(() => {
  double.settings.set("fray.turnStructure", "ruleset");
});

describe("a declared fight runs under every turn structure", () => {
  it("declared-action speed is the declared world's default structure, and the start panel has it chosen", () => {
    expect(activeRules().turnStructure).toBe("declared");
    const { combat } = declaredFight();
    expect(combat.frayStructure).toBe("declared");
    const panel = trackerContext(combat) as Doc;
    expect(panel.started).toBe(false);
    expect(panel.selected).toBe("declared");
    expect(Object.keys(panel.structures)).toEqual([...TURN_STRUCTURE_IDS]);
  });

  it.each(TURN_STRUCTURE_IDS.map((structure) => [structure]))("%s: those still up take one turn each, dying Wren hers only where a dying creature keeps its turn, the dead Ogre none, and the round ends", async (structure) => {
    rollingDice();
    // The GM picks the structure in the world setting; the panel and the tracker's start read it (FrayCombat#frayStructure).
    double.settings.set("fray.turnStructure", structure);
    const chosen = (Object.create(FrayCombat.prototype) as { frayStructure: string }).frayStructure;
    expect(chosen).toBe(structure);
    const { combat, actors } = await startFromPanel(chosen);
    expect((await viewOf(combat)).started).toBe(true);
    expect(double.recorded.messages.map((m) => m.formula).sort()).toEqual([...OPENING_ROLLS[structure]].sort());
    if (GROUPED.includes(structure)) {
      // Nobody was grouped: the friendly tokens make the party, the hostile ones the foes.
      expect(FIGHTERS.map((f) => groupKey(combat, f.id))).toEqual(["party", "party", "foes", "foes"]);
      expect((await fighter(combat, "wren")).groupId).toBe(groupOf(combat, "rhazzan"));
    } else {
      expect(combat.groups.size).toBe(0);
      expect((await fighter(combat, "rhazzan")).groupId).toBeNull();
    }

    // Before anyone acts, the GM marks Wren dying (below 0 Wound Points) and the Ogre dead, as the damage flow does.
    await actors.wren.update({ system: { health: { value: -2 } } });
    await actors.wren.toggleStatusEffect("dying", { active: true });
    await actors.ogre.update({ system: { health: { value: -19 } } });
    await actors.ogre.toggleStatusEffect("dead", { active: true });
    await settle();
    const keepsTurn = DYING_KEEPS_TURN.includes(structure);
    expect((await fighter(combat, "wren")).status).toBe(keepsTurn ? "dying" : "unconscious");
    expect((await fighter(combat, "ogre")).status).toBe("defeated");

    double.recorded.hooks.length = 0;
    const { turns, declared } = await playRoundOne(combat, settle);
    expect(turnsById(turns)).toEqual({ rhazzan: 1, spider: 1, ...(keepsTurn ? { wren: 1 } : {}) });
    expect((await viewOf(combat)).round).toBe(2);
    // The round's end is announced as the declared round flow hears it (bleeding, then the morale card):
    // the engine's morale step under declared speed, the end of the round elsewhere.
    const endEvent = structure === "declared" ? "fray.moraleStep" : "fray.roundEnd";
    expect(double.recorded.hooks.filter((hook) => hook.name === endEvent).map((hook) => (hook.args[1] as { round: number }).round)).toEqual([1]);
    if (structure === "declared") {
      // Each declared an attack with its first weapon, priced by the GM at that weapon's own speed; the dead Ogre declared nothing.
      const attack = (id: FighterId) => ({ actionId: declaredActionId("attack", firstWeapon(id)._id), modifier: firstWeapon(id).system.speed });
      expect(Object.fromEntries(declared)).toEqual({ rhazzan: attack("rhazzan"), wren: attack("wren"), spider: attack("spider") });
      expect([...declared.values()].map((d) => d.modifier)).toEqual([5, 1, 2]);
    } else {
      expect(declared.size).toBe(0);
    }
  });
});

describe("the tracker's start panel in a declared world", () => {
  it("names the sides by the tokens' dispositions, the party and the foes, and no neutral side while no token is neutral", () => {
    const { combat } = declaredFight();
    expect(Object.keys((trackerContext(combat) as Doc).sides)).toEqual(["", "party", "foes"]);
    combat.combatants.get("spider").token.disposition = 0;
    expect(Object.keys((trackerContext(combat) as Doc).sides)).toEqual(["", "party", "foes", "neutral"]);
  });

  it("alternating teams: a neutral Giant Spider makes a third team of its own", async () => {
    const fight = declaredFight();
    fight.combat.combatants.get("spider").token.disposition = 0;
    const { combat } = await startFromPanel("alternatingTeams", {}, fight);
    expect(FIGHTERS.map((f) => groupKey(combat, f.id))).toEqual(["party", "party", "foes", "neutral"]);
    expect((await viewOf(combat)).groups).toHaveLength(3);
  });

  it("alternating teams: the foes named as starting the fight and the party as attacked, the foes' team goes first", async () => {
    const { combat } = await startFromPanel("alternatingTeams", { startedBy: "foes", attacked: "party" });
    const [first, second] = (await viewOf(combat)).groups;
    expect([first.id, first.onTurn]).toEqual([groupOf(combat, "ogre"), true]);
    expect(second.id).toBe(groupOf(combat, "rhazzan"));
  });

  it("factions: the foes named as starting the fight hold the initiative, and nothing is rolled for it", async () => {
    const { combat } = await startFromPanel("factions", { startedBy: "foes" });
    expect((await viewOf(combat)).holderId).toBe(groupOf(combat, "spider"));
    expect(double.recorded.messages).toEqual([]);
  });

  it("factions with fast and slow actions: a threshold of 13 lets Rhazzan (Agility 14), Wren (13) and the Spider (16) act fast, not the Ogre (8)", async () => {
    rollingDice(13);
    const { combat } = await startFromPanel("factions", { startedBy: "party", fastSlow: true });
    expect((await viewOf(combat)).threshold).toBe(13);
    const { turns } = await playWhile(combat, settle, (view) => view.phase === "roundSetup" || view.phase === "fast");
    expect(turnsById(turns)).toEqual({ rhazzan: 1, spider: 1, wren: 1 });
    expect((await viewOf(combat)).phase).toBe("slow");
  });

  it.each(SURPRISE_STRUCTURES.map((structure) => [structure]))("%s: the party named as surprising the foes, only Rhazzan and Wren act in round 1 (factions: in the ambush turn before it)", async (structure) => {
    rollingDice();
    expect(await turnsWhileThePartySurprises(structure, startFromPanel, settle)).toEqual({ rhazzan: 1, wren: 1 });
  });
});
