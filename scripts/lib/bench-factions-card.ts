/**
 * The factions attack card's benchmark: the card the GM posts through the Foundry double when Balthasar's
 * sword meets a bandit who counters (both sides' damage through armour), rendered again from its record as
 * the card pipeline renders it (view + Handlebars). Measures only; asserts nothing. Import it last: it
 * installs the factions fight's double over the others'.
 */
import { performance } from "node:perf_hooks";
import { median } from "./bench";

const { CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step } = await import("../../test/rulesets/factions/flows/attack/fight");
const { renderFactionsAttackCard } = await import("../../src/rulesets/factions/flows/card/card-type");

export async function benchFactionsCard(report: (line: string) => void): Promise<void> {
  balthasarAgainstBandit();
  await attackAs("p1", "balthasar", "bandit", "sword", []);
  await step("gm", CARD_COMMANDS.counter, [5, 4]);
  const record = lastCard().system;
  const runs = 500;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await renderFactionsAttackCard(record as never);
    samples.push(performance.now() - start);
  }
  report(`Factions attack card render, median of ${runs} (view from the record + Handlebars)`);
  report(`  a countered sword blow   ${median(samples).toFixed(3)} ms`);
}
