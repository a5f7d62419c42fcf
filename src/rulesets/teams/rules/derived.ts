/**
 * The numbers a `teams` sheet shows and the attack and defence rules read, derived from what a
 * character or monster is rated in. Plain shapes in, plain numbers out; the schema's data fits them.
 */
import type { DamageReductions } from "./combat/damage";
import type { Pool } from "./combat/harm";
import { teamsConditions, type TeamsCondition } from "./derived/conditions";
import { deathDifficulty } from "./derived/death-difficulty";
import { testFormula, type TeamsDie } from "./derived/dice";
import { standingDefences, type WornArmour } from "./derived/defences";
import { LUCK_DIE } from "./derived/luck";
import { sizeValue, type TeamsSize } from "./derived/size";
import type { TeamsAttribute, TeamsProficiency, TeamsSkill } from "./derived/traits";
import type { AttackChoice } from "./derived/weapon-choices";

export * from "./derived/conditions";
export * from "./derived/death-difficulty";
export * from "./derived/defences";
export * from "./derived/dice";
export * from "./derived/durability";
export * from "./derived/item-defence";
export * from "./derived/luck";
export * from "./derived/size";
export * from "./derived/traits";
export * from "./derived/weapon-choices";

export interface TeamsActorRatings {
  attributes: Readonly<Record<TeamsAttribute, TeamsDie>>;
  skills: Readonly<Record<TeamsSkill, TeamsDie>>;
  proficiencies: Readonly<Record<TeamsProficiency, number>>;
  luck: number;
  evasion: number;
  deflection: DamageReductions;
  endurance: Pool;
  health: Pool;
  constitution: number;
  stamina: Pool;
  focus: Pool;
  size: TeamsSize;
  speed: number;
  conditions: { unconscious: boolean; prone: boolean; dead: boolean };
  deathsCheated: number;
}

export interface TeamsDerived {
  evasion: number;
  /** Damage reduction by category, worn armour included; `physical` is the physical defense. */
  deflection: DamageReductions;
  size: number;
  speed: number;
  luckDie: string;
  luckModifier: number;
  endurance: Pool;
  health: Pool;
  constitution: number;
  stamina: Pool;
  focus: Pool;
  conditions: TeamsCondition[];
  deathDifficulty: number;
}

// Stryker disable next-line ArrayDeclaration: a default of anything but worn armour adds nothing, as none does
export function deriveTeamsActor(actor: TeamsActorRatings, armour: readonly WornArmour[] = []): TeamsDerived {
  const defences = standingDefences(actor, armour);
  return {
    evasion: defences.evasion,
    deflection: defences.deflection,
    size: sizeValue(actor.size),
    speed: Math.max(0, actor.speed),
    luckDie: LUCK_DIE,
    luckModifier: actor.luck,
    endurance: { ...actor.endurance },
    health: { ...actor.health },
    constitution: actor.constitution,
    stamina: { ...actor.stamina },
    focus: { ...actor.focus },
    conditions: teamsConditions({ endurance: actor.endurance, health: actor.health, ...actor.conditions }),
    deathDifficulty: deathDifficulty(actor.deathsCheated),
  };
}

/** The attack test's formula for a choice: attribute die + combat skill die + proficiency (Boudica: "2d6+1"). */
export function attackTestFormula(actor: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">, choice: AttackChoice): string {
  const proficiency = choice.proficiency === null ? 0 : actor.proficiencies[choice.proficiency];
  return testFormula([actor.attributes[choice.attribute], actor.skills.combat], proficiency);
}

/** A defence or other test's formula: attribute die + skill die + proficiency (Boudica's fortify: d6 + d4 + 1). */
export function skillTestFormula(
  actor: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">,
  attribute: TeamsAttribute,
  skill: TeamsSkill,
  proficiency: TeamsProficiency | null,
): string {
  return testFormula([actor.attributes[attribute], actor.skills[skill]], proficiency === null ? 0 : actor.proficiencies[proficiency]);
}
