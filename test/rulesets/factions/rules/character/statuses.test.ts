import { describe, expect, it } from "vitest";
import { FACTIONS_STATUS, FACTIONS_STATUSES, isEntangled } from "../../../../../src/rulesets/factions/rules/character/statuses";
import { conditionIntent, touchesGmKeptStatus } from "../../../../../src/core/turns/status-conditions";
import { flatLang, labelProblems } from "../../../../support/lang";

const intentFor = (...ids: string[]) => conditionIntent(FACTIONS_STATUSES, "c1", new Set(ids)).kind;

describe("the factions statuses and the turn engines", () => {
  it("offers the chapter's conditions, and dead and poisoned", () => {
    expect(FACTIONS_STATUSES.map((s) => s.id)).toEqual(["grabbed", "entangled", "concealed", "incapacitated", "surrendered", "passedMorale", "fled", "dead", "poisoned"]);
  });

  it("incapacitated is down: passed over until healed", () => {
    expect(intentFor(FACTIONS_STATUS.incapacitated)).toBe("fallUnconscious");
  });

  it("surrendered is down too: no turn until an enemy harms it and the status goes", () => {
    expect(intentFor(FACTIONS_STATUS.surrendered)).toBe("fallUnconscious");
    expect(intentFor()).toBe("recover");
  });

  it("fled and dead leave the fight, even when also incapacitated", () => {
    expect(intentFor(FACTIONS_STATUS.fled)).toBe("defeat");
    expect(intentFor(FACTIONS_STATUS.dead, FACTIONS_STATUS.incapacitated)).toBe("defeat");
  });

  it.each(["grabbed", "entangled", "concealed", "passedMorale", "poisoned"])("%s changes what the character may do, not its turn", (id) => {
    expect(intentFor(id)).toBe("recover");
  });

  it("the GM alone sets every one of them: the turn statuses, and the five kept for the GM's commands", () => {
    expect(FACTIONS_STATUSES.filter((s) => s.gmOnly === true).map((s) => s.id)).toEqual(["grabbed", "entangled", "concealed", "passedMorale", "poisoned"]);
    expect(FACTIONS_STATUSES.filter((s) => s.turn !== undefined).every((s) => s.gmOnly === undefined)).toBe(true);
    for (const status of FACTIONS_STATUSES) expect(touchesGmKeptStatus(FACTIONS_STATUSES, [status.id])).toBe(true);
    expect(touchesGmKeptStatus(FACTIONS_STATUSES, ["prone"])).toBe(false);
  });

  it("each has a core icon and an English name", () => {
    for (const status of FACTIONS_STATUSES) expect(status.img).toMatch(/^icons\/svg\/[a-z]+\.svg$/);
    expect(labelProblems(flatLang(), Object.fromEntries(FACTIONS_STATUSES.map((s) => [s.id, s.name])), "FRAY.Factions.Status.")).toEqual([]);
  });

  it("grabbed or entangled characters cannot move on their own; concealed ones can", () => {
    expect(isEntangled(new Set([FACTIONS_STATUS.grabbed]))).toBe(true);
    expect(isEntangled(new Set([FACTIONS_STATUS.entangled]))).toBe(true);
    expect(isEntangled(new Set([FACTIONS_STATUS.concealed]))).toBe(false);
  });
});
