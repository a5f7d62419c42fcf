import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/support/fixed-seed.ts", "test/support/shipped-rulesets.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
