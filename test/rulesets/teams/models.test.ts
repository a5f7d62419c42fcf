import { describe, expect, it } from "vitest";
import { installBootDouble } from "../../foundry-double/boot";
import { preparedModel } from "../../support/prepared-model";
import { boudicaWounded, gambeson, goblin } from "./sheets/boudica";

installBootDouble();
const { teamsModels } = await import("../../../src/rulesets/teams/models");
const { teamsTypes } = await import("../../../src/rulesets/teams/schema");
const { TeamsItemSheet } = await import("../../../src/rulesets/teams/sheets/item-sheet");

describe("teams data models", () => {
  it("back every teams sub-type with the spec the schema names", () => {
    for (const name of ["Actor", "Item"] as const) {
      expect(Object.keys(teamsModels[name]).sort()).toEqual(Object.keys(teamsTypes[name]).sort());
      for (const [type, Model] of Object.entries(teamsModels[name])) expect(Model.typeSpec).toBe(teamsTypes[name][type as keyof (typeof teamsTypes)[typeof name]]);
    }
  });

  it("Boudica in her worn gambeson stands at physical deflection 2, and the gambeson she carries adds nothing", () => {
    const model = preparedModel(teamsModels.Actor.teamsCharacter, boudicaWounded(), [gambeson(true), { ...gambeson(false), id: "spare" }]);
    expect(model.derived.deflection).toEqual({ physical: 2, elemental: 0 });
    expect(model.derived.conditions).toEqual(["harmed", "bloodied"]);
    // The derived numbers never overwrite what the player typed as her own deflection.
    expect(model.deflection).toEqual({ physical: 0, elemental: 0 });
  });

  it("the goblin's stat block derives evasion 6, reduction 8 and size 3 from its own numbers", () => {
    const model = preparedModel(teamsModels.Actor.teamsMonster, goblin(), []);
    expect([model.derived.evasion, model.derived.deflection.physical, model.derived.size]).toEqual([6, 8, 3]);
  });

  it("one item sheet serves every teams item type", () => {
    expect(TeamsItemSheet.DEFAULT_OPTIONS.classes).toEqual(["teams"]);
  });
});
