/**
 * The Combat's stored record is versioned and checked by the same spec layer as documents: a combat
 * saved before the round state moved onto it (no version, budgets on each combatant, sides' swarm
 * book in the Combat's flags) is brought up to date, and what the spec refuses is never stored.
 */
import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../foundry-double/combat";
import { atRound } from "../support/engine-at-round";

installFoundryDouble();
const users = [{ id: "gm", isGM: true }, { id: "p1", isGM: false }];
const { recorded, net } = installCombatDouble(users, []);

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { combatRecordIssues, COMBAT_RECORD_VERSION } = await import("../../src/core/schema/combat-record");
const { sideInitiativeAdapter } = await import("../../src/core/turns/adapters/side-initiative");
const { rulesetRound } = await import("../../src/foundry/combat/ruleset-round");
const { SIDES_ROUND } = await import("../../src/rulesets/sides/schema/round");
const { bookOf, updateBook } = await import("../../src/rulesets/sides/flows/round-state/swarm-store");
const { declareInBook } = await import("../../src/rulesets/sides/flows/round-state/swarm-book");
const { sidesEconomy } = await import("../../src/rulesets/sides/rules/economy");

const GM = { userId: "gm", isGM: true };

/** A side-initiative fight as the engine left it: two sides, rolled 7 and 3, the party's turn. */
function engineState() {
  const adapter = sideInitiativeAdapter;
  const fighter = (id: string, groupId: string) => ({ id, groupId, owners: [], initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10, cannotBeSurprised: false, surprised: false, ambusher: false });
  const setup = { groups: [{ id: "party", isParty: true }, { id: "foes", isParty: false }], fighters: [fighter("maren", "party"), fighter("gob", "foes")], startedBy: null, attacked: null, surprising: null, fastSlow: false };
  let state = adapter.initial();
  const step = (command: Parameters<typeof adapter.engine.apply>[1]) => {
    const outcome = adapter.engine.apply(state, command);
    if (!outcome.ok) throw new Error(outcome.reason.key);
    state = outcome.state;
  };
  step(adapter.start(setup, GM));
  for (const [forId, total] of [["party", 7], ["foes", 3]] as const) step(adapter.rollCommand(state, { purpose: "initiative", forId, total }, GM));
  return state as unknown as Record<string, unknown>;
}

/** What a Fray combat stored before version 2: no version, no round state. */
const versionOne = () => ({
  structure: "sideInitiative",
  state: engineState(),
  cannotBeSurprised: ["gob"],
  departed: { "actor-tamsin": { round: 1, status: "acted" } },
});

describe("a combat stored before its record was versioned", () => {
  it("migrates: same structure, engine state and marks, an empty round state and undo history, at the current version", () => {
    const old = versionOne();
    const migrated = FrayCombatData.migrateData(structuredClone(old));
    expect(migrated).toEqual({ ...old, schemaVersion: COMBAT_RECORD_VERSION, roundState: { budgets: [], rulesets: [] }, roundHistory: [] });
    expect(combatRecordIssues(migrated)).toEqual([]);
  });

  it("a partial update (only the engine's state) is left alone: nothing it did not name is reset", () => {
    const update = { state: engineState() };
    expect(FrayCombatData.migrateData(structuredClone(update))).toEqual({ ...update, schemaVersion: COMBAT_RECORD_VERSION });
  });

  it("a record at the current version passes through unchanged", () => {
    const current = FrayCombatData.migrateData(structuredClone(versionOne()));
    expect(FrayCombatData.migrateData(structuredClone(current))).toEqual(current);
  });
});

