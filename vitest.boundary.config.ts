import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// Stryker's run of the trust boundary (`npm run mutate:boundary`): the shell's own suites and every ruleset's
// security suites, which are the tests that cover the channel, the card pipeline and the combat hooks.
// The chromium render checks stay out: they test what people see, not who may act.
// FRAY_MUTATE_EXAMPLES=1 leaves the property tests out too: each mutant then runs in seconds, not minutes,
// and the score is a lower bound of the whole set's.
const examplesOnly = process.env.FRAY_MUTATE_EXAMPLES === "1";

export default defineConfig({
  test: {
    ...base.test,
    include: ["test/foundry/**/*.test.ts", "test/rulesets/*/security/**/*.test.ts"],
    exclude: ["**/*render*.test.ts", "**/node_modules/**", ...(examplesOnly ? ["**/*.property.test.ts"] : [])],
  },
});
