import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, canActNow, eligible, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
  type TeamMember,
} from "../../../src/core/turns/alternating-teams";
import { commonCommand, membersAfter, runProperty, USERS, type Adapter, type Ctx } from "./property-harness";
import { is } from "./state-checks";
import { runs } from "../../support/fixed-seed";

function command(ctx: Ctx<AlternatingTeamsState>): AlternatingTeamsCommand {
  const s = ctx.state;
  const common = commonCommand(ctx, s.activeId, canActNow(s));
  if (common !== null) return common;
  const { kind, value } = ctx.intent;
  const team = s.order[value % Math.max(1, s.order.length)] ?? "g0";
  if (kind < 85) return { type: "endTeamTurn", by: ctx.by, teamId: kind < 80 ? s.currentTeamId ?? team : team };
  const fresh = value % 3 === 0;
  return {
    type: "join", by: kind < 97 ? USERS[0]! : ctx.by, newTeam: fresh,
    member: { id: ctx.joinerId, groupId: fresh ? `late${value % 2}` : team, owners: value % 2 === 0 ? ["u1"] : [], cannotBeSurprised: value % 4 === 0 },
  };
}

export const adapter: Adapter<AlternatingTeamsState, AlternatingTeamsCommand> = {
  engine,
  start: (spec) => ({
    type: "start", by: USERS[0]!, teams: spec.groups,
    members: spec.members.map((m) => ({ id: m.id, groupId: m.groupId, owners: m.owners, cannotBeSurprised: m.flag })),
    startedBy: spec.groups[spec.choice % spec.groups.length] ?? "g0",
    attacked: spec.choice % 7 === 0 ? null : spec.groups[(spec.choice + 1) % spec.groups.length] ?? null,
    surprisingTeamId: spec.choice % 3 === 0 ? spec.groups[spec.choice % spec.groups.length] ?? null : null,
  }),
  members: (s) => s.members,
  currentGroup: (s) => s.currentTeamId,
  activeId: (s) => s.activeId,
  round: (s) => s.round,
  pendingRolls: () => [],
  command,
  undo: (by) => ({ type: "undo", by }),
  groupCommanded: (cmd) => (cmd.type === "endTeamTurn" ? cmd.teamId : null),
  check(pre, cmd, _post, events) {
    const ended = events.some((e) => e.type === "roundEnd");
    if (pre.phase !== "running" || cmd.type === "nextRound") return;
    if (pre.currentTeamId === null) {
      is(ended, false);
      return;
    }
    const endsActive = ["endTurn", "defeat", "fallUnconscious", "leave"].includes(cmd.type) && "combatantId" in cmd && cmd.combatantId === pre.activeId;
    const closesTeam = cmd.type === "endTeamTurn";
    if (cmd.type === "activate" || (pre.activeId !== null && !endsActive && !closesTeam)) {
      is(ended, false);
      return;
    }
    // The round ends exactly when everyone who may act this round has acted (or cannot).
    let members = membersAfter(pre.members, pre.activeId, cmd) as TeamMember[];
    if (closesTeam && pre.activeId !== null) members = members.map((m) => (m.id === pre.activeId ? { ...m, acted: true } : m));
    is(ended, !members.some((m) => eligible(pre, m)));
  },
};

describe("alternating teams: properties over random fights and random commands", () => {
  it("no one acts twice or out of their team's turn or for someone else; rounds end exactly when everyone has acted; undo is exact; refusals change nothing", () => {
    const seen = runProperty(adapter, initialAlternatingTeamsState(), runs(300));
    for (const type of ["turnStart", "groupTurnStart", "groupTurnEnd", "roundEnd"]) expect(seen[type] ?? 0).toBeGreaterThan(20);
  });
});
