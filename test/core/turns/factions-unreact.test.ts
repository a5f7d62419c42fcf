/**
 * Factions (seed 004): the GM gives back a turn a reaction spent, when the attack it answered is undone
 * (the card's Undo). Only the GM may; only a turn already spent comes back; the one taking its turn keeps it.
 */
import { describe, expect, it } from "vitest";
import { canActNow, canReactNow, factions as engine, initialFactionsState, type FactionMemberInput, type FactionsCommand, type FactionsState } from "../../../src/core/turns/factions";
import { factionsAdapter } from "../../../src/core/turns/adapters/factions";
import { GM, player, R, refusal, refusedUnchanged, run } from "./helpers";

const member = (id: string, groupId: string): FactionMemberInput => ({ id, groupId, owners: [`u-${id}`], wit: 8, ambusher: false });
const ROSTER = [member("ann", "players"), member("bea", "players"), member("orc", "orcs"), member("gob", "orcs")];
const start: FactionsCommand = { type: "start", by: GM, factions: ["players", "orcs"], members: ROSTER, startedBy: "players", fastSlow: false };
const unreact = (combatantId: string, by = GM): FactionsCommand => ({ type: "unreact", by, combatantId });
const acted = (s: FactionsState, id: string) => s.members.find((m) => m.id === id)?.acted;

/** Ann takes her turn; the orc dodges her blow (a reaction: its turn is spent). */
const orcReacted = (): FactionsState =>
  run(engine, initialFactionsState(), start, { type: "chooseFirst", by: GM, factionId: "players" }, { type: "activate", by: GM, combatantId: "ann" }, { type: "react", by: GM, combatantId: "orc" }).state;

describe("factions: the GM gives back a reaction's turn", () => {
  it("the orc's dodge undone: its turn is back, it may react again, and no turn event fires", () => {
    const s = orcReacted();
    expect(acted(s, "orc")).toBe(true);
    expect(canReactNow(s)).toEqual(["bea", "gob"]);
    const r = run(engine, s, unreact("orc"));
    expect(acted(r.state, "orc")).toBe(false);
    expect(canReactNow(r.state)).toEqual(["bea", "orc", "gob"]);
    expect(r.events).toEqual([]);
    expect(r.state.activeId).toBe("ann");
  });

  it("and once Ann's turn ends, the orcs may pick the orc to act", () => {
    const s = run(engine, orcReacted(), unreact("orc"), { type: "endTurn", by: GM, combatantId: "ann" }).state;
    expect(canActNow(s)).toEqual(["orc", "gob"]);
  });

  it("a player cannot give a turn back, not even its own character's", () => {
    expect(refusedUnchanged(engine, orcReacted(), unreact("orc", player("u-orc")))).toBe(R("GMOnly"));
  });

  it("a turn not spent cannot come back, nor the one being taken, nor an unknown combatant's", () => {
    const s = orcReacted();
    expect(refusedUnchanged(engine, s, unreact("gob"))).toBe(R("NotNow"));
    expect(refusedUnchanged(engine, s, unreact("ann"))).toBe(R("TurnInProgress"));
    expect(refusedUnchanged(engine, s, unreact("nobody"))).toBe(R("UnknownCombatant"));
    expect(refusal(engine.apply(initialFactionsState(), unreact("orc")))).toBe(R("NotStarted"));
  });

  it("the tracker's adapter reads the GM's unreact intent as the command, and needs a combatant", () => {
    const s = orcReacted();
    expect(factionsAdapter.command(s, { kind: "unreact", combatantId: "orc" }, GM)).toEqual({ type: "unreact", by: GM, combatantId: "orc" });
    expect(factionsAdapter.command(s, { kind: "unreact" }, GM)).toBeNull();
    expect(factionsAdapter.command(s, { kind: "react", combatantId: "gob" }, GM)).toEqual({ type: "react", by: GM, combatantId: "gob" });
  });
});
