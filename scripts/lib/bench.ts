import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { CHARACTER_PARTS, CHARACTER_TABS, ITEM_PARTS, MONSTER_PARTS, itemDetailsTemplate } from "../../src/rulesets/sides/sheets/layout";
import { loadPack } from "../../test/support/packs";
import { characterContext, itemContext, monsterContext, tabsContext } from "../../test/support/sheet-contexts";
import { renderParts } from "../../test/support/render-sheet";

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median milliseconds of `runs` calls, after a warm-up that compiles templates. */
function time(runs: number, fn: () => unknown): number {
  for (let i = 0; i < 20; i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints bundle sizes and sheet render times; measures only, asserts nothing. */
export function runBench(root: string, extra: ((report: (line: string) => void) => void)[] = []): void {
  const report = (line: string) => console.log(line);
  report("Bundle");
  for (const file of ["fray.mjs", "fray.css"]) {
    const bytes = readFileSync(path.join(root, "dist", file));
    report(`  ${file.padEnd(10)} ${kb(bytes.length).padStart(10)} raw  ${kb(gzipSync(bytes).length).padStart(10)} gzip`);
  }
  const hero = loadPack("sides-heroes")[0]!;
  const monster = loadPack("sides-monsters")[0]!;
  const weapon = loadPack("sides-weapons")[0]!;
  const runs = 500;
  report(`Sheet HTML render, median of ${runs} (context built from pack data + Handlebars)`);
  const sheets: [string, () => unknown][] = [
    ["character (combat tab)", () => renderParts(CHARACTER_PARTS, characterContext(hero, tabsContext(CHARACTER_TABS, "combat")))],
    ["monster stat block", () => renderParts(MONSTER_PARTS, monsterContext(monster))],
    ["weapon item", () => renderParts({ ...ITEM_PARTS, details: { template: itemDetailsTemplate(weapon.type) } }, itemContext(weapon))],
  ];
  for (const [name, fn] of sheets) report(`  ${name.padEnd(24)} ${time(runs, fn).toFixed(3)} ms`);
  for (const section of extra) section(report);
}
