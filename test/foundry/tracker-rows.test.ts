import { describe, expect, it } from "vitest";
import { trackerRows } from "../../src/foundry/combat/tracker-rows";
import type { TrackerView } from "../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../src/core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS } from "../../src/core/turns/engine";
import { GM, midRound, roster } from "../support/tracker-scenarios";

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

describe("the tracker's buttons", () => {
  it.each(TURN_STRUCTURE_IDS)("%s: every button the GM may press sits on the row, group or footer it names, once", (structure) => {
    const { displays, groupNames } = roster(20);
    const fight = midRound(structure, 20);
    const allowed = allowedIntents(fight.adapter, fight.state, GM);
    const rows = fight.rows(GM, displays, groupNames);
    const fighterRows = [...rows.groups.flatMap((group) => group.fighters), ...rows.order.flatMap((step) => step.fighters), ...rows.unplaced];
    for (const row of fighterRows) for (const button of row.buttons) expect(button.combatantId).toBe(row.id);
    for (const group of rows.groups) for (const button of group.buttons) expect(button.groupId).toBe(group.id);
    // Each combatant appears once (in its group, in the order or not in it yet), so the buttons drawn are the allowed ones.
    const drawn = [...fighterRows.flatMap((row) => row.buttons), ...rows.groups.flatMap((group) => group.buttons), ...rows.footer];
    const key = (b: { kind: string; combatantId?: string; groupId?: string }) => `${b.kind} ${b.combatantId ?? ""} ${b.groupId ?? ""}`;
    const conditionKinds = ["defeat", "fallUnconscious", "recover", "leave"];
    const expected = allowed.filter((intent) => !conditionKinds.includes(intent.kind)).map(key);
    expect(drawn.map(key).sort()).toEqual(expected.sort());
  });
});
