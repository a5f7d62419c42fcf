import { defineConfig } from "vitest/config";

// Exploring runs several times more cases per property, and shrinks whatever fails.
const exploring = Boolean(process.env.FRAY_EXPLORE) || Boolean(process.env.FRAY_SEED);

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/support/fixed-seed.ts", "test/support/shipped-rulesets.ts"],
    testTimeout: exploring ? 600_000 : 30_000,
    hookTimeout: 120_000,
    // The built bundle is loaded by Node as Foundry's browser loads it, not transformed again (test/bundle).
    server: { deps: { external: [/\/dist\/fray\.mjs/] } },
  },
});
