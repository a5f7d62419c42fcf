/**
 * The attack flow's benchmark: the core resolving one attack (median over 10,000 attacks with
 * varied dice, situations and targets), and the attack card's view + Handlebars render.
 * Measures only; asserts nothing.
 */
import { performance } from "node:perf_hooks";
import { defaultSituation, type AttackSituation } from "../../src/rulesets/sides/rules/combat/attack-plan";
import { resolveAttack } from "../../src/rulesets/sides/rules/combat/resolve-attack";
import { buildAttackCardView } from "../../src/rulesets/sides/flows/attack-card-view";
import { ATTACK_CARD_TEMPLATE } from "../../src/rulesets/sides/flows/templates";
import { character, dagger, longsword, spear, target } from "../../test/rulesets/sides/rules/combat/fixtures";
import { english, sampleCard, testTranslate } from "../../test/rulesets/sides/flows/support";
import { templateRenderer } from "../../test/foundry-double/attack";

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const weapons = [longsword, dagger, spear];
const situations: AttackSituation[] = [
  defaultSituation(),
  defaultSituation({ cover: "half", swarmAssailants: 3 }),
  defaultSituation({ charge: { distanceFt: 20, movementFt: 30 } }),
  defaultSituation({ mode: "ranged", distanceFt: 40, visibility: "unseenKnown" }),
];

/** Microseconds per attack, timed in batches of 100 so the timer's resolution does not dominate. */
function benchResolve(attacks: number): number {
  const hero = character({ attributeMods: { str: 1, dex: 2 } });
  const batch = 100;
  const samples: number[] = [];
  let sink = 0;
  for (let done = 0; done < attacks; done += batch) {
    const start = performance.now();
    for (let i = done; i < done + batch; i += 1) {
      const r = resolveAttack({
        attacker: hero,
        weapon: weapons[i % weapons.length]!,
        target: target({ ac: 10 + (i % 9), prone: i % 7 === 0, hasShield: i % 5 === 0 }),
        situation: situations[i % situations.length]!,
        d20: (i % 20) + 1,
        damageRoll: (i % 6) + 1,
      });
      if (r.ok) sink += r.roll.total;
    }
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  if (sink === -1) console.log(sink);
  return median(samples);
}

function benchCard(runs: number): number {
  const t = testTranslate();
  const render = templateRenderer(english());
  const cards = [
    { card: sampleCard(), rolls: { d20: 14, damage: 6 } },
    { card: sampleCard(), rolls: { d20: 5, damage: null } },
  ];
  const renderOne = (i: number) => {
    const { card, rolls } = cards[i % cards.length]!;
    const view = buildAttackCardView(card, rolls, t);
    return view ? render(ATTACK_CARD_TEMPLATE, view) : "";
  };
  for (let i = 0; i < 20; i += 1) renderOne(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    renderOne(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export function benchAttacks(report: (line: string) => void): void {
  const attacks = 10_000;
  report(`Attacks (sides)`);
  report(`  resolve one attack in the core, median over ${attacks} attacks   ${benchResolve(attacks).toFixed(2)} µs`);
  const runs = 500;
  report(`  attack card HTML (view + Handlebars), median of ${runs}        ${benchCard(runs).toFixed(3)} ms`);
}
