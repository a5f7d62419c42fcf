/**
 * The teams attack's benchmark: the core planning and settling one attack (median over 10,000 attacks
 * with varied weapons, situations, targets, earlier attacks and dice), and the attack card's view +
 * Handlebars render. Measures only; asserts nothing.
 */
import { freshBudget } from "../../src/rulesets/teams/rules/actions/turn-budget";
import { resolvePlannedAttack, type AttackRolls, type RolledSet } from "../../src/rulesets/teams/rules/combat/attack-outcome";
import { planAttack, type PlanAttackInput } from "../../src/rulesets/teams/rules/combat/attack-plan";
import { buildTeamsAttackCardView } from "../../src/rulesets/teams/flows/attack-card-view";
import { TEAMS_ATTACK_CARD_TEMPLATE } from "../../src/rulesets/teams/flows/card-templates";
import { afterActions } from "../../test/rulesets/teams/rules/actions/support";
import { boudicaAttack, dagger, shortbow, spear, target } from "../../test/rulesets/teams/rules/combat/attack-support";
import { guardOffer, NAMES, planOf, teamsTranslate } from "../../test/rulesets/teams/flows/support";
import { flatLang } from "../../test/support/lang";
import { templateRenderer } from "../../test/foundry-double/attack";
import { microsecondsEach, time } from "./bench";

const WEAPONS = [
  { weapon: spear, choice: { attribute: "strength", proficiency: "martial" } },
  { weapon: dagger, choice: { attribute: "dexterity", proficiency: "finesse" } },
  { weapon: shortbow, choice: { attribute: "dexterity", proficiency: "ranged" } },
] as const;
const SITUATIONS = [
  { sneak: false, flanking: false },
  { sneak: false, flanking: true },
  { sneak: true, flanking: true },
];
/** Budgets with 0, 1 and 2 earlier attacks this round: the multiple attack penalty. */
const BUDGETS = [freshBudget(), afterActions(["attack"]).budget, afterActions(["attack", "attack"]).budget];

/** The i-th of a spread of attacks: every weapon, situation, budget and target mix, with stray candidates. */
function attackInput(i: number): PlanAttackInput {
  const base = boudicaAttack();
  const { weapon, choice } = WEAPONS[i % WEAPONS.length]!;
  const foe = target({
    evasion: 4 + (i % 7),
    size: 3 + (i % 3),
    prone: i % 5 === 0,
    lasting: { defenceBonus: i % 4 === 0 ? 1 : 0, rangedDisadvantage: i % 6 === 0 },
  });
  return {
    ...base,
    attacker: { ...base.attacker, budget: BUDGETS[i % BUDGETS.length]! },
    weapon,
    choice: { ...choice },
    target: foe,
    nearby: [target({ id: "ally" }), target({ id: "other", evasion: 5 })],
    situation: SITUATIONS[i % SITUATIONS.length]!,
  };
}

/** Faces for every set the plan could ask for (up to three), a luck face from 1 to 20 and a stray face. */
function attackRolls(i: number): AttackRolls {
  const sets: RolledSet[] = [0, 1, 2].map((k) => ({ attribute: ((i + k) % 6) + 1, combatSkill: ((i * 7 + k) % 6) + 1 }));
  return { sets, luckFace: (i % 20) + 1, strayFace: (i % 2) + 1 };
}

interface ResolveBench {
  microseconds: number;
  /** What the spread of attacks came to, so a reader sees the bench walked every path. */
  tally: Record<"refused" | "miss" | "hit" | "critical" | "stray", number>;
}

/** Microseconds per attack (plan + settle). */
function benchPlanAndResolve(attacks: number): ResolveBench {
  const inputs = Array.from({ length: attacks }, (_, i) => ({ input: attackInput(i), rolls: attackRolls(i) }));
  const tally = { refused: 0, miss: 0, hit: 0, critical: 0, stray: 0 };
  const microseconds = microsecondsEach(attacks, (i) => {
    const { input, rolls } = inputs[i]!;
    const planned = planAttack(input);
    if (!planned.ok) {
      tally.refused += 1;
      return;
    }
    const outcome = resolvePlannedAttack(planned.plan, { ...rolls, sets: rolls.sets.slice(0, planned.plan.diceSets) });
    if (outcome.kind === "needsStrayRoll") return;
    tally[outcome.kind] += 1;
    if (outcome.kind === "hit" && outcome.critical) tally.critical += 1;
    if (outcome.strayed) tally.stray += 1;
  });
  return { microseconds, tally };
}

/** The chapter's three cards (a hit with the guard's reactions offered, a critical, a miss), built and rendered in turn. */
function benchCard(runs: number): number {
  const t = teamsTranslate();
  const render = templateRenderer(flatLang());
  const cards: { input: PlanAttackInput; rolls: AttackRolls }[] = [
    { input: boudicaAttack(), rolls: { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 } },
    { input: boudicaAttack({ situation: { sneak: false, flanking: true } }), rolls: { sets: [{ attribute: 1, combatSkill: 1 }, { attribute: 2, combatSkill: 3 }], luckFace: 19 } },
    { input: boudicaAttack(), rolls: { sets: [{ attribute: 1, combatSkill: 2 }], luckFace: 7 } },
  ];
  const settled = cards.map(({ input, rolls }) => {
    const plan = planOf(input);
    return { plan, rolls, outcome: resolvePlannedAttack(plan, rolls) };
  });
  const offer = guardOffer();
  let i = 0;
  return time(runs, () => {
    const { plan, rolls, outcome } = settled[(i += 1) % settled.length]!;
    const view = buildTeamsAttackCardView(plan, outcome, { attackerName: "Boudica", weaponName: "Spear", names: NAMES, rolls, applied: false, offer, itemNames: { shield: "Round shield" } }, t);
    return view ? render(TEAMS_ATTACK_CARD_TEMPLATE, view) : "";
  });
}

export function benchTeamsAttacks(report: (line: string) => void): void {
  const attacks = 10_000;
  report("Attacks (teams)");
  const { microseconds, tally } = benchPlanAndResolve(attacks);
  report(`  plan + settle one attack in the core, median over ${attacks} attacks   ${microseconds.toFixed(2)} µs`);
  report(`    (${tally.hit} hits of which ${tally.critical} critical, ${tally.miss} misses, ${tally.stray} strayed, ${tally.refused} refused)`);
  const runs = 500;
  report(`  attack card HTML (view + Handlebars), median of ${runs}              ${benchCard(runs).toFixed(3)} ms`);
}
