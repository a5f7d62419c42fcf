import { describe, expect, it } from "vitest";
import { sideInitiativeAdapter } from "../../../../src/core/turns/adapters/side-initiative";
import { alternatingTeamsAdapter } from "../../../../src/core/turns/adapters/alternating-teams";
import { factionsAdapter } from "../../../../src/core/turns/adapters/factions";
import { individualAdapter } from "../../../../src/core/turns/adapters/individual";
import { declaredAdapter } from "../../../../src/core/turns/adapters/declared";
import type { FighterInput } from "../../../../src/core/turns/adapters/adapter";
import { Fight, fighter, GM, group, labels, player, setup, statuses } from "./adapter-harness";
import { click, startFight } from "./sequence-harness";

/** A combatant who acted, left the fight and came back in the same round gets no second turn. */
const ALICE = player("alice");
const back = (id: string, over: Partial<FighterInput> = {}) => fighter(id, "party", { owners: ["alice"], actedThisRound: true, ...over });

describe("a rejoiner who already acted this round", () => {
  it("side initiative: comes back acted, and acts again next round", () => {
    const f = Fight.start(sideInitiativeAdapter, setup([group("party", true), group("foes")], [
      fighter("maren", "party", { owners: ["alice"] }), fighter("tamsin", "party"), fighter("gob", "foes"),
    ])).roll("initiative", "party", 7).roll("initiative", "foes", 3);
    f.turn("maren", ALICE).do("leave", { combatantId: "maren" });
    f.apply(sideInitiativeAdapter.join(back("maren2"), null, GM));
    expect(statuses(f.view).maren2).toBe("acted");
    expect(f.try("act", { combatantId: "maren2" }, ALICE)).toBe("FRAY.Turns.Refusal.AlreadyActed");
    f.turn("tamsin").turn("gob").do("nextRound");
    expect(f.try("act", { combatantId: "maren2" }, ALICE)).toBe("accepted");
  });

  it("alternating teams and factions: comes back acted", () => {
    const teams = Fight.start(alternatingTeamsAdapter, setup([group("party"), group("foes")], [fighter("maren", "party"), fighter("gob", "foes")], { startedBy: "party" }));
    teams.apply(alternatingTeamsAdapter.join(back("maren2"), null, GM));
    expect(statuses(teams.view).maren2).toBe("acted");
    const factions = Fight.start(factionsAdapter, setup([group("party"), group("foes")], [fighter("maren", "party"), fighter("gob", "foes")], { startedBy: "party" }));
    factions.apply(factionsAdapter.join(back("maren2"), null, GM));
    expect(statuses(factions.view).maren2).toBe("acted");
  });

  it("individual initiative: placed below whoever is up, its place this round is already used", () => {
    const f = startFight(individualAdapter, setup([], [fighter("A", "", { initiativeBonus: 5, owners: ["alice"] }), fighter("B", "", { initiativeBonus: 0 })].map((x) => ({ ...x, groupId: null }))));
    f.roll("initiative", "A", 20).roll("initiative", "B", 15);
    click(f, { kind: "act", combatantId: "A" }, ALICE);
    click(f, { kind: "endTurn", combatantId: "A" }, ALICE);
    click(f, { kind: "leave", combatantId: "A" });
    f.apply(individualAdapter.join({ ...back("A2"), groupId: null, initiativeBonus: 5 }, null, GM));
    f.roll("initiative", "A2", 8);
    click(f, { kind: "act", combatantId: "B" });
    click(f, { kind: "endTurn", combatantId: "B" });
    // A2 sits at 8, below B: without the record it would be up now, in round 1.
    expect(f.view.round).toBe(2);
    expect(labels(f.allowed(ALICE))).toEqual([]);
  });

  it("declared speed: sits out the rest of the round, declaring again next round", () => {
    const f = startFight(declaredAdapter, setup([], [fighter("X", "", { owners: ["alice"] }), fighter("Z", "")].map((x) => ({ ...x, groupId: null }))));
    f.roll("baseInitiative", "X", 5).roll("baseInitiative", "Z", 12);
    click(f, { kind: "declare", combatantId: "X", actionId: "attack", modifier: 0 }, ALICE);
    click(f, { kind: "declare", combatantId: "Z", actionId: "attack", modifier: 0 });
    click(f, { kind: "lockDeclarations" });
    click(f, { kind: "endTurn", combatantId: "X" }, ALICE);
    click(f, { kind: "leave", combatantId: "X" });
    f.apply(declaredAdapter.join({ ...back("X2"), groupId: null }, null, GM));
    f.roll("baseInitiative", "X2", 2);
    expect(labels(f.allowed(ALICE))).toEqual([]);
  });
});
