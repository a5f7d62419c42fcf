import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { CHARACTER_PARTS, CHARACTER_TABS, ITEM_PARTS, MONSTER_PARTS, itemDetailsTemplate } from "../../src/rulesets/sides/sheets/layout";
import { loadPack } from "../../test/support/packs";
import { characterContext, itemContext, monsterContext, tabsContext } from "../../test/support/sheet-contexts";
import { renderParts } from "../../test/support/render-sheet";
import { GM, midRound, roster, ScriptedFight } from "../../test/support/tracker-scenarios";
import { TURN_STRUCTURE_IDS } from "../../src/core/turns/engine";

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

/** Tracker context and HTML for growing encounters: the GM's view, buttons dry-run for everyone. */
function benchTracker(report: (line: string) => void): void {
  const parts = {
    tracker: { template: "systems/fray/templates/combat/tracker.hbs" },
    footer: { template: "systems/fray/templates/combat/footer.hbs" },
  };
  report("Tracker render (view + allowed buttons + Handlebars), side initiative, GM view, median");
  for (const size of [10, 100, 500]) {
    const { displays, groupNames, setupFor } = roster(size - 5);
    const fight = new ScriptedFight("sideInitiative", setupFor("sideInitiative"));
    const runs = size >= 500 ? 20 : 100;
    const ms = time(runs, () => renderParts(parts, { fray: { hasCombat: true, isGM: true, ...fight.rows(GM, displays, groupNames) } }));
    report(`  ${String(size).padStart(3)} combatants  ${ms.toFixed(2)} ms`);
  }
}
