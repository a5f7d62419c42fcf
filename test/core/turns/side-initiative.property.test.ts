import { describe, expect, it } from "vitest";
import {
  canActNow, initialSideInitiativeState, sideInitiative as engine, type SideInitiativeCommand, type SideInitiativeState,
} from "../../../src/core/turns/side-initiative";
import { answerRoll, available, commonCommand, membersAfter, membersWithGroup, runProperty, USERS, type Adapter, type Ctx } from "./property-harness";
import { is } from "./state-checks";
import { runs } from "../../support/fixed-seed";

function command(ctx: Ctx<SideInitiativeState>): SideInitiativeCommand {
  const s = ctx.state;
  const common = commonCommand(ctx, s.activeId, canActNow(s));
  if (common !== null) return common;
  const { kind, value } = ctx.intent;
  const side = s.sides[value % Math.max(1, s.sides.length)]?.id ?? "g0";
  if (kind < 88) return answerRoll(ctx, s.pendingRolls) ?? { type: "nextRound", by: USERS[0]! };
  if (kind < 93) {
    const mine = s.members.find((m) => m.groupId === s.currentSideId && m.owners.length > 0);
    const by = mine !== undefined && value % 2 === 0 ? { userId: mine.owners[0] ?? "", isGM: false } : ctx.by;
    return { type: "endSideTurn", by, sideId: kind < 92 ? s.currentSideId ?? side : side };
  }
  if (kind < 97) {
    const fresh = value % 3 === 0;
    return {
      type: "join", by: USERS[0]!, newSide: fresh ? { isParty: value % 2 === 0 } : null,
      member: { id: ctx.joinerId, groupId: fresh ? `late${value % 2}` : side, owners: value % 2 === 0 ? ["u2"] : [], dexMod: value % 4 },
    };
  }
  return { type: "moveToSide", by: ctx.by, combatantId: ctx.someone, sideId: side };
}

export const adapter: Adapter<SideInitiativeState, SideInitiativeCommand> = {
  engine,
  start: (spec) => ({
    type: "start", by: USERS[0]!,
    sides: spec.groups.map((id, i) => ({ id, isParty: i === 0 && spec.choice % 4 !== 3, surprising: (spec.choice >> (i + 2)) % 5 === 0 })),
    members: spec.members.map((m) => ({ id: m.id, groupId: m.groupId, owners: m.owners, dexMod: m.stat % 4 })),
  }),
  members: (s) => s.members,
  currentGroup: (s) => s.currentSideId,
  activeId: (s) => s.activeId,
  round: (s) => s.round,
  pendingRolls: (s) => s.pendingRolls,
  command,
  undo: (by) => ({ type: "undo", by }),
  groupCommanded: (cmd) => (cmd.type === "endSideTurn" ? cmd.sideId : null),
  check(pre, cmd, _post, events) {
    const ended = events.some((e) => e.type === "roundEnd");
    if (pre.phase !== "surprise" && pre.phase !== "rounds") {
      is(ended, false);
      return;
    }
    if (cmd.type === "nextRound") return;
    // A round that is waiting for anyone able to act cannot end by itself.
    if (pre.currentSideId === null) {
      is(ended, false);
      return;
    }
    const endsActive = ["endTurn", "defeat", "fallUnconscious", "leave"].includes(cmd.type) && "combatantId" in cmd && cmd.combatantId === pre.activeId;
    const closesSide = cmd.type === "endSideTurn";
    if (cmd.type === "activate" || (pre.activeId !== null && !endsActive && !closesSide)) {
      is(ended, false);
      return;
    }
    // The round ends exactly when no side still to go this round (the one on the clock included,
    // unless it just ended its turn) has anyone left able to act.
    let members = membersAfter(pre.members, pre.activeId, cmd);
    if (cmd.type === "moveToSide") members = membersWithGroup(members, cmd.combatantId, cmd.sideId);
    if (closesSide && pre.activeId !== null) members = members.map((m) => (m.id === pre.activeId ? { ...m, acted: true } : m));
    const toGo = pre.order.filter((id) => !pre.doneSides.includes(id) && !(closesSide && id === pre.currentSideId));
    const someoneLeft = toGo.some((id) => members.some((m) => m.groupId === id && available(m)));
    is(ended, !someoneLeft);
  },
};

describe("side initiative: properties over random fights and random commands", () => {
  it("no one acts twice or out of their side's turn or for someone else; rounds end exactly when every side is done; undo is exact; refusals change nothing", () => {
    const seen = runProperty(adapter, initialSideInitiativeState(), runs(300));
    for (const type of ["turnStart", "groupTurnStart", "groupTurnEnd", "roundEnd", "rollNeeded"]) expect(seen[type] ?? 0).toBeGreaterThan(20);
  });
});
