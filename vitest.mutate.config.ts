import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// Stryker's run (`npm run mutate`): only the tests of the pure core, so each mutant re-runs in seconds.
// Same setup files and timeouts as `npm test`; the shell, render and pack suites stay out.
export default defineConfig({
  test: {
    ...base.test,
    include: [
      "test/core/**/*.test.ts",
      "test/rulesets/*/rules/**/*.test.ts",
      "test/**/*.property.test.ts",
    ],
  },
});
