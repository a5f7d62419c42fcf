import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { CHARACTER_PARTS, CHARACTER_TABS, ITEM_PARTS, MONSTER_PARTS, itemDetailsTemplate } from "../../src/rulesets/sides/sheets/layout";
import { loadPack } from "../../test/support/packs";
import { characterContext, itemContext, monsterContext, tabsContext } from "../../test/support/sheet-contexts";
import { renderParts } from "../../test/support/render-sheet";
import { GM, midRound, roster } from "../../test/support/tracker-scenarios";
import { TURN_STRUCTURE_IDS } from "../../src/core/turns/engine";

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median milliseconds of `runs` calls, after a warm-up that compiles templates. */
export function time(runs: number, fn: () => unknown): number {
  for (let i = 0; i < 20; i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Median microseconds per call of `fn(i)` for i from 0 to count − 1, timed in batches so the timer's resolution does not dominate. */
export function microsecondsEach(count: number, fn: (i: number) => void, batch = 100): number {
  const samples: number[] = [];
  for (let done = 0; done < count; done += batch) {
    const start = performance.now();
    for (let i = done; i < done + batch; i += 1) fn(i);
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  return median(samples);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints bundle sizes and sheet render times; measures only, asserts nothing. */
export function runBench(root: string, extra: ((report: (line: string) => void) => void)[] = []): void {
  const report = (line: string) => console.log(line);
  report("Bundle (what the release zip ships; the map loads only when the browser's developer tools open)");
  for (const file of ["fray.mjs", "fray.mjs.map", "fray.css"]) {
    const bytes = readFileSync(path.join(root, "dist", file));
    report(`  ${file.padEnd(12)} ${kb(bytes.length).padStart(10)} raw  ${kb(gzipSync(bytes).length).padStart(10)} gzip`);
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
  benchEngines(report);
  benchTracker(report);
  for (const section of extra) section(report);
}

/** Every command the GM could send from a mid-round state, applied again and again: the engine cost of one click. */
function benchEngines(report: (line: string) => void): void {
  report("Engine commands per second (every GM button of a mid-round fight, applied through the adapter)");
  for (const structure of TURN_STRUCTURE_IDS) {
    const fight = midRound(structure);
    const adapter = fight.adapter;
    const state = fight.state;
    const candidates = adapter.candidates(state);
    const commands = candidates.map((intent) => adapter.command(state, intent, GM)).filter((c) => c !== null);
    let steps = 0;
    const start = performance.now();
    while (performance.now() - start < 300) {
      for (const command of commands) {
        adapter.engine.apply(state, command);
        steps += 1;
      }
    }
    const perSecond = Math.round(steps / ((performance.now() - start) / 1000));
    report(`  ${structure.padEnd(18)} ${perSecond.toLocaleString("en")} steps/s`);
  }
}

const TRACKER_SIZES = [100, 500, 1000] as const;

/** Median milliseconds over at least `minRuns` calls or about `budgetMs`, whichever is more. */
function timeWithin(budgetMs: number, minRuns: number, fn: () => unknown): number {
  fn();
  const samples: number[] = [];
  const begun = performance.now();
  while (samples.length < minRuns || performance.now() - begun < budgetMs) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * The GM's tracker for growing encounters, each structure played to the middle of a round: the view,
 * every button decided for the GM and the rows (what Fray computes), then the same with the Handlebars
 * HTML, as one render of the tracker does.
 */
function benchTracker(report: (line: string) => void): void {
  const parts = {
    tracker: { template: "systems/fray/templates/combat/tracker.hbs" },
    footer: { template: "systems/fray/templates/combat/footer.hbs" },
  };
  const header = `  ${"combatants".padEnd(18)} ${TRACKER_SIZES.map((size) => String(size).padStart(8)).join("")}`;
  const rowsLines: string[] = [];
  const htmlLines: string[] = [];
  for (const structure of TURN_STRUCTURE_IDS) {
    const rows: string[] = [];
    const html: string[] = [];
    for (const size of TRACKER_SIZES) {
      const { displays, groupNames } = roster(size - 5);
      const fight = midRound(structure, size - 5);
      const context = () => ({ fray: { hasCombat: true, isGM: true, ...fight.rows(GM, displays, groupNames) } });
      rows.push(timeWithin(200, 5, context).toFixed(2).padStart(8));
      html.push(timeWithin(300, 5, () => renderParts(parts, context())).toFixed(2).padStart(8));
    }
    rowsLines.push(`  ${structure.padEnd(18)} ${rows.join("")}`);
    htmlLines.push(`  ${structure.padEnd(18)} ${html.join("")}`);
  }
  report("Tracker rows for the GM mid-round (view + allowed buttons + rows), median ms");
  [header, ...rowsLines].forEach((line) => report(line));
  report("Tracker render for the GM mid-round (the rows + Handlebars HTML), median ms; a frame is 16 ms");
  [header, ...htmlLines].forEach((line) => report(line));
}
