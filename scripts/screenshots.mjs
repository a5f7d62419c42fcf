// npm run screenshots [-- <name prefix> …]: runs the chromium render checks, then copies every PNG the
// README shows from test-output/screenshots to docs/screenshots (only names starting with a given
// prefix, when prefixes are given: `-- teams- tracker-teams`). Set FRAY_SCREENSHOTS_COPY_ONLY=1 to
// copy what the last render run wrote without running it again.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prefixes = process.argv.slice(2);
const shown = [...readFileSync(path.join(root, "README.md"), "utf8").matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((match) => match[1]);
const wanted = [...new Set(shown)].filter((name) => prefixes.length === 0 || prefixes.some((prefix) => name.startsWith(prefix)));

// The render checks are the test files that take screenshots with test/support/browser.ts's shoot().
const renderChecks = readdirSync(path.join(root, "test"), { recursive: true })
  .map((file) => path.join("test", String(file)))
  .filter((file) => file.endsWith(".test.ts") && readFileSync(path.join(root, file), "utf8").includes("shoot("));
if (!process.env.FRAY_SCREENSHOTS_COPY_ONLY) execFileSync("npx", ["vitest", "run", ...renderChecks], { cwd: root, stdio: "inherit" });

const missing = [];
for (const name of wanted) {
  const from = path.join(root, "test-output/screenshots", name);
  if (!existsSync(from)) {
    missing.push(name);
    continue;
  }
  copyFileSync(from, path.join(root, "docs/screenshots", name));
  console.log(`docs/screenshots/${name}`);
}
if (missing.length > 0) {
  console.error(`No render check wrote: ${missing.join(", ")}`);
  process.exitCode = 1;
}
