/** One roll of a maneuver card, itemised from its check parts (pure). */
import { MOD } from "../../rules/combat/labels";
import type { Modifier } from "../../../../core/rules-types";
import type { CheckParts } from "./check-sources";
import type { CardCheck } from "./maneuver-data";

export const CHECK_KEYS = {
  attributeSkill: "FRAY.Sides.Maneuver.Check.AttributeSkill",
  npc: "FRAY.Sides.Maneuver.Check.Npc",
  skill: "FRAY.Sides.Maneuver.Check.Skill",
  skillBonus: "FRAY.Sides.Maneuver.Check.SkillBonus",
  physicalSave: "FRAY.Sides.Maneuver.Check.PhysicalSave",
  grappleBlow: "FRAY.Sides.Maneuver.Check.GrappleBlow",
} as const;

/** The attribute and skill lines of a check (an NPC's single skill bonus). */
export function partLines(parts: CheckParts): Modifier[] {
  if (parts.attribute === null) return [{ key: CHECK_KEYS.skillBonus, value: parts.skillLevel }];
  return [
    { key: MOD.attribute, value: parts.attributeMod, data: { attribute: parts.attribute } },
    { key: CHECK_KEYS.skill, value: parts.skillLevel, data: { skill: parts.skill } },
  ];
}

/** A 2d6 skill check as the card shows it; `won` is decided by the rules and passed in. */
export function skillCheck(name: string, parts: CheckParts, die: number, extra: readonly Modifier[], won: boolean | null, against: number | null = null): CardCheck {
  const modifiers = [...partLines(parts), ...extra];
  const what = parts.attribute === null ? { key: CHECK_KEYS.npc } : { key: CHECK_KEYS.attributeSkill, data: { attribute: parts.attribute, skill: parts.skill } };
  return { name, what, die, modifiers, total: die + modifiers.reduce((sum, m) => sum + m.value, 0), against, won };
}
