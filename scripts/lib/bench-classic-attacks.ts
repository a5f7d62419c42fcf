/**
 * The classic attack's benchmark: the pure rules resolving one attack between pack creatures (median over
 * 10,000 attacks with every hero's and monster's weapons in each of their modes, each of the attacker's
 * iteratives, every stance, flat-footed targets on some, every d20 face and a confirmation roll on a threat).
 * Measures only; asserts nothing.
 */
import { attackModesOf, checkAttackMode, wieldedTwoHanded } from "../../src/rulesets/classic/rules/attack/attack-modes";
import { planAttackRoll } from "../../src/rulesets/classic/rules/attack/attack-roll";
import { planDamage } from "../../src/rulesets/classic/rules/attack/damage";
import { attackOutcome, criticalConfirmed, hitDamage } from "../../src/rulesets/classic/rules/attack/outcome";
import type { FightingStance } from "../../src/rulesets/classic/rules/attack/stance";
import { targetArmourClass } from "../../src/rulesets/classic/rules/attack/target-ac";
import { trainedWithWeapon } from "../../src/rulesets/classic/schema/training";
import { creatureData, derived, heroes, monsters, weaponData } from "../../test/rulesets/classic/packs/support";
import { microsecondsEach } from "./bench";

const STANCES: FightingStance[] = ["normal", "reckless", "defensive"];
const CREATURES = [...heroes, ...monsters];

/** Every creature in the packs with every weapon it carries, in each mode the weapon allows. */
const ARMED = CREATURES.flatMap((doc) => {
  const sheet = derived(doc);
  const training = creatureData(doc).training;
  return (doc.items ?? [])
    .filter((item) => item.type === "classicWeapon")
    .flatMap((item) => {
      const weapon = weaponData(item);
      return attackModesOf({ shield: false, ranged: weapon.ranged, thrown: weapon.thrown }).map((mode) => ({ sheet, weapon, mode, trained: trainedWithWeapon(training, weapon) }));
    });
});
const TARGETS = CREATURES.flatMap((doc) => [
  { parts: derived(doc).acParts, flatFooted: false },
  { parts: derived(doc).acParts, flatFooted: true },
]);

type Tally = Record<"refused" | "miss" | "hit" | "threat" | "critical", number>;

/** Microseconds per attack: the mode, the roll's lines, the AC it meets, the outcome and confirmation, the damage formulas. */
function benchResolve(attacks: number): { microseconds: number; tally: Tally } {
  const tally: Tally = { refused: 0, miss: 0, hit: 0, threat: 0, critical: 0 };
  const microseconds = microsecondsEach(attacks, (i) => {
    const { sheet, weapon, mode, trained } = ARMED[i % ARMED.length]!;
    const target = TARGETS[(i * 7) % TARGETS.length]!;
    const stance = STANCES[i % STANCES.length]!;
    const source = { shield: false as const, ranged: weapon.ranged, thrown: weapon.thrown };
    const checked = checkAttackMode(mode, source);
    const roll = checked.ok
      ? planAttackRoll({
          attacker: { iteratives: sheet.attacks, strengthModifier: sheet.modifiers.str, dexterityModifier: sheet.modifiers.dex, sizeModifier: sheet.sizeAttack, trainedWithWeapon: trained, untrainedArmourPenalty: 0 },
          kind: checked.kind,
          iterative: i % sheet.attacks.length,
          stance,
        })
      : checked;
    if (!checked.ok || !roll.ok) return void (tally.refused += 1);
    const armourClass = targetArmourClass(target.parts, checked.kind, target.flatFooted).value;
    const natural = (i % 20) + 1;
    const outcome = attackOutcome({ natural, total: natural + roll.plan.bonus, armourClass, threatFrom: weapon.threatFrom, naturalRolls: "asWritten" });
    if (outcome === "miss") return void (tally.miss += 1);
    const again = ((i * 13) % 20) + 1;
    const confirmed = outcome === "threat" && criticalConfirmed({ natural: again, total: again + roll.plan.bonus, armourClass, naturalRolls: "asWritten" });
    tally[confirmed ? "critical" : outcome] += 1;
    const damage = planDamage({
      weaponDice: weapon.damage,
      kind: checked.kind,
      twoHanded: wieldedTwoHanded(mode, weapon, false),
      thrown: checked.thrown,
      strengthModifier: sheet.modifiers.str,
      trainedWithWeapon: trained,
      stance,
      criticalMultiplier: weapon.criticalMultiplier,
    });
    if (damage.ok) hitDamage((i % 8) + 1 + damage.plan.modifiers.reduce((sum, line) => sum + line.value, 0));
  });
  return { microseconds, tally };
}

export function benchClassicAttacks(report: (line: string) => void): void {
  const attacks = 10_000;
  report("Attacks (classic)");
  const { microseconds, tally } = benchResolve(attacks);
  report(`  mode + roll + AC + outcome + damage of one attack in the pure rules, median over ${attacks} attacks   ${microseconds.toFixed(2)} µs`);
  report(`    (${tally.hit + tally.threat + tally.critical} hits of which ${tally.critical} confirmed criticals and ${tally.threat} unconfirmed threats, ${tally.miss} misses, ${tally.refused} refused)`);
}
