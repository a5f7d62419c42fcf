/**
 * One path for every command: the GM's own click runs on its own client, without the socket, yet its
 * handler must see exactly what the same command would carry over the socket. Foundry's socket carries
 * JSON only (https://foundryvtt.wiki/en/development/api/sockets): a field left `undefined` is dropped, an
 * `undefined` in a list arrives as null. Every command kind of the shell and of every shipped ruleset is
 * sent both ways, by the active GM on its own client and by a second GM over the socket, and what
 * reached the handler is compared, with the answer.
 */
import { describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../../foundry-double/boot";

/** A click's payload with what JSON drops or changes on the way: an unset field, a hole in a list, a nested unset. */
const PAYLOAD = {
  actorUuid: "Actor.nobody",
  messageId: "nothing",
  combatId: "none",
  combatantId: "none",
  ammunition: undefined,
  choices: { cover: undefined, other: 0, list: [1, undefined, "a"] },
  force: false,
};
/** What the socket delivers of it. */
const DELIVERED = { actorUuid: "Actor.nobody", messageId: "nothing", combatId: "none", combatantId: "none", choices: { other: 0, list: [1, null, "a"] }, force: false };

const double = installBootDouble([
  { id: "gm", isGM: true },
  { id: "gm2", isGM: true },
  { id: "p1", isGM: false },
]);
const g = globalThis as Record<string, any>;
// Nothing in this world resolves: every handler refuses what it cannot find, the same way both times.
g.fromUuid = async () => null;
g.fromUuidSync = () => null;
g.TokenDocument = class {};
const { RULESETS } = await import("../../../src/rulesets");
const { useRulesets } = await import("../../../src/foundry/active-ruleset");
const { registerSettings, } = await import("../../../src/foundry/settings");
const { registerCombat } = await import("../../../src/foundry/combat/register-combat");
const gmHandlers = await import("../../../src/foundry/channel/gm-handlers");
const channel = await import("../../../src/foundry/channel");
useRulesets(RULESETS.rules());
registerSettings();
// Every shipped ruleset's commands in one world (a real world registers its active ruleset's alone).
for (const ruleset of RULESETS.all) channel.inRulesetScope(ruleset.rules.id, () => ruleset.register());
registerCombat();
channel.listenOnSocket();

const seen: { kind: string; payload: unknown; answer: unknown }[] = [];
const run = gmHandlers.runCommand;
vi.spyOn(gmHandlers, "runCommand").mockImplementation(async (kind, payload, sender) => {
  const answer = await run(kind, payload, sender);
  seen.push({ kind, payload: structuredClone(payload), answer });
  return answer;
});

describe("a command reaches its handler the same way from the GM's own client and over the socket", () => {
  const prefixes = [...RULESETS.all.map((ruleset) => ruleset.rules.id), "the shell"];
  for (const prefix of prefixes) {
    it(`every command of ${prefix}`, async () => {
      const ids = RULESETS.all.map((ruleset) => ruleset.rules.id);
      const kinds = gmHandlers.commandKinds().filter((kind) => (prefix === "the shell" ? !ids.some((id) => kind.startsWith(id)) : kind.startsWith(prefix)));
      expect(kinds.length).toBeGreaterThan(0);
      for (const kind of kinds) {
        seen.length = 0;
        double.net.actAs("gm");
        const local = await channel.sendToGm(kind, PAYLOAD);
        double.net.actAs("gm2");
        const remote = await channel.sendToGm(kind, PAYLOAD);
        await double.net.settle();
        expect(seen.map((s) => s.kind), kind).toEqual([kind, kind]);
        expect(seen[0]!.payload, kind).toEqual(DELIVERED);
        expect(seen[1]!.payload, kind).toEqual(DELIVERED);
        expect(local, kind).toEqual(remote);
      }
    });
  }
});
