import { describe, expect, it } from "vitest";
import { trackerRows } from "../../src/foundry/combat/tracker-rows";
import type { TrackerView } from "../../src/core/turns/adapters/adapter";

/** Individual initiative waiting on a roll-off between Maren and a hidden goblin, and on the hidden chief's d20. */
const view: TrackerView = {
  structure: "individual", started: true, round: 0, phase: "rolling", threshold: null, holderId: null,
  groups: [], order: [], activeIds: [],
  fighters: ["maren", "gob", "chief"].map((id) => ({ id, groupId: null, status: "waiting", initiative: null, declared: null, held: null })),
  pendingRolls: [
    { purpose: "initiativeRollOff", formula: "1d20", forIds: ["maren", "gob"] },
    { purpose: "initiative", formula: "1d20", forIds: ["chief"] },
  ],
};
const displays = {
  maren: { name: "Maren", img: "", hidden: false },
  gob: { name: "Goblin", img: "", hidden: true },
  chief: { name: "Chieftain", img: "", hidden: true },
};

describe("the tracker's pending-roll line", () => {
  it("names hidden combatants to the GM", () => {
    const rows = trackerRows(view, displays, [], { isGM: true }, {});
    expect(rows.pendingRolls.map((roll) => roll.names)).toEqual(["Maren, Goblin", "Chieftain"]);
  });
  it("never names a hidden combatant to a player, and hides a roll only hidden ones make", () => {
    const rows = trackerRows(view, displays, [], { isGM: false }, {});
    expect(rows.pendingRolls.map((roll) => roll.names)).toEqual(["Maren"]);
    expect(JSON.stringify(rows)).not.toMatch(/Goblin|Chieftain/);
  });
});
