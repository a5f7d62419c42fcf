import { describe, expect, it } from "vitest";
import { sideInitiativeAdapter } from "../../../src/core/turns/adapters/side-initiative";
import { factionsAdapter } from "../../../src/core/turns/adapters/factions";
import { individualAdapter } from "../../../src/core/turns/adapters/individual";
import { isOwnTurn } from "../../../src/core/turns/own-turn";
import { Fight, fighter, group, setup } from "./adapters/adapter-harness";
import { click, startFight } from "./adapters/sequence-harness";

/** An action is taken "on your turn" or outside it (a reaction, a snap shot): the tracker's view decides. */
describe("whether a combatant is acting on its own turn", () => {
  it("side initiative: every member of the side on turn is, before any of them is chosen; the other side is not", () => {
    const f = Fight.start(sideInitiativeAdapter, setup([group("party", true), group("foes")], [fighter("maren", "party"), fighter("gob", "foes")]));
    expect(isOwnTurn(f.view, "maren", "party")).toBe(false);
    f.roll("initiative", "party", 7).roll("initiative", "foes", 3);
    expect(isOwnTurn(f.view, "maren", "party")).toBe(true);
    expect(isOwnTurn(f.view, "gob", "foes")).toBe(false);
    f.turn("maren");
    expect(isOwnTurn(f.view, "gob", "foes")).toBe(true);
    expect(isOwnTurn(f.view, "maren", "party")).toBe(false);
  });

  it("factions: the combatant taking its turn is; its idle faction-mates are not", () => {
    const f = Fight.start(factionsAdapter, setup([group("party"), group("foes")], [fighter("maren", "party"), fighter("tamsin", "party"), fighter("gob", "foes")], { startedBy: "party" }));
    f.do("chooseFirst", { groupId: "party" }).do("act", { combatantId: "maren" });
    expect(isOwnTurn(f.view, "maren", null)).toBe(true);
    expect(isOwnTurn(f.view, "tamsin", null)).toBe(false);
  });

  it("individual initiative: whoever is up is; a combatant without a group waiting for its place is not", () => {
    const f = startFight(individualAdapter, setup([], [fighter("A", "", { groupId: null }), fighter("B", "", { groupId: null })]));
    f.roll("initiative", "A", 18).roll("initiative", "B", 4);
    click(f, { kind: "act", combatantId: "A" });
    expect(isOwnTurn(f.view, "A", null)).toBe(true);
    expect(isOwnTurn(f.view, "B", null)).toBe(false);
  });

  it("side initiative: a member of the side on turn who is knocked out or defeated is not on its turn; one who is dying still is", () => {
    const f = Fight.start(sideInitiativeAdapter, setup([group("party", true), group("foes")], [fighter("maren", "party"), fighter("tamsin", "party"), fighter("odo", "party"), fighter("gob", "foes")]));
    f.roll("initiative", "party", 7).roll("initiative", "foes", 3);
    const statusOf = (id: string, status: string) => ({ ...f.view, fighters: f.view.fighters.map((x) => (x.id === id ? { ...x, status } : x)) }) as typeof f.view;
    expect(isOwnTurn(statusOf("tamsin", "unconscious"), "tamsin", "party")).toBe(false);
    expect(isOwnTurn(statusOf("odo", "defeated"), "odo", "party")).toBe(false);
    expect(isOwnTurn(statusOf("maren", "dying"), "maren", "party")).toBe(true);
    expect(isOwnTurn(f.view, "maren", "party")).toBe(true);
  });

  it("with no fight under a turn structure, or before it starts, the GM runs it freehand: always", () => {
    expect(isOwnTurn(null, "maren", "party")).toBe(true);
    expect(isOwnTurn(sideInitiativeAdapter.view(sideInitiativeAdapter.initial()), "gob", "foes")).toBe(true);
  });
});
