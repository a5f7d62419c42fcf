import { describe, expect, it } from "vitest";
import { conditionIntent } from "../../../../../src/core/turns/status-conditions";
import { DECLARED_STATUS, DECLARED_STATUSES, woundStatuses } from "../../../../../src/rulesets/declared/rules/condition/statuses";

const turnOf = (id: string) => DECLARED_STATUSES.find((status) => status.id === id)?.turn;

describe("the statuses declared puts on tokens", () => {
  it("every status has its own id, a FRAY.Declared.Status name and a core icon", () => {
    expect(new Set(DECLARED_STATUSES.map((s) => s.id)).size).toBe(DECLARED_STATUSES.length);
    expect(DECLARED_STATUSES.map((s) => s.id).sort()).toEqual(Object.values(DECLARED_STATUS).sort());
    for (const status of DECLARED_STATUSES) {
      expect(status.name).toBe(`FRAY.Declared.Status.${status.id}`);
      expect(status.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });

  it("dead leaves the fight", () => {
    expect(conditionIntent(DECLARED_STATUSES, "c1", new Set(["dead", "dying"]))).toEqual({ kind: "defeat", combatantId: "c1" });
  });

  it("incapacitated, dying and stabilized creatures are down but keep their turn: they still crawl or act", () => {
    for (const id of ["incapacitated", "dying", "stabilized"]) {
      expect(turnOf(id)).toBe("dying");
      expect(conditionIntent(DECLARED_STATUSES, "c1", new Set([id]))).toEqual({ kind: "fallUnconscious", combatantId: "c1", dying: true });
    }
  });

  it("a paralyzed creature is down and passed over", () => {
    expect(conditionIntent(DECLARED_STATUSES, "c1", new Set(["paralyzed"]))).toEqual({ kind: "fallUnconscious", combatantId: "c1" });
  });

  it("surprised and the injuries' conditions change no turn", () => {
    for (const id of ["surprised", "prone", "hobbled", "concussed", "blindedOneEye", "deafenedOneEar", "speechless", "suffocating"]) expect(turnOf(id)).toBeUndefined();
    expect(conditionIntent(DECLARED_STATUSES, "c1", new Set(["surprised", "prone"]))).toEqual({ kind: "recover", combatantId: "c1" });
  });

  it("each down state shows its one status and takes the other three off", () => {
    expect(woundStatuses("dying")).toEqual({ show: "dying", remove: ["incapacitated", "stabilized", "dead"] });
    expect(woundStatuses("stabilized")).toEqual({ show: "stabilized", remove: ["incapacitated", "dying", "dead"] });
    expect(woundStatuses("incapacitated")).toEqual({ show: "incapacitated", remove: ["dying", "stabilized", "dead"] });
    expect(woundStatuses("dead")).toEqual({ show: "dead", remove: ["incapacitated", "dying", "stabilized"] });
  });

  it("a creature back up shows none of them", () => {
    for (const state of ["unhurt", "wounded"] as const) expect(woundStatuses(state)).toEqual({ show: null, remove: ["incapacitated", "dying", "stabilized", "dead"] });
  });
});
