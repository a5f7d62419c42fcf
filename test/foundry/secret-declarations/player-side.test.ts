/**
 * A player's half of a secret declaration (declare-sealed.ts): the click commits on the socket and opens
 * to the active GM by query; a refusal is shown to the player, and only an accepted declaration is
 * remembered for their own tracker.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attack, combat, declareAs, net, notices, prompted, rowOf, sealedIds, startSecret } from "./table";

const g = globalThis as Record<string, any>;
const { SEAL_QUERY, SEAL_REFUSAL } = await import("../../../src/foundry/combat/sealed-channel");
const { SEALED_REFUSAL } = await import("../../../src/foundry/combat/seal-declaration");
const { CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");
const { ANSWER_TIMEOUT_MS } = await import("../../../src/foundry/channel/ask-gm");

const answerOpening = g.CONFIG.queries[SEAL_QUERY];
/** Stands in for the GM's query handler (CONFIG.queries, run on the queried user's client: see the network double). */
const onGmQuery = (handler: (data: unknown, options: { timeout?: number }) => Promise<unknown>) => (g.CONFIG.queries[SEAL_QUERY] = handler);

/** What the players were warned of (the GM's "declare for" reminders are notes, not warnings). */
const warnings = () => notices.filter((notice) => notice.level === "warn").map((notice) => notice.message);

beforeEach(() => {
  prompted.length = 0;
  notices.length = 0;
  net.connect("gm", true);
  net.connect("gm2", false);
});
afterEach(() => onGmQuery(answerOpening));

describe("a player's secret declaration", () => {
  it("is opened with the channel's answer timeout, so a GM who never answers is given up on", async () => {
    await startSecret();
    const timeouts: unknown[] = [];
    onGmQuery((data, options) => (timeouts.push(options.timeout), answerOpening(data, options)));
    expect(await declareAs("rogue", "p1", attack("rogue"))).toEqual({ ok: true });
    expect(timeouts).toEqual([ANSWER_TIMEOUT_MS]);
  });

  it("an opening the GM refuses is shown to the player, and their tracker does not show it as declared", async () => {
    await startSecret();
    expect(await declareAs("rogue", "p1", attack("fighter"))).toEqual({ ok: false, reason: SEALED_REFUSAL.unknownAction });
    expect(warnings()).toEqual([SEALED_REFUSAL.unknownAction]);
    expect(rowOf("p1", "rogue").declared).toBeNull();
    expect(sealedIds()).toEqual([]);
  });

  it("when the GM's client fails to answer the opening, the player is told it timed out and nothing shows as declared", async () => {
    await startSecret();
    onGmQuery(async () => {
      throw new Error("the GM's client went away");
    });
    expect(await declareAs("rogue", "p1", attack("rogue"))).toEqual({ ok: false, reason: CHANNEL_REFUSAL.timeout });
    expect(warnings()).toEqual([CHANNEL_REFUSAL.timeout]);
    expect(rowOf("p1", "rogue").declared).toBeNull();
  });

  it("from the console without a creature is refused as a bad commitment", async () => {
    await startSecret();
    const answer = await net.on("p1", () => combat().issue({ kind: "declare", actionId: attack("rogue") }));
    expect(answer).toEqual({ ok: false, reason: SEAL_REFUSAL.badCommitment });
    expect(net.queries).toEqual([]);
  });

  it("a refusal of the opening is shown with what it names: the rogue went down before its player's opening came", async () => {
    await startSecret();
    onGmQuery(async (data, options) => {
      expect(await combat().issue({ kind: "defeat", combatantId: "rogue" })).toEqual({ ok: true });
      return answerOpening(data, options);
    });
    // Localization#format(key, data) fills a message's placeholders (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format); here it echoes them.
    g.game.i18n = { localize: (key: string) => key, format: (key: string, data: object) => `${key} ${JSON.stringify(data)}` };
    try {
      expect(await declareAs("rogue", "p1", attack("rogue"))).toEqual({ ok: false, reason: "FRAY.Turns.Refusal.CannotActWhileDown", data: { id: "Rogue" } });
      expect(warnings()).toEqual(['FRAY.Turns.Refusal.CannotActWhileDown {"id":"Rogue"}']);
    } finally {
      delete g.game.i18n;
    }
  });

  it("still answers the player when the fight is ended while the opening is on its way", async () => {
    await startSecret();
    onGmQuery(async (data, options) => {
      const answer = await answerOpening(data, options);
      combat().system.structure = "";
      return answer;
    });
    expect(await declareAs("rogue", "p1", attack("rogue"))).toEqual({ ok: true });
  });
});
