/** What the maneuver card shows, from its record alone: the touch attack, every opposed roll (ties marked), the outcome and what it did. Pure. */
import type { Translate } from "../../../../core/rules-types";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import { MANEUVER_TEXT } from "./keys";

const P = "FRAY.Classic.Maneuver.Card";

/** Placeholders that are i18n keys themselves (a status name) are translated first. */
function placeholders(data: unknown, t: Translate): Record<string, string | number> {
  const entries = Object.entries(typeof data === "object" && data !== null ? data : {}).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number");
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === "string" && value.startsWith("FRAY.") ? t(value) : value]));
}

export function maneuverCardView(record: ClassicManeuverRecord, t: Translate) {
  const names = { aggressor: record.aggressor.name, defender: record.defender.name };
  const touch = record.touch ? { text: t(`${P}.Touch`, { total: record.touch.total, ac: record.touch.armourClass }), hit: record.touch.hit, result: t(record.touch.hit ? `${P}.Hit` : `${P}.Miss`) } : null;
  const opposed = record.opposed.map((pair, index) => ({
    aggressor: pair.aggressor,
    defender: pair.defender,
    tie: index < record.opposed.length - 1 || pair.aggressor === pair.defender,
  }));
  return {
    title: t(MANEUVER_TEXT.name(record.maneuver)),
    names,
    who: t(`${P}.Who`, names),
    waiting: record.phase === "opportunity",
    opportunityNote: record.phase === "opportunity" ? t(`${P}.Opportunity`, names) : "",
    aooDamaged: record.aooDealtDamage ? t(`${P}.AooDamaged`) : "",
    touch,
    formulas: record.formulas.aggressor ? t(`${P}.Formulas`, { aggressorName: names.aggressor, aggressorRoll: record.formulas.aggressor, defenderName: names.defender, defenderRoll: record.formulas.defender }) : "",
    opposed,
    tieNote: t(`${P}.Tie`),
    outcome: record.outcome,
    outcomeText: t(MANEUVER_TEXT.outcome(record.outcome)),
    effects: record.effects.map((effect) => t(effect.key, placeholders(effect.data, t))),
    buttons: {
      opportunity: t(`${P}.Button.Opportunity`),
      resolve: t(`${P}.Button.Resolve`),
      resolveDamaged: t(`${P}.Button.ResolveDamaged`),
    },
  };
}
