import { describe, expect, it } from "vitest";
import { answerRefusal, refusal } from "../../../src/foundry/channel/answer";

describe("A refusal as the asking player receives it", () => {
  it("carries the rules' reason key and its placeholders", () => {
    expect(answerRefusal({ key: "FRAY.X.NotOwner", data: { name: "Maren" } })).toEqual({ ok: false, reason: "FRAY.X.NotOwner", data: { name: "Maren" } });
  });
  it("adds what the handler knows to the rules' placeholders", () => {
    expect(answerRefusal({ key: "FRAY.X.MainSpent", data: { action: "Run" } }, { overridable: 1 })).toEqual({
      ok: false,
      reason: "FRAY.X.MainSpent",
      data: { action: "Run", overridable: 1 },
    });
  });
  it("has no placeholders when neither the rules nor the handler give any: not even an empty data field", () => {
    expect(answerRefusal({ key: "FRAY.X.BadRequest" })).toStrictEqual({ ok: false, reason: "FRAY.X.BadRequest" });
    expect(refusal("FRAY.X.BadRequest")).toStrictEqual({ ok: false, reason: "FRAY.X.BadRequest" });
    expect(refusal("FRAY.X.BadRequest", { name: "Maren" })).toStrictEqual({ ok: false, reason: "FRAY.X.BadRequest", data: { name: "Maren" } });
  });
});
