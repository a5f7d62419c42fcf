import { describe, expect, it } from "vitest";
import {
  canActNow, factions as engine, initialFactionsState, type FactionMember, type FactionsCommand, type FactionsState,
} from "../../../src/core/turns/factions";
import { isActing } from "../../../src/core/turns/factions-flow";
import { answerRoll, available, commonCommand, membersAfter, runProperty, USERS, type Adapter, type Ctx } from "./property-harness";
import { is } from "./state-checks";
import { runs } from "../../support/fixed-seed";

function command(ctx: Ctx<FactionsState>): FactionsCommand {
  const s = ctx.state;
  const common = commonCommand(ctx, s.activeId, canActNow(s));
  if (common !== null) return common;
  const { kind, value } = ctx.intent;
  const faction = s.factions[value % Math.max(1, s.factions.length)] ?? "g0";
  if (kind < 80) {
    const mine = s.members.find((m) => m.groupId === s.currentFactionId && m.owners.length > 0);
    const by = mine !== undefined && value % 2 === 0 ? { userId: mine.owners[0] ?? "", isGM: false } : ctx.by;
    return { type: "pass", by: kind < 77 ? by : ctx.by, factionId: kind < 77 ? s.currentFactionId ?? faction : faction };
  }
  if (kind < 86) return { type: "react", by: kind < 84 ? ctx.ownerOf(ctx.someone) : ctx.by, combatantId: ctx.someone };
  if (kind < 90) {
    const holder = s.members.find((m) => m.groupId === s.holderId && m.owners.length > 0);
    const by = holder !== undefined && value % 3 === 0 ? { userId: holder.owners[0] ?? "", isGM: false } : ctx.by;
    return { type: "chooseFirst", by: kind < 89 ? USERS[0]! : by, factionId: faction };
  }
  if (kind < 96) return answerRoll(ctx, s.pendingRolls) ?? { type: "chooseFirst", by: USERS[0]!, factionId: faction };
  if (kind < 98) {
    const fresh = value % 3 === 0;
    return { type: "join", by: USERS[0]!, member: { id: ctx.joinerId, groupId: fresh ? `new${value % 2}` : faction, owners: value % 2 === 0 ? ["u1"] : [], wit: value % 20, ambusher: false }, newFaction: fresh };
  }
  return { type: "setHolder", by: ctx.by, factionId: faction };
}

function eligibleIn(s: FactionsState, m: FactionMember): boolean {
  if (!available(m)) return false;
  if (s.phase === "ambush") return m.ambusher;
  if (s.phase === "fast") return s.threshold !== null && m.wit >= s.threshold;
  return true;
}

export const adapter: Adapter<FactionsState, FactionsCommand> = {
  engine,
  start: (spec) => ({
    type: "start", by: USERS[0]!, factions: spec.groups, fastSlow: spec.choice % 2 === 0,
    startedBy: spec.choice % 3 === 0 ? null : spec.groups[spec.choice % spec.groups.length] ?? null,
    members: spec.members.map((m) => ({ id: m.id, groupId: m.groupId, owners: m.owners, wit: m.stat, ambusher: m.flag && m.stat % 3 === 0 })),
  }),
  members: (s) => s.members,
  currentGroup: (s) => s.currentFactionId,
  activeId: (s) => s.activeId,
  round: (s) => s.round,
  pendingRolls: (s) => s.pendingRolls,
  command,
  undo: (by) => ({ type: "undo", by }),
  groupCommanded: (cmd) => (cmd.type === "pass" ? cmd.factionId : null),
  reactor: (cmd) => (cmd.type === "react" ? cmd.combatantId : null),
  check(pre, cmd, _post, events, tracker) {
    if (!isActing(pre) || cmd.type === "nextRound" || tracker.rosterGrew) return;
    // The phase (or the round, without phases) ends exactly when every faction has passed in a row,
    // a faction with no one able to act passing automatically.
    const ended = events.some((e) => (e.type === "phaseEnd" && e.phase === pre.phase) || (pre.phase === "main" && e.type === "roundEnd"));
    const endsActive = ["endTurn", "defeat", "fallUnconscious", "leave"].includes(cmd.type) && "combatantId" in cmd && cmd.combatantId === pre.activeId;
    const stillActive = cmd.type === "activate" || (pre.activeId !== null && !endsActive);
    if (stillActive) {
      is(ended, false);
      return;
    }
    const members = membersAfter(pre.members, pre.activeId, cmd) as FactionMember[];
    const passed = new Set(tracker.passes);
    if (cmd.type === "pass") passed.add(cmd.factionId);
    const allPassed = pre.factions.every((f) => passed.has(f) || !members.some((m) => m.groupId === f && eligibleIn(pre, m)));
    is(ended, allPassed);
  },
};

describe("factions: properties over random fights and random commands", () => {
  it("no one acts twice or out of turn or for someone else; phases end exactly when all pass in a row; undo is exact; refusals change nothing", () => {
    const seen = runProperty(adapter, initialFactionsState(), runs(300));
    // The random fights really reached turns, reactions, phases and round ends.
    for (const type of ["turnStart", "groupTurnStart", "phaseStart", "phaseEnd", "roundEnd", "moraleStep"]) expect(seen[type] ?? 0).toBeGreaterThan(20);
  });
});
