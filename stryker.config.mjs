// @ts-check
/**
 * `npm run mutate`: mutation testing of the pure core (src/core and every src/rulesets/<id>/rules).
 * Incremental: a second run re-tests only the mutants whose code or covering tests changed.
 * Reports (HTML, JSON, incremental state) go to reports/mutation/, which git ignores.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Statements that emit no JavaScript of their own: types, imports, re-exports. */
function emitsNothing(/** @type {ts.Statement} */ statement) {
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return true;
  if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return true;
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  return modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword);
}

/** Files holding code Stryker can mutate: type-only files and barrels would only pad the report. */
function hasRuntimeCode(/** @type {string} */ file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.some((statement) => !emitsNothing(statement));
}

/** Every .ts file under a folder (Node 20 has no fs.globSync). */
function typeScriptFiles(/** @type {string} */ folder) {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")));
}

const rulesFolders = readdirSync("src/rulesets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/rulesets/${entry.name}/rules`)
  .filter((folder) => existsSync(folder));
const pureCore = ["src/core", ...rulesFolders]
  .flatMap(typeScriptFiles)
  .filter(hasRuntimeCode)
  .sort();

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts", related: true },
  // Each test records the mutants it reaches, so a mutant re-runs only the tests that cover it.
  coverageAnalysis: "perTest",
  mutate: pureCore,
  // The machine has 2 cores: one vitest worker on each.
  concurrency: 2,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // The sandbox copy needs sources, tests, scripts and lang/, not build output or screenshots.
  // Other scoped runs' sandboxes (.stryker-tmp-<id>) must not be copied into this one.
  ignorePatterns: ["dist", "release", "test-output", "reports", "docs", "packs", "*.zip", ".stryker-tmp*"],
  tempDirName: ".stryker-tmp",
};
