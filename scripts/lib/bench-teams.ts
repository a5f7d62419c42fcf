/** The teams ruleset's lines of `npm run bench`: sheet renders, attack resolution, card render. Measures only. */
import { benchTeamsAttacks } from "./bench-teams-attacks";
import { benchTeamsSheets } from "./bench-teams-sheets";

export function benchTeams(report: (line: string) => void): void {
  benchTeamsSheets(report);
  benchTeamsAttacks(report);
}
