/** The classic ruleset's lines of `npm run bench`: sheet renders and attack resolution from the packs. Measures only. */
import { benchClassicAttacks } from "./bench-classic-attacks";
import { benchClassicSheets } from "./bench-classic-sheets";

export function benchClassic(report: (line: string) => void): void {
  benchClassicSheets(report);
  benchClassicAttacks(report);
}
