import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDouble } from "../foundry-double/globals";

const foundry: FoundryDouble = installFoundryDouble();
const { askGm, handleGmQuery, registerGmHandler, QUERY_NAME } = await import("../../src/foundry/gm-queries");

registerGmHandler("echo", async (payload, userId) => ({ ok: true, result: { payload, userId } }));
registerGmHandler("refuse", async () => ({ ok: false, reason: "FRAY.Query.noGM" }));

beforeEach(() => {
  foundry.notices.length = 0;
  foundry.queries.length = 0;
});

describe("the one GM query", () => {
  it("hands a registered command its payload and the asking user", async () => {
    const answer = await handleGmQuery({ kind: "echo", payload: { amount: 3 } }, { userId: "player1" });
    expect(answer).toEqual({ ok: true, result: { payload: { amount: 3 }, userId: "player1" } });
  });

  it("refuses a command nobody registered", async () => {
    expect(await handleGmQuery({ kind: "steal" })).toEqual({ ok: false, reason: "FRAY.Query.unknown" });
    expect(await handleGmQuery("not an object")).toEqual({ ok: false, reason: "FRAY.Query.unknown" });
  });

  it("goes to the active GM under Fray's query name", async () => {
    foundry.setActiveGM((data) => handleGmQuery(data, { userId: "player1" }));
    const answer = await askGm("echo", { amount: 1 });
    expect(foundry.queries).toEqual([{ name: QUERY_NAME, data: { kind: "echo", payload: { amount: 1 } } }]);
    expect(answer.ok).toBe(true);
  });

  it("shows the player the GM's refusal", async () => {
    foundry.setActiveGM((data) => handleGmQuery(data, { userId: "player1" }));
    await askGm("refuse", {});
    expect(foundry.notices).toEqual([{ level: "warn", message: "FRAY.Query.noGM" }]);
  });

  it("tells the player when no GM is connected, without sending anything", async () => {
    foundry.setActiveGM(null);
    expect(await askGm("echo", {})).toEqual({ ok: false, reason: "FRAY.Query.noGM" });
    expect(foundry.queries).toEqual([]);
    expect(foundry.notices).toEqual([{ level: "warn", message: "FRAY.Query.noGM" }]);
  });
});
