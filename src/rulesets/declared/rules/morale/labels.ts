/** Every i18n key the morale rules return; English text lives under FRAY.Declared.Morale in lang/en.json. */
const M = "FRAY.Declared.Morale";

/** Why a monster must check this round. */
export const MORALE_TRIGGER = {
  bigHit: `${M}.Trigger.bigHit`,
  outnumbered: `${M}.Trigger.outnumbered`,
  intimidated: `${M}.Trigger.intimidated`,
} as const;

/** The lines of the roll and of its TN. */
export const MORALE_LINE = {
  insight: `${M}.Line.insight`,
  hitDice: `${M}.Line.hitDice`,
  allies: `${M}.Line.allies`,
  baseTn: `${M}.Line.baseTn`,
  opponents: `${M}.Line.opponents`,
  intimidation: `${M}.Line.intimidation`,
} as const;

/** What happened; a broken monster flees or surrenders, as the GM decides. */
export const MORALE_OUTCOME = {
  holds: `${M}.Outcome.holds`,
  breaks: `${M}.Outcome.breaks`,
  obvious: `${M}.Outcome.obvious`,
  flees: `${M}.Outcome.flees`,
  surrenders: `${M}.Outcome.surrenders`,
} as const;
