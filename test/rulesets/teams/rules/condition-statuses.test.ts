import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { teamsConditions, type ConditionState } from "../../../../src/rulesets/teams/rules/derived/conditions";
import { flagsFromToggles, statusChanges, turnStanding } from "../../../../src/rulesets/teams/rules/derived/condition-statuses";

const flags = { unconscious: false, prone: false, dead: false };
/** Boudica: 12 endurance, 12 health, constitution 4 (the chapter's numbers). */
const boudica = (endurance: number, health: number, marks: Partial<typeof flags> = {}): ConditionState => ({
  endurance: { value: endurance, max: 12 },
  health: { value: health, max: 12 },
  ...flags,
  ...marks,
});

describe("token statuses follow the derived conditions", () => {
  it("Boudica takes 7 (12 − 7 = 5): harmed goes on the token, nothing else", () => {
    expect(statusChanges(teamsConditions(boudica(5, 12)), new Set<string>())).toEqual([{ id: "harmed", active: true }]);
  });

  it("once dead, every other mark comes off and only dead stays", () => {
    const changes = statusChanges(teamsConditions(boudica(0, 0, { dead: true })), new Set(["harmed", "bloodied", "unconscious"]));
    expect(changes).toEqual([
      { id: "harmed", active: false },
      { id: "bloodied", active: false },
      { id: "unconscious", active: false },
      { id: "dead", active: true },
    ]);
  });

  it("statuses outside the chapter's conditions (guarding, in cover) are never touched", () => {
    expect(statusChanges([], new Set(["guarding", "inCover"]))).toEqual([]);
  });

  it("after the changes the token shows exactly the derived conditions, whatever it showed before", () => {
    const conditions = fc.constantFrom("harmed", "bloodied", "unconscious", "prone", "dead", "guarding");
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.boolean(), fc.boolean(), fc.boolean(), fc.uniqueArray(conditions), (endurance, health, unconscious, prone, dead, before) => {
        const derived = teamsConditions(boudica(endurance, health, { unconscious, prone, dead }));
        const shown = new Set(before);
        for (const { id, active } of statusChanges(derived, shown)) if (active) shown.add(id); else shown.delete(id);
        expect([...shown].filter((id) => id !== "guarding").sort()).toEqual([...derived].sort());
      }),
    );
  });
});

describe("a GM's toggle writes the flag it may set", () => {
  it("unconscious toggled on at full health writes the unconscious flag", () => {
    expect(flagsFromToggles(["unconscious"], [], new Set(["unconscious"]), flags)).toEqual({ unconscious: true });
  });

  it("unconscious toggled off at 0 health writes nothing: the numbers keep it (the flag is already off)", () => {
    expect(flagsFromToggles(["unconscious"], ["bloodied", "unconscious"], new Set(["bloodied"]), flags)).toBeNull();
  });

  it("unconscious toggled on at 0 health writes nothing: the numbers already say so", () => {
    expect(flagsFromToggles(["unconscious"], ["bloodied", "unconscious"], new Set(["bloodied", "unconscious"]), flags)).toBeNull();
  });

  it("dead toggled off clears the dead flag", () => {
    expect(flagsFromToggles(["dead"], ["dead"], new Set<string>(), { ...flags, dead: true })).toEqual({ dead: false });
  });

  it("harmed and bloodied are never written: they are read from endurance and health", () => {
    expect(flagsFromToggles(["harmed", "bloodied"], [], new Set(["harmed", "bloodied"]), flags)).toBeNull();
  });
});

describe("who is down or dead, as the turn engines read it", () => {
  it("Boudica at 0 health is down; marked dead she is dead; at 7 health she is up", () => {
    expect(turnStanding(boudica(0, 0))).toBe("down");
    expect(turnStanding(boudica(0, 0, { dead: true }))).toBe("dead");
    expect(turnStanding(boudica(0, 7))).toBe("up");
  });
});
