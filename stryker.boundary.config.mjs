// @ts-check
/**
 * `npm run mutate:boundary`: mutation testing of the trust boundary, the shell code that decides who may
 * do what: the command channel (src/foundry/channel), the card pipeline (src/foundry/cards), the GM's
 * document hooks around a fight, its set-backs and whose status an effect is, and the secret declarations' path to the GM alone. Scored with every test that covers them: the shell's own
 * suites and every ruleset's security suites (vitest.boundary.config.ts). Same reports and incremental
 * state layout as `npm run mutate`, in reports/mutation-boundary/.
 */
import { readdirSync } from "node:fs";
import base from "./stryker.config.mjs";

/** The runtime files of a shell folder (the barrel index.ts only re-exports). */
const folder = (/** @type {string} */ dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && name !== "index.ts")
    .map((name) => `${dir}/${name}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.boundary.config.ts", related: true },
  mutate: [
    ...folder("src/foundry/channel"),
    ...folder("src/foundry/cards"),
    "src/foundry/combat/combat-hooks.ts",
    "src/foundry/actors/set-backs.ts",
    // Whose status an effect is (an unlinked token's effects live in its ActorDelta): the hooks decide by it.
    "src/foundry/actors/effect-actor.ts",
    // One change reported twice (an unlinked token's delta and its synthetic actor) handled once.
    "src/foundry/actors/one-report.ts",
    // The secret declarations' path to the GM alone: commitments, openings, the GM's store and the reveal.
    ...folder("src/foundry/combat").filter((file) => /\/(sealed-|seal-|declare-sealed)/.test(file)),
  ].sort(),
  incrementalFile: "reports/mutation-boundary/stryker-incremental.json",
  htmlReporter: { fileName: "reports/mutation-boundary/index.html" },
  jsonReporter: { fileName: "reports/mutation-boundary/mutation.json" },
};