describe("what the spec refuses is never stored", () => {
  const valid = () => FrayCombatData.migrateData(structuredClone(versionOne()));

  it("an engine state that is not the named structure's", () => {
    const record = { ...valid(), structure: "individual" };
    expect(combatRecordIssues(record)).toEqual([{ path: "system.state.structure", problem: 'is not the combat\'s structure "individual"' }]);
    expect(() => FrayCombatData.validateJoint(record)).toThrow(/not the combat's structure/);
  });

  it("an engine state without its round or history", () => {
    const { round: _round, ...state } = engineState();
    expect(combatRecordIssues({ ...valid(), state }).map((issue) => issue.path)).toEqual(["system.state.round"]);
  });

  it("a budget that is not plain data, and a departure without its round", () => {
    const record = valid();
    const roundState = { budgets: [{ id: "maren", budget: { mainSpent: Number.NaN } }], rulesets: [] };
    expect(combatRecordIssues({ ...record, roundState }).map((issue) => issue.path)).toEqual(["system.roundState.budgets.0.budget.mainSpent"]);
    expect(combatRecordIssues({ ...record, departed: { "actor-x": { status: "acted", round: "one" } } }).map((issue) => issue.path)).toEqual(["system.departed.actor-x.round"]);
  });

  it("a stored budget is read field by field by its spec: what the spec refuses starts fresh, unknown fields are dropped", () => {
    const read = sidesEconomy.read({ movesTaken: -3, instantsUsed: 1.5, freeUsed: 2, shieldUsed: true, forged: 1 });
    expect(read).toEqual({ ...sidesEconomy.fresh(), freeUsed: 2, shieldUsed: true });
  });

  it("an unknown turn structure", () => {
    expect(combatRecordIssues({ ...valid(), structure: "chaos", state: null }).map((issue) => issue.path)).toEqual(["system.structure"]);
  });
});

describe("sides' round state moved from the Combat's flags to its record, under the ruleset's id", () => {
  /** A combat whose swarm book is where sides kept it before: `flags.fray.swarm`, unversioned. */
  function oldSwarmCombat() {
    const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
      { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
      { id: "tamsin", name: "Tamsin", group: "party", owners: [] },
      { id: "ogre", name: "Ogre", group: "foes", owners: [] },
    ], ["party", "foes"], recorded) as Record<string, any>;
    atRound(combat as never, 2);
    combat.flags = { fray: { swarm: { round: 2, swarms: [{ targetId: "ogre", round: 2, assailants: ["maren"], resolved: false }] } } };
    return combat;
  }

  it("an old book is read from the flags, migrated to version 1", () => {
    const combat = oldSwarmCombat();
    expect(rulesetRound(combat as never, SIDES_ROUND)).toEqual({ schemaVersion: 1, swarmBook: combat.flags.fray.swarm, grapples: [], grappleDamageRound: 0, screens: [] });
    expect(bookOf(combat as never).swarms.map((swarm) => swarm.assailants)).toEqual([["maren"]]);
  });

  it("the GM's next declaration writes the whole book under `sides` in the round state, kept with what the flags held", async () => {
    net.actAs("gm");
    const combat = oldSwarmCombat();
    const decided = await updateBook(combat as never, (book) => declareInBook(book, "ogre", "tamsin"));
    expect(decided.ok).toBe(true);
    expect(combat.system.roundState.rulesets).toEqual([
      {
        ruleset: "sides",
        data: { schemaVersion: 1, swarmBook: { round: 2, swarms: [{ targetId: "ogre", round: 2, assailants: ["maren", "tamsin"], resolved: false }] }, grapples: [], grappleDamageRound: 0, screens: [] },
      },
    ]);
  });

  it("old grapples, grapple damage round and screens in the flags are read too", () => {
    const combat = oldSwarmCombat();
    const hold = { grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.ogre", size: "manSized" };
    const screen = { screenerId: "Scene.s.Token.tamsin", wardId: "Scene.s.Token.maren", combatantId: "tamsin", used: { round: 2, count: 1 } };
    Object.assign(combat.flags.fray, { grapples: [hold], grappleDamageRound: 1, screens: [screen] });
    expect(rulesetRound(combat as never, SIDES_ROUND)).toMatchObject({ grapples: [hold], grappleDamageRound: 1, screens: [screen] });
  });

  it("a damaged stored book reads as an empty one rather than breaking the fight, and costs no other field", () => {
    const combat = oldSwarmCombat();
    const screens = [{ screenerId: "a", wardId: "b", combatantId: "tamsin", used: { round: 2, count: 0 } }];
    combat.system.roundState = { budgets: [], rulesets: [{ ruleset: "sides", data: { schemaVersion: 1, swarmBook: { round: 2, swarms: [{ targetId: 7 }] }, screens } }] };
    expect(bookOf(combat as never)).toEqual({ round: 2, swarms: [] });
    expect(rulesetRound(combat as never, SIDES_ROUND).screens).toEqual(screens);
  });
});
