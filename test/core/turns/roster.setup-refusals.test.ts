import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, initialAlternatingTeamsState, type AlternatingTeamsCommand, type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import type { Reason } from "../../../src/core/turns/engine";
import { GM, R, run } from "./helpers";

/** The roster checks every choose-who-acts engine shares, shown through alternating teams (the smallest). */
/** Owners as a saved fight might hold them: the checks guard against more than the types allow. */
const member = (id: string, groupId: string, owners: unknown = []): TeamMemberInput =>
  ({ id, groupId, owners: owners as string[], cannotBeSurprised: false });

function startWith(teams: string[], members: TeamMemberInput[]): Reason | "accepted" {
  const out = engine.apply(initialAlternatingTeamsState(), {
    type: "start", by: GM, teams, members, startedBy: teams[0] ?? "", attacked: null, surprisingTeamId: null,
  });
  return out.ok ? "accepted" : out.reason;
}

const running = () => run(engine, initialAlternatingTeamsState(), {
  type: "start", by: GM, teams: ["players", "guards"], members: [member("roland", "players", ["u1"]), member("captain", "guards")],
  startedBy: "players", attacked: null, surprisingTeamId: null,
}).state;

function join(m: TeamMemberInput, newTeam = false): Reason | "accepted" {
  const cmd: AlternatingTeamsCommand = { type: "join", by: GM, member: m, newTeam };
  const out = engine.apply(running(), cmd);
  return out.ok ? "accepted" : out.reason;
}

const setupProblem = (problem: string): Reason => ({ key: R("InvalidSetup"), data: { problem } });

describe("a fight's roster is checked before it starts, and the GM is told what is wrong", () => {
  it("a fight with no team at all cannot start", () => {
    expect(startWith([], [])).toEqual(setupProblem("noGroups"));
  });
  it("every team needs an id, and no two teams may share one", () => {
    expect(startWith(["players", ""], [])).toEqual(setupProblem("groupId"));
    expect(startWith(["players", "guards", "players"], [])).toEqual({ key: R("DuplicateId"), data: { id: "players" } });
  });
  it("every combatant needs an id, and the message names the one that appears twice", () => {
    expect(startWith(["players"], [member("roland", "players"), member("", "players")])).toEqual(setupProblem("combatantId"));
    expect(startWith(["players"], [member(7 as unknown as string, "players")])).toEqual(setupProblem("combatantId"));
    expect(startWith(["players", "guards"], [member("roland", "players"), member("captain", "guards"), member("guard", "guards"), member("captain", "guards")]))
      .toEqual({ key: R("DuplicateId"), data: { id: "captain" } });
  });
  it("every combatant fights for a team in the fight, owned by players named by their user ids", () => {
    expect(startWith(["players"], [member("roland", "players"), member("wolf", "wolves")])).toEqual({ key: R("UnknownGroup"), data: { id: "wolves" } });
    expect(startWith(["players"], [member("roland", "players", ["u1", ""])])).toEqual(setupProblem("owners"));
    expect(startWith(["players"], [member("roland", "players", [7])])).toEqual(setupProblem("owners"));
    expect(startWith(["players"], [member("roland", "players", "u1")])).toEqual(setupProblem("owners"));
    expect(startWith(["players", "guards"], [member("roland", "players", ["u1", "u2"]), member("captain", "guards")])).toBe("accepted");
  });
});

describe("a combatant joining mid-fight is checked against the roster", () => {
  it("it needs an id nobody in the fight has", () => {
    expect(join(member("", "guards"))).toEqual(setupProblem("combatantId"));
    expect(join(member("captain", "guards"))).toEqual({ key: R("DuplicateId"), data: { id: "captain" } });
  });
  it("it joins a team in the fight, or brings a new one with an id", () => {
    expect(join(member("wolf", ""), true)).toEqual(setupProblem("groupId"));
    expect(join(member("wolf", "wolves"))).toEqual({ key: R("UnknownGroup"), data: { id: "wolves" } });
    expect(join(member("wolf", "wolves"), true)).toBe("accepted");
  });
  it("its owners are user ids", () => {
    expect(join(member("guard", "guards", [""]))).toEqual(setupProblem("owners"));
    expect(join(member("squire", "players", ["u1"]))).toBe("accepted");
  });
});
