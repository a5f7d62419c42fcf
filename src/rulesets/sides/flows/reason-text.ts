/** Reasons and labels from the rules in the reader's language, with attribute and skill ids named. */
import type { Reason, Translate } from "../../../core/rules-types";

/**
 * Data naming an attribute or skill is shown by its translated name; `context` fills what a
 * label needs but its source does not carry (the swarm's damage line has no assailant count).
 */
export function localizedData(t: Translate, data: Reason["data"], context: Record<string, number> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = { ...context, ...data };
  if (typeof data?.attribute === "string") out.attribute = t(`FRAY.Sides.Attribute.${data.attribute}.abbr`);
  if (typeof data?.skill === "string") out.skill = t(`FRAY.Sides.Skill.${data.skill}`);
  return out;
}

export function reasonText(t: Translate, reason: Reason, context: Record<string, number> = {}): string {
  return t(reason.key, localizedData(t, reason.data, context));
}
