/**
 * The declared attack's benchmark: the core planning, settling and applying one attack between pack
 * creatures (median over 10,000 attacks with every hero's and monster's weapons, each way it can be
 * used, full defense on some targets, every d20 face, and the d% injury roll after a critical).
 * Measures only; asserts nothing.
 */
import { planAttack, weaponModes, type AttackPlanInput } from "../../src/rulesets/declared/rules/combat/attack-plan";
import { settleAttack } from "../../src/rulesets/declared/rules/combat/attack-result";
import { applyHit, type WoundState } from "../../src/rulesets/declared/rules/combat/hit-damage";
import { injuryCheck } from "../../src/rulesets/declared/rules/injuries/injury-check";
import { attackerOf, attackWeapon, heroes, hitStateOf, monsters, targetOf } from "../../test/rulesets/declared/packs/support";
import { microsecondsEach } from "./bench";

interface PackAttack {
  input: AttackPlanInput;
  struck: WoundState;
}

/** Every creature in the packs with every weapon it carries, in each way the weapon is used. */
const ARMED = [...heroes, ...monsters].flatMap((doc) =>
  (doc.items ?? [])
    .filter((item) => item.type === "declaredWeapon")
    .flatMap((item) => weaponModes(attackWeapon(item)).map((mode) => ({ attacker: attackerOf(doc), weapon: attackWeapon(item), mode }))),
);
const TARGETS = [...heroes, ...monsters].flatMap((doc) => [
  { target: targetOf(doc), struck: hitStateOf(doc) },
  { target: targetOf(doc, "fullDefense"), struck: hitStateOf(doc) },
]);

/** The i-th of a spread of attacks: each armed creature against each target, on and off full defense. */
function packAttack(i: number): PackAttack {
  const { attacker, weapon, mode } = ARMED[i % ARMED.length]!;
  const { target, struck } = TARGETS[(i * 7) % TARGETS.length]!;
  return { input: { attacker, weapon, mode, target }, struck };
}

interface ResolveBench {
  microseconds: number;
  tally: Record<"refused" | "miss" | "hit" | "critical" | "wounded" | "injured", number>;
}

/** Microseconds per attack (plan, settle, apply the hit, the injury roll). */
function benchPlanSettleApply(attacks: number): ResolveBench {
  const inputs = Array.from({ length: attacks }, (_, i) => packAttack(i));
  const tally = { refused: 0, miss: 0, hit: 0, critical: 0, wounded: 0, injured: 0 };
  const microseconds = microsecondsEach(attacks, (i) => {
    const { input, struck } = inputs[i]!;
    const planned = planAttack(input);
    if (!planned.ok) {
      tally.refused += 1;
      return;
    }
    const settled = settleAttack(planned.plan, (i % 20) + 1);
    if (settled.result === "miss") {
      tally.miss += 1;
      return;
    }
    const critical = settled.result === "critical";
    tally[critical ? "critical" : "hit"] += 1;
    const [type = "blunt"] = planned.plan.damage.types.choices;
    const damage = applyHit(struck, { rolled: (i % 8) + 1, critical, multiplier: planned.plan.damage.criticalMultiplier, type });
    if (damage.injury) tally.wounded += 1;
    if (damage.injuryCheck && injuryCheck(((i * 37) % 100) + 1, damage.toWounds).injured) tally.injured += 1;
  });
  return { microseconds, tally };
}

export function benchDeclaredAttacks(report: (line: string) => void): void {
  const attacks = 10_000;
  report("Attacks (declared)");
  const { microseconds, tally } = benchPlanSettleApply(attacks);
  report(`  plan + settle + apply one attack in the core, median over ${attacks} attacks   ${microseconds.toFixed(2)} µs`);
  report(`    (${tally.hit + tally.critical} hits of which ${tally.critical} critical, ${tally.miss} misses, ${tally.wounded} reached Wound Points, ${tally.injured} combat injuries, ${tally.refused} refused)`);
}
