/**
 * The naming contract every ruleset keeps, checked when Fray loads: ids that cannot collide with
 * another ruleset's types, settings or round state, and a grid a scene can measure in.
 */
import { describe, expect, it } from "vitest";
import { contractProblems, typeSpecsOf, type RulesetRules } from "../../../src/core/ruleset/contract";
import { quietRules } from "../../rulesets/quiet/rules/ruleset";

const hero = quietRules.types.Actor.quietHero;
const rules = (changes: Partial<RulesetRules>): RulesetRules => ({ ...quietRules, ...changes });
const grid = { distance: 5, units: "ft", diagonals: "equidistant" as const, notice: "QUIET.grid" };
const roundState = { ruleset: "quiet", schema: hero.schema, version: 1, migrations: [] };

describe("a ruleset that keeps the contract", () => {
  it("has no problems, with a grid and a round state of its own", () => {
    expect(contractProblems(quietRules)).toEqual([]);
    expect(contractProblems(rules({ grid, roundState, types: { Actor: {}, Item: { quietCharm: hero }, ChatMessage: { quietNote: hero } } }))).toEqual([]);
  });
});

describe("a ruleset that breaks it is refused, naming what is wrong", () => {
  it("an id that is not lower-case letters", () => {
    for (const id of ["Quiet", "quiet2", "quiet-rules", ""]) {
      expect(contractProblems(rules({ id, types: { Actor: {}, Item: {} }, settings: [] }))).toEqual([`ruleset id "${id}" must be lower-case letters`]);
    }
  });
  it("an actor, item or chat card type that does not start with the id, or is the id alone", () => {
    const types = { Actor: { hero }, Item: { quiet: hero }, ChatMessage: { sidesAttack: hero, quietCard: hero } };
    expect(contractProblems(rules({ types }))).toEqual([
      'Actor type "hero" must start with "quiet"',
      'Item type "quiet" must start with "quiet"',
      'ChatMessage type "sidesAttack" must start with "quiet"',
    ]);
  });
  it("a setting that does not start with the id", () => {
    const volume = { key: "volume", name: "QUIET.volume", hint: "QUIET.volumeHint", choices: {}, default: "low" };
    expect(contractProblems(rules({ settings: [...quietRules.settings, volume] }))).toEqual(['setting "volume" must start with "quiet"']);
  });
  it("a grid with squares of no size, or without units", () => {
    const refusal = ["grid squares need a size above 0 and units"];
    expect(contractProblems(rules({ grid: { ...grid, distance: 0 } }))).toEqual(refusal);
    expect(contractProblems(rules({ grid: { ...grid, distance: -5 } }))).toEqual(refusal);
    expect(contractProblems(rules({ grid: { ...grid, units: "  " } }))).toEqual(refusal);
    expect(contractProblems(rules({ grid: { ...grid, distance: 1.5, units: "m" } }))).toEqual([]);
  });
  it("a round state kept under another ruleset's id", () => {
    expect(contractProblems(rules({ roundState: { ...roundState, ruleset: "sides" } }))).toEqual(['round state is kept under "sides", not "quiet"']);
  });
});

describe("the sub-types Foundry registers", () => {
  it("are every ruleset's of that document class together; a ruleset without chat cards adds none", () => {
    const cards = rules({ id: "loud", types: { Actor: { loudHero: hero }, Item: {}, ChatMessage: { loudShout: hero } } });
    expect(Object.keys(typeSpecsOf([quietRules, cards], "Actor"))).toEqual(["quietHero", "loudHero"]);
    expect(typeSpecsOf([quietRules, cards], "ChatMessage")).toEqual({ loudShout: hero });
    expect(typeSpecsOf([quietRules], "ChatMessage")).toEqual({});
  });
});
