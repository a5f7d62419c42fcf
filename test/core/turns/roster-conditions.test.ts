import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, initialAlternatingTeamsState, type AlternatingTeamsCommand, type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { GM, only, player, R, refusal, run } from "./helpers";

/** Defeat, leaving, falling and recovering are the same bookkeeping in sides, teams and factions: shown through teams. */
const member = (id: string, groupId: string): TeamMemberInput => ({ id, groupId, owners: [], cannotBeSurprised: false });
const fight = () => run(engine, initialAlternatingTeamsState(), {
  type: "start", by: GM, teams: ["players", "guards"], members: [member("roland", "players"), member("mira", "players"), member("captain", "guards")],
  startedBy: "players", attacked: null, surprisingTeamId: null,
}).state;
const act = (combatantId: string): AlternatingTeamsCommand => ({ type: "activate", by: GM, combatantId });
const gm = (type: "defeat" | "fallUnconscious" | "recover" | "leave", combatantId: string, by = GM): AlternatingTeamsCommand => ({ type, by, combatantId });

describe("conditions the GM applies mid-fight", () => {
  it("only the GM applies them, to someone in the fight", () => {
    expect(refusal(engine.apply(fight(), gm("defeat", "captain", player("u1"))))).toBe(R("GMOnly"));
    expect(engine.apply(fight(), gm("defeat", "ghost"))).toEqual({ ok: false, reason: { key: R("UnknownCombatant"), data: { id: "ghost" } } });
  });

  it("falling unconscious during its own turn spends the turn: coming round the same round gives no second one", () => {
    const r = run(engine, fight(), act("roland"), gm("fallUnconscious", "roland"));
    expect(only(r.events, "turnEnd")).toEqual([{ type: "turnEnd", combatantIds: ["roland"] }]);
    const back = run(engine, r.state, gm("recover", "roland")).state;
    expect(back.members.find((m) => m.id === "roland")).toMatchObject({ unconscious: false, acted: true });
  });

  it("falling before its turn only makes the turn unavailable: coming round, it may still act this round", () => {
    const back = run(engine, fight(), gm("fallUnconscious", "roland"), gm("recover", "roland")).state;
    expect(canActNow(back)).toContain("roland");
  });

  it("defeat during its own turn gives no turn-end event; leaving during it does", () => {
    expect(only(run(engine, fight(), act("roland"), gm("defeat", "roland")).events, "turnEnd")).toEqual([]);
    const left = run(engine, fight(), act("roland"), gm("leave", "roland"));
    expect(only(left.events, "turnEnd")).toEqual([{ type: "turnEnd", combatantIds: ["roland"] }]);
    expect(left.state.members.map((m) => m.id)).toEqual(["mira", "captain"]);
  });

  it("what would change nothing is refused, naming who", () => {
    const down = run(engine, fight(), gm("defeat", "captain"), gm("fallUnconscious", "mira")).state;
    expect(engine.apply(down, gm("defeat", "captain"))).toEqual({ ok: false, reason: { key: R("Defeated"), data: { id: "captain" } } });
    expect(engine.apply(down, gm("fallUnconscious", "captain"))).toEqual({ ok: false, reason: { key: R("Defeated"), data: { id: "captain" } } });
    expect(engine.apply(down, gm("fallUnconscious", "mira"))).toEqual({ ok: false, reason: { key: R("Unconscious"), data: { id: "mira" } } });
    expect(engine.apply(down, gm("recover", "roland"))).toEqual({ ok: false, reason: { key: R("NotUnconscious"), data: { id: "roland" } } });
  });
});
