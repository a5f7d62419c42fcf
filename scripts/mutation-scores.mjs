// Reads a Stryker JSON report and prints each file's mutation score (killed and timed-out over every
// mutant that counts; ignored mutants are excused and left out), or one file's surviving mutants.
// Usage: node scripts/mutation-scores.mjs [report.json] [--survivors <path-substring>] [--below 90]
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const survivorsOf = option("--survivors");
const below = Number(option("--below") ?? Infinity);
const report = JSON.parse(readFileSync(args[0] ?? "reports/mutation/mutation.json", "utf8"));

const detected = new Set(["Killed", "Timeout"]);
const undetected = new Set(["Survived", "NoCoverage"]);

if (survivorsOf !== undefined) {
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!file.includes(survivorsOf)) continue;
    for (const mutant of mutants.filter((m) => undetected.has(m.status))) {
      const { line, column } = mutant.location.start;
      console.log(`${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement ?? "")}`);
    }
  }
} else {
  const rows = Object.entries(report.files).map(([file, { mutants }]) => {
    const killed = mutants.filter((m) => detected.has(m.status)).length;
    const missed = mutants.filter((m) => undetected.has(m.status)).length;
    const ignored = mutants.filter((m) => m.status === "Ignored").length;
    const total = killed + missed;
    return { file, score: total === 0 ? 100 : (100 * killed) / total, killed, missed, ignored };
  });
  console.log("| file | score | killed | survived | excused |\n|---|---:|---:|---:|---:|");
  for (const row of rows.filter((r) => r.score < below).sort((a, b) => a.file.localeCompare(b.file))) {
    console.log(`| \`${row.file}\` | ${row.score.toFixed(1)}% | ${row.killed} | ${row.missed} | ${row.ignored} |`);
  }
  const all = rows.reduce((sum, r) => ({ killed: sum.killed + r.killed, missed: sum.missed + r.missed }), { killed: 0, missed: 0 });
  console.log(`\n${rows.length} files, ${all.killed + all.missed} mutants, ${((100 * all.killed) / (all.killed + all.missed)).toFixed(1)}% killed`);
}
