/** The chapter's people and weapons, as the plan's plain inputs. */
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import type { PlanAttackInput, PlannedTargetInput, PlannedWeapon } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import type { TeamsActorRatings } from "../../../../../src/rulesets/teams/rules/derived";
import { onMyTurn } from "../actions/support";

type Ratings = Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">;

export function ratings(overrides: Partial<Ratings["attributes"]>, proficiencies: Partial<Ratings["proficiencies"]>): Ratings {
  return {
    attributes: { strength: "d4", dexterity: "d4", intellect: "d4", perception: "d4", willpower: "d4", ...overrides },
    skills: { combat: "d6", athletics: "d4", acrobatics: "d4", awareness: "d4", medicine: "d4", stealth: "d4", presence: "d4" },
    proficiencies: { finesse: 0, martial: 0, ranged: 0, fortitude: 0, reflex: 0, resolve: 0, ...proficiencies },
  };
}

const none = { finesse: false, martial: false, ranged: false };
const noAttributes = { strength: false, dexterity: false, intellect: false, perception: false, willpower: false };
const melee = { ranged: false, thrownOrProjectile: false, reloadActions: 0, loaded: true, nonlethal: false };

/** Boudica's spear: strength or dexterity, finesse or martial; 4 piercing, critical 8 at 19+. */
export const spear: PlannedWeapon = {
  ...melee,
  attributes: { ...noAttributes, strength: true, dexterity: true },
  proficiencies: { ...none, finesse: true, martial: true },
  damage: 4,
  criticalDamage: 8,
  criticalThreshold: 19,
  damageType: "piercing",
};

/** Agnessa's shortbow: a projectile weapon that never reloads. */
export const shortbow: PlannedWeapon = {
  ...spear,
  attributes: { ...noAttributes, dexterity: true },
  proficiencies: { ...none, ranged: true },
  damage: 3,
  criticalDamage: 6,
  criticalThreshold: 20,
  ranged: true,
  thrownOrProjectile: true,
};

/** Petra's crossbow: two actions to reload. */
export const crossbow: PlannedWeapon = { ...shortbow, reloadActions: 2, loaded: true };

/** Fabian's dagger. */
export const dagger: PlannedWeapon = {
  ...spear,
  attributes: { ...noAttributes, dexterity: true },
  proficiencies: { ...none, finesse: true },
  damage: 2,
  criticalDamage: 4,
  criticalThreshold: 20,
};

export function target(overrides: Partial<PlannedTargetInput> = {}): PlannedTargetInput {
  return {
    id: "enemy",
    evasion: 6,
    deflection: { physical: 8, elemental: 0 },
    size: 4,
    lasting: { defenceBonus: 0, rangedDisadvantage: false },
    prone: false,
    dead: false,
    vitals: { endurance: { value: 10, max: 10 }, health: { value: 8, max: 8 } },
    constitution: 4,
    ...overrides,
  };
}

/** Boudica with her spear, strength d6 and martial +1, against the chapter's enemy (evasion 6, physical reduction 8). */
export function boudicaAttack(overrides: Partial<PlanAttackInput> = {}): PlanAttackInput {
  return {
    attacker: { ratings: ratings({ strength: "d6", dexterity: "d6" }, { martial: 1 }), luckModifier: 0, size: 4, budget: freshBudget(), context: onMyTurn },
    weapon: spear,
    choice: { attribute: "strength", proficiency: "martial" },
    target: target(),
    situation: { sneak: false, flanking: false },
    ...overrides,
  };
}
