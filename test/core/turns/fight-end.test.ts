/** "Until one team remains or one team completes their objective": what the GM's tracker is told. */
import { describe, expect, it } from "vitest";
import { fightEndReasons, teamsStillFighting } from "../../../src/core/turns/fight-end";
import type { FighterStatus } from "../../../src/core/turns/adapters/adapter";

const groups = [{ id: "players" }, { id: "guards" }];
const f = (groupId: string, status: FighterStatus) => ({ groupId, status });

describe("the four players against two guards", () => {
  it("both guards still up: the fight goes on", () => {
    const view = { groups, fighters: [f("players", "acted"), f("players", "ready"), f("guards", "acting"), f("guards", "ready")] };
    expect(fightEndReasons(view, {})).toEqual([]);
  });

  it("one guard dead and the other unconscious: only the players remain", () => {
    const view = { groups, fighters: [f("players", "acted"), f("players", "unconscious"), f("guards", "defeated"), f("guards", "unconscious")] };
    expect(teamsStillFighting(view)).toEqual(["players"]);
    expect(fightEndReasons(view, {})).toEqual([{ kind: "lastTeam", groupId: "players" }]);
  });

  it("a guard who is dying cannot act for his team any more than an unconscious one", () => {
    const view = { groups, fighters: [f("players", "waiting"), f("guards", "dying")] };
    expect(fightEndReasons(view, {})).toEqual([{ kind: "lastTeam", groupId: "players" }]);
  });

  it("the guards sound the alarm: their objective complete ends the fight with both teams standing", () => {
    const view = { groups, fighters: [f("players", "ready"), f("guards", "acted")] };
    const objectives = { guards: { text: "Sound the alarm", complete: true }, players: { text: "Silence the guards", complete: false } };
    expect(fightEndReasons(view, objectives)).toEqual([{ kind: "objective", groupId: "guards" }]);
  });

  it("everyone down: no team remains", () => {
    const view = { groups, fighters: [f("players", "unconscious"), f("guards", "defeated")] };
    expect(fightEndReasons(view, {})).toEqual([{ kind: "noTeam" }]);
  });

  it("a structure without teams never reports an end", () => {
    expect(fightEndReasons({ groups: [], fighters: [f("players", "defeated")] }, {})).toEqual([]);
  });

  it("an objective left for a team that is no longer in the fight is not reported", () => {
    const view = { groups, fighters: [f("players", "ready"), f("guards", "ready")] };
    expect(fightEndReasons(view, { gone: { text: "Flee", complete: true } })).toEqual([]);
  });
});
