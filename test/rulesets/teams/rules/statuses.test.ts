import { describe, expect, it } from "vitest";
import { conditionIntent, touchesTurnStatus } from "../../../../src/core/turns/status-conditions";
import { TEAMS_CONDITIONS } from "../../../../src/rulesets/teams/rules/derived/conditions";
import { TEAMS_STATUSES } from "../../../../src/rulesets/teams/rules/statuses";

const intent = (...statuses: string[]) => conditionIntent(TEAMS_STATUSES, "roland", new Set(statuses));

describe("teams statuses in the turn engines", () => {
  it("Roland knocked unconscious loses his turn (down, not dying: the death test is made at once)", () => {
    expect(intent("unconscious")).toEqual({ kind: "fallUnconscious", combatantId: "roland" });
  });

  it("Roland resuscitated by Clementine may take his turn again", () => {
    expect(intent()).toEqual({ kind: "recover", combatantId: "roland" });
  });

  it("a dead character leaves the fight, even while also marked unconscious", () => {
    expect(intent("dead", "unconscious")).toEqual({ kind: "defeat", combatantId: "roland" });
  });

  it("harmed, bloodied, prone, guarding and in cover change numbers, not turns", () => {
    const noTurnMeaning = ["harmed", "bloodied", "prone", "guarding", "inCover"];
    expect(intent(...noTurnMeaning)).toEqual({ kind: "recover", combatantId: "roland" });
    expect(touchesTurnStatus(TEAMS_STATUSES, noTurnMeaning)).toBe(false);
    expect(touchesTurnStatus(TEAMS_STATUSES, ["unconscious"])).toBe(true);
  });

  it("every condition of the chapter has a token status under its own id", () => {
    const ids = TEAMS_STATUSES.map((status) => status.id);
    for (const condition of TEAMS_CONDITIONS) expect(ids).toContain(condition);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("each status is named under FRAY.Teams.Status and drawn with a core icon", () => {
    for (const status of TEAMS_STATUSES) {
      expect(status.name).toBe(`FRAY.Teams.Status.${status.id}`);
      expect(status.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });
});
