/**
 * The names a character is rated in. The chapter names strength, dexterity, combat skill, athletics,
 * and the finesse, martial and fortitude proficiencies; the rest complete a set a table can play with.
 */
export const TEAMS_ATTRIBUTES = ["strength", "dexterity", "intellect", "perception", "willpower"] as const;
export type TeamsAttribute = (typeof TEAMS_ATTRIBUTES)[number];

export const TEAMS_SKILLS = ["combat", "athletics", "acrobatics", "awareness", "medicine", "stealth", "presence"] as const;
export type TeamsSkill = (typeof TEAMS_SKILLS)[number];

/** Proficiencies a weapon may allow on its attack test. */
export const TEAMS_WEAPON_PROFICIENCIES = ["finesse", "martial", "ranged"] as const;
export type TeamsWeaponProficiency = (typeof TEAMS_WEAPON_PROFICIENCIES)[number];

/** Proficiencies added to defence tests: Fortify (fortitude), Dodge (reflex), Resist (resolve). */
export const TEAMS_DEFENCE_PROFICIENCIES = ["fortitude", "reflex", "resolve"] as const;

export const TEAMS_PROFICIENCIES = [...TEAMS_WEAPON_PROFICIENCIES, ...TEAMS_DEFENCE_PROFICIENCIES] as const;
export type TeamsProficiency = (typeof TEAMS_PROFICIENCIES)[number];
