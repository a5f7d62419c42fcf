/**
 * What the after-fight card shows, from its record alone: before the rolls, the GM's button; after,
 * the report — each rolled item's die and roll and what it did, what was damaged and what broke; and
 * always who was out of the fight (incapacitated, surrendered, fled).
 * Pure: it takes the language as a function.
 */
import type { Translate } from "../../../../core/rules-types";
import { FACTIONS_GEAR_OUTCOME } from "../../rules/gear/labels";
import { AFTER_FIGHT_STANDINGS, type FactionsAfterFightRecord } from "../../schema/after-fight-card";

export const AFTER_FIGHT_CARD_KEY = "FRAY.Factions.AfterFight.Card";

const OUTCOME_KEY = { unharmed: FACTIONS_GEAR_OUTCOME.unharmed, damaged: FACTIONS_GEAR_OUTCOME.damaged, broken: FACTIONS_GEAR_OUTCOME.broken } as const;

export interface AfterFightLineView {
  owner: string;
  item: string;
  roll: number;
  outcome: "unharmed" | "damaged" | "broken";
  outcomeLabel: string;
}

export interface AfterFightCardView {
  title: string;
  open: boolean;
  button: string;
  formula: string;
  nothing: string;
  lines: AfterFightLineView[];
  damaged: string;
  broken: string;
  /** Who is out of the fight, a sentence per standing ("Incapacitated: …"). */
  standings: string[];
}

const namesOf = (record: FactionsAfterFightRecord, outcome: "damaged" | "broken") =>
  record.lines.filter((line) => line.outcome === outcome).map((line) => `${line.item} (${line.owner})`).join(", ");

/** One sentence per standing anyone has, in the record's order of standings. */
function standingSentences(record: FactionsAfterFightRecord, t: Translate): string[] {
  return AFTER_FIGHT_STANDINGS.flatMap((standing) => {
    const names = record.standings.filter((entry) => entry.standing === standing).map((entry) => entry.name);
    return names.length === 0 ? [] : [t(`${AFTER_FIGHT_CARD_KEY}.Standing.${standing}`, { names: names.join(", ") })];
  });
}

export function buildAfterFightCardView(record: FactionsAfterFightRecord, t: Translate): AfterFightCardView {
  const damaged = namesOf(record, "damaged");
  const broken = namesOf(record, "broken");
  return {
    title: t(`${AFTER_FIGHT_CARD_KEY}.Title`),
    open: !record.rolled,
    button: t(`${AFTER_FIGHT_CARD_KEY}.Roll`),
    formula: record.rolled ? t(`${AFTER_FIGHT_CARD_KEY}.Die`, { formula: record.formula }) : "",
    nothing: record.rolled && record.lines.length === 0 ? t(`${AFTER_FIGHT_CARD_KEY}.Nothing`) : "",
    lines: record.lines.map((line) => ({ owner: line.owner, item: line.item, roll: line.roll, outcome: line.outcome, outcomeLabel: t(OUTCOME_KEY[line.outcome]) })),
    damaged: damaged === "" ? "" : t(`${AFTER_FIGHT_CARD_KEY}.DamagedList`, { items: damaged }),
    broken: broken === "" ? "" : t(`${AFTER_FIGHT_CARD_KEY}.BrokenList`, { items: broken }),
    standings: standingSentences(record, t),
  };
}
