/** The declared ruleset's lines of `npm run bench`: sheet renders, attack resolution. Measures only. */
import { benchDeclaredAttacks } from "./bench-declared-attacks";
import { benchDeclaredSheets } from "./bench-declared-sheets";

export function benchDeclared(report: (line: string) => void): void {
  benchDeclaredSheets(report);
  benchDeclaredAttacks(report);
}
