import { describe, expect, it } from "vitest";
import {
  alternatingTeams as engine, initialAlternatingTeamsState, type AlternatingTeamsCommand, type TeamMemberInput,
} from "../../../src/core/turns/alternating-teams";
import { GM, player, R, run } from "./helpers";

/** Who may start or end a turn: the same checks in sides, teams and factions, shown through teams. */
const member = (id: string, groupId: string): TeamMemberInput => ({ id, groupId, owners: [`u-${id}`], cannotBeSurprised: false });
const fight = () => run(engine, initialAlternatingTeamsState(), {
  type: "start", by: GM, teams: ["players", "guards"], members: [member("roland", "players"), member("mira", "players"), member("captain", "guards")],
  startedBy: "players", attacked: null, surprisingTeamId: null,
}).state;
const act = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "activate", by, combatantId });
const end = (combatantId: string, by = GM): AlternatingTeamsCommand => ({ type: "endTurn", by, combatantId });
const reason = (key: string, id: string) => ({ ok: false, reason: { key: R(key), data: { id } } });

describe("starting and ending a turn", () => {
  it("a player starts the turn of a combatant they own, on its team's turn, when nobody else is acting", () => {
    expect(engine.apply(fight(), act("ghost"))).toEqual(reason("UnknownCombatant", "ghost"));
    expect(engine.apply(fight(), act("mira", player("u-roland")))).toEqual(reason("NotOwner", "mira"));
    expect(engine.apply(fight(), act("captain"))).toEqual(reason("NotYourTurn", "captain"));
    const acting = run(engine, fight(), act("roland", player("u-roland"))).state;
    expect(engine.apply(acting, act("mira"))).toEqual(reason("TurnInProgress", "roland"));
  });

  it("only the combatant taking its turn can end it, by its owner or the GM; a stale click after it ended is refused", () => {
    const acting = run(engine, fight(), act("roland")).state;
    expect(engine.apply(acting, end("roland", player("u-mira")))).toEqual(reason("NotOwner", "roland"));
    expect(engine.apply(acting, end("mira"))).toEqual(reason("NotActive", "mira"));
    const ended = run(engine, acting, end("roland", player("u-roland"))).state;
    expect(engine.apply(ended, end("roland"))).toEqual(reason("NotActive", "roland"));
  });
});
