/** The classic ruleset's lines of `npm run bench`: attack resolution from the packs. Measures only. */
import { benchClassicAttacks } from "./bench-classic-attacks";

export function benchClassic(report: (line: string) => void): void {
  benchClassicAttacks(report);
}
