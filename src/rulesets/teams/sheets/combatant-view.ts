import { withBonus } from "../../../core/dice/formula";
import { deriveTeamsActor, type TeamsActorRatings, type WornArmour } from "../rules/derived";
import { TEAMS_ATTRIBUTES, TEAMS_PROFICIENCIES, TEAMS_SKILLS } from "../rules/derived/traits";
import { TEAMS_SIZE_NAMES } from "../rules/derived/size";
import { TEAMS_DIE_SIZES } from "../rules/derived/dice";

const choices = (keys: readonly string[], prefix: string) => Object.fromEntries(keys.map((key) => [key, `${prefix}.${key}`]));

/** What a character sheet and a stat block both show: ratings as dice, defences, pools, conditions. */
export function combatantView(system: TeamsActorRatings, armour: readonly WornArmour[]) {
  const derived = deriveTeamsActor(system, armour);
  return {
    dieChoices: Object.fromEntries(TEAMS_DIE_SIZES.map((die) => [die, die])),
    sizeChoices: choices(TEAMS_SIZE_NAMES, "FRAY.Teams.Sheet.Size"),
    attributes: TEAMS_ATTRIBUTES.map((key) => ({ key, name: `system.attributes.${key}`, label: `FRAY.Teams.Sheet.Attribute.${key}`, die: system.attributes[key] })),
    skills: TEAMS_SKILLS.map((key) => ({ key, name: `system.skills.${key}`, label: `FRAY.Teams.Sheet.Skill.${key}`, die: system.skills[key] })),
    proficiencies: TEAMS_PROFICIENCIES.map((key) => ({ key, name: `system.proficiencies.${key}`, label: `FRAY.Teams.Sheet.Proficiency.${key}`, value: system.proficiencies[key] })),
    /** The luck roll as rolled: the d20 plus the luck modifier ("1d20", "1d20+2"). */
    luckFormula: withBonus(derived.luckDie, derived.luckModifier),
    evasion: derived.evasion,
    deflection: derived.deflection,
    /** Worn armour's part of the deflection, so the sheet can say where the number comes from. */
    armourDeflection: { physical: derived.deflection.physical - system.deflection.physical, elemental: derived.deflection.elemental - system.deflection.elemental },
    sizeValue: derived.size,
    conditions: derived.conditions.map((key) => ({ key, label: `FRAY.Teams.Status.${key}` })),
    deathDifficulty: derived.deathDifficulty,
  };
}
