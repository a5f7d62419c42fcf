import { describe, expect, it } from "vitest";
import { CLASSIC_MANEUVER_REFUSAL as R } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { settleOpposed } from "../../../../../src/rulesets/classic/rules/maneuvers/maneuver-result";

describe("how an opposed maneuver ends", () => {
  const win = () => ({ defenderStatuses: ["prone"] });

  it("the aggressor's higher total brings what the maneuver changes", () => {
    expect(settleOpposed(18, 11, win)).toEqual({ outcome: "succeeded", defenderStatuses: ["prone"] });
  });

  it("the defender's higher total fails the attempt, with the reason on the card", () => {
    expect(settleOpposed(11, 18, win)).toEqual({ outcome: "failed", reason: { key: R.defenderWon } });
  });

  it("a tie asks both sides to roll again", () => {
    expect(settleOpposed(14, 14, win)).toEqual({ outcome: "reroll" });
  });
});
