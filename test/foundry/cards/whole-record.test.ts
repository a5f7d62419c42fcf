/**
 * A card's record is stored as the message's whole `system`, through the double's honest merge: Foundry
 * merges an object field's keys (a reason's `data` placeholders are one), so a key the new record lost
 * would survive a plain write. Under the double's v13 and v14 profiles (test/foundry-double/profile.ts): v13's
 * `==system` / `-=flag` keys, v14's ForcedReplacement / ForcedDeletion operators, never a deprecation warning.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installChatDouble } from "../../foundry-double/chat";
import { installDeprecations, type Deprecations } from "../../foundry-double/deprecations";
import { writeForms } from "../../foundry-double/operators";
import { installProfile, PROFILES } from "../../foundry-double/profile";
import { spec } from "../../../src/core/schema/spec";

const chat = installChatDouble([{ id: "gm", isGM: true }, { id: "p1", isGM: false }]);
const { storeCard } = await import("../../../src/foundry/cards/card-store");

const REASONED = {
  type: "testReasoned",
  spec: { schema: spec.object({ reason: spec.object({ key: spec.text("", false), data: spec.values() }) }) },
  render: async () => "<p>card</p>",
  legacy: { flags: ["reasoned"] },
};

type Doc = Record<string, any>;

/** The message's update as the shell wrote it. */
const storing = (message: Doc): Doc[] => {
  const sent: Doc[] = [];
  const update = message.update as (data: Doc) => Promise<unknown>;
  message.update = (data: Doc) => (sent.push(data), update.call(message, data));
  return sent;
};

describe.each(PROFILES)("storing a card's record under the %s profile", (profile) => {
  let deprecations: Deprecations;
  beforeAll(() => {
    installProfile(profile);
  });
  beforeEach(() => {
    deprecations = installDeprecations();
  });

  it("a placeholder the new reason lost is gone from the message's data", async () => {
    const message = chat.card("m1", "gm", "testReasoned", { reason: { key: "FAR", data: { name: "Orc", range: 30 } } }, []);
    const sent = storing(message as unknown as Doc);
    chat.actAs("gm");
    await storeCard(message as never, REASONED as never, { reason: { key: "NEAR", data: { name: "Orc" } } }, []);
    expect(message.system).toEqual({ reason: { key: "NEAR", data: { name: "Orc" } } });
    expect(writeForms(sent[0]!)).toEqual(profile === "v14" ? { operators: ["system"], legacyKeys: [] } : { operators: [], legacyKeys: ["==system"] });
    expect(deprecations.warnings).toEqual([]);
  });

  it("a card in the old flag shape becomes its type, its data replaced whole and its old flag deleted", async () => {
    const message = chat.message("m2", "gm", { fray: { reasoned: { old: true }, kept: 1 } }, []);
    const sent = storing(message as unknown as Doc);
    chat.actAs("gm");
    await storeCard(message as never, REASONED as never, { reason: { key: "NEAR", data: {} } }, []);
    expect([message.type, message.system, message.flags]).toEqual(["testReasoned", { reason: { key: "NEAR", data: {} } }, { fray: { kept: 1 } }]);
    expect(writeForms(sent[0]!)).toEqual(
      profile === "v14" ? { operators: ["system", "flags.fray.reasoned"], legacyKeys: [] } : { operators: [], legacyKeys: ["==system", "flags.fray.-=reasoned"] },
    );
    expect(deprecations.warnings).toEqual([]);
  });
});
