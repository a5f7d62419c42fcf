/**
 * The factions attack's benchmark: the pure rules resolving one attack between pack creatures (median over
 * 10,000 attacks with every weapon a table meets, at targets near and far, seen and unseen, in cover or
 * behind a barrier, held back or moving; the WIT save when one is needed, every d20 face, the damage through
 * armour and cover and what it leaves of health). Measures only; asserts nothing.
 */
import { planAttack, type AttackTargetFacts } from "../../src/rulesets/factions/rules/attack/attack-plan";
import { damageTaken, healthAfterHit } from "../../src/rulesets/factions/rules/attack/damage-taken";
import { effectiveProtection, type Protection } from "../../src/rulesets/factions/rules/attack/protection";
import { saveResult } from "../../src/rulesets/factions/rules/character/saves";
import type { RangeBand } from "../../src/rulesets/factions/rules/zones/range-band";
import { armourOf, creatureData, everyWeapon, heroes, monsters, weaponData } from "../../test/rulesets/factions/packs/support";
import { microsecondsEach } from "./bench";

const CREATURES = [...heroes, ...monsters];
const ATTACKERS = CREATURES.map((doc) => creatureData(doc).scores.wit);
const WEAPONS = everyWeapon.map(({ doc }) => {
  const weapon = weaponData(doc);
  return { damage: weapon.damage, kind: weapon.attackKind, blast: weapon.blast, penetratesCover: weapon.penetratesCover };
});
const TARGETS = CREATURES.map((doc) => ({ armour: armourOf(doc).total, health: creatureData(doc).health }));
const BANDS: RangeBand[] = ["withinHalf", "withinHalf", "withinHalf", "beyondHalf", "withinHalf", "beyondHalf", "outOfRange"];
const PROTECTIONS: Protection[] = ["none", "none", "cover", "barrier"];

type Tally = Record<"refused" | "missed" | "hit" | "blocked" | "downed", number>;

/** The circumstances of the i-th attack: varied so every branch of the plan is walked. */
function circumstances(i: number): AttackTargetFacts {
  return { nearby: i % 3 !== 0, band: BANDS[i % BANDS.length]!, visible: i % 5 !== 0, incapacitated: false, concealed: i % 7 === 0, protection: PROTECTIONS[i % PROTECTIONS.length]!, peeking: i % 11 === 0 };
}

function benchResolve(attacks: number): { microseconds: number; tally: Tally } {
  const tally: Tally = { refused: 0, missed: 0, hit: 0, blocked: 0, downed: 0 };
  const microseconds = microsecondsEach(attacks, (i) => {
    const facts = circumstances(i);
    const planned = planAttack({ weapon: WEAPONS[i % WEAPONS.length]!, target: facts, moving: i % 6 === 0, holdBack: i % 9 === 0, finalBlow: false, impaired: "d4" });
    if (!planned.ok) return void (tally.refused += 1);
    const { plan } = planned;
    if (plan.witSave && !saveResult(ATTACKERS[i % ATTACKERS.length]!, (i % 20) + 1).passed) return void (tally.missed += 1);
    if (!plan.damage) return;
    const target = TARGETS[(i * 7) % TARGETS.length]!;
    const protection = effectiveProtection({ ...facts, indirect: plan.kind === "indirect" });
    const taken = damageTaken({ rolled: (i % 8) + 1, armour: target.armour, protection, penetratesCover: plan.damage.penetratesCover });
    if (taken.blocked) return void (tally.blocked += 1);
    tally.hit += 1;
    if (healthAfterHit(target.health, taken.taken).health.value === 0) tally.downed += 1;
  });
  return { microseconds, tally };
}

export function benchFactionsAttacks(report: (line: string) => void): void {
  const attacks = 10_000;
  report("Attacks (factions)");
  const { microseconds, tally } = benchResolve(attacks);
  report(`  plan + WIT save + damage through armour and cover + health of one attack in the pure rules, median over ${attacks} attacks   ${microseconds.toFixed(2)} µs`);
  report(`    (${tally.hit} hits of which ${tally.downed} left the target at 0, ${tally.blocked} blasts stopped by a barrier, ${tally.missed} failed WIT saves, ${tally.refused} refused (impossible or behind a barrier))`);
}
