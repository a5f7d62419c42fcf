import { describe, expect, it } from "vitest";
import { FACTIONS_TURN_ACTION_COST, turnAction } from "../../../../../src/rulesets/factions/rules/actions/turn-actions";
import { FACTIONS_TURN_ACTION_LABEL } from "../../../../../src/rulesets/factions/rules/actions/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

describe("what each thing a turn is spent on costs", () => {
  it.each([
    ["pickUpOrPutDown", "bonus"],
    ["equip", "bonus"],
    ["useConsumable", "bonus"],
    ["interact", "bonus"],
    ["speak", "bonus"],
    ["swapItems", "swapItems"],
    ["complexInteraction", "main"],
    ["attack", "main"],
    ["surrender", "surrender"],
    ["changeArmour", "changeArmour"],
    ["move", "move"],
  ] as const)("%s spends %s", (id, kind) => {
    expect(turnAction(id)).toEqual({ kind, label: `FRAY.Factions.Action.${id}` });
  });

  it("every action of the list is priced and worded", () => {
    expect(Object.keys(FACTIONS_TURN_ACTION_COST).sort()).toEqual(Object.keys(FACTIONS_TURN_ACTION_LABEL).sort());
    expect(labelProblems(flatLang(), FACTIONS_TURN_ACTION_LABEL, "FRAY.Factions.Action.")).toEqual([]);
  });
});
