/** The factions ruleset's lines of `npm run bench` from the pure rules and the sheets: sheet renders and attack resolution, from the packs. Measures only. */
import { benchFactionsAttacks } from "./bench-factions-attacks";
import { benchFactionsSheets } from "./bench-factions-sheets";

export function benchFactions(report: (line: string) => void): void {
  benchFactionsSheets(report);
  benchFactionsAttacks(report);
}
