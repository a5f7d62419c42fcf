import { describe, expect, it } from "vitest";
import { countScreens, endedAtTurnStart, screensOfWard, usedThisRound, withScreen } from "../../../../../src/rulesets/sides/flows/maneuvers/screen-records";

const bran = { screenerId: "bran", wardId: "mage", combatantId: "c-bran" };
const ula = { screenerId: "ula", wardId: "mage", combatantId: "c-ula" };

describe("the combat's screen record", () => {
  it("a screener guards one ward at a time", () => {
    const records = withScreen(withScreen([], bran), { ...bran, wardId: "archer" });
    expect(records).toEqual([{ ...bran, wardId: "archer", used: { round: 0, count: 0 } }]);
  });

  it("several screeners may guard the same ward", () => {
    expect(screensOfWard(withScreen(withScreen([], bran), ula), "mage").map((r) => r.screenerId)).toEqual(["bran", "ula"]);
  });

  it("a screen ends when its screener's next turn starts", () => {
    const records = withScreen(withScreen([], bran), ula);
    expect(endedAtTurnStart(records, ["c-bran"]).map((r) => r.screenerId)).toEqual(["ula"]);
  });

  it("counts the attackers screened per round, from fresh each round", () => {
    let records = withScreen(withScreen([], bran), ula);
    records = countScreens(records, ["bran"], 2);
    records = countScreens(records, ["bran", "ula"], 2);
    expect(records.map((r) => usedThisRound(r, 2))).toEqual([2, 1]);
    expect(records.map((r) => usedThisRound(r, 3))).toEqual([0, 0]);
    expect(countScreens(records, ["bran"], 3)[0]?.used).toEqual({ round: 3, count: 1 });
  });
});

describe("nobody in a grapple moves", () => {
  const state = { holds: [{ grapplerId: "maren", defenderId: "gob", size: "manSized" as const }] };

  it("refuses Run, Charge and a moving screen to the grappler and the defender", async () => {
    const { grappleMoveRefusal, GRAPPLE_NO_MOVE } = await import("../../../../../src/rulesets/sides/flows/maneuvers/grapple-movement");
    for (const id of ["maren", "gob"]) {
      expect(grappleMoveRefusal(state, id, "run", false)).toEqual({ key: GRAPPLE_NO_MOVE });
      expect(grappleMoveRefusal(state, id, "charge", false)).toEqual({ key: GRAPPLE_NO_MOVE });
      expect(grappleMoveRefusal(state, id, "screenAlly", true)).toEqual({ key: GRAPPLE_NO_MOVE });
    }
    expect(grappleMoveRefusal(state, "maren", "screenAlly", false)).toBeNull();
    expect(grappleMoveRefusal(state, "maren", "meleeAttack", false)).toBeNull();
    expect(grappleMoveRefusal(state, "bran", "run", false)).toBeNull();
  });
});
