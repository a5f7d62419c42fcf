/**
 * What the morale card shows, from its record alone: each monster that must check, its reasons, the
 * roll's lines against the TN's, and the outcome (holds; breaks, then flees or surrenders as the GM
 * picks). Which buttons show follows what is still open. Pure: it takes the language as a function.
 */
import { signed } from "../../../../core/format/signed";
import type { Modifier, Translate } from "../../../../core/rules-types";
import { MORALE_OUTCOME, MORALE_TRIGGER } from "../../rules/morale/labels";
import { moraleOutcome } from "../../rules/morale/morale-outcome";
import type { DeclaredMoraleMonster, DeclaredMoraleRecord } from "../../schema/morale-card";

export const MORALE_CARD_KEY = "FRAY.Declared.Morale.Card";

export interface MoraleLineView {
  label: string;
  value: string;
}

export interface MoraleMonsterView {
  combatantId: string;
  name: string;
  reasons: string[];
  formula: string;
  lines: MoraleLineView[];
  tn: number;
  tnLines: MoraleLineView[];
  tnLabel: string;
  total: number | null;
  rolled: boolean;
  outcome: string;
  verdict: "" | "holds" | "breaks";
  fate: string;
  open: boolean;
  choosing: boolean;
}

export interface MoraleCardView {
  title: string;
  round: string;
  none: string;
  monsters: MoraleMonsterView[];
  labels: { roll: string; obvious: string; flees: string; surrenders: string; intimidate: string; total: string };
}

const linesOf = (lines: readonly Modifier[], t: Translate): MoraleLineView[] => lines.map((line) => ({ label: t(line.key), value: signed(line.value) }));

function outcomeOf(monster: DeclaredMoraleMonster, t: Translate): Pick<MoraleMonsterView, "outcome" | "verdict" | "fate"> {
  if (monster.holds === null) return { outcome: "", verdict: "", fate: "" };
  const roll = monster.obvious ? ({ obvious: true } as const) : ({ obvious: false, total: monster.total ?? 0 } as const);
  const decided = moraleOutcome(monster.tn, roll);
  const fate = monster.fate === null ? "" : t(`${MORALE_CARD_KEY}.Fate.${monster.fate}`);
  return { outcome: t(decided.reason.key, decided.reason.data), verdict: decided.holds ? "holds" : "breaks", fate };
}

function monsterView(monster: DeclaredMoraleMonster, t: Translate): MoraleMonsterView {
  const decided = outcomeOf(monster, t);
  return {
    combatantId: monster.combatantId,
    name: monster.name,
    reasons: monster.triggers.map((trigger) => t(MORALE_TRIGGER[trigger])),
    formula: monster.formula,
    lines: linesOf(monster.lines, t),
    tn: monster.tn,
    tnLines: linesOf(monster.tnLines, t).map((line) => ({ ...line, value: line.value.replace(/^\+/, "") })),
    tnLabel: t(monster.opposed ? `${MORALE_CARD_KEY}.OpposedTn` : `${MORALE_CARD_KEY}.Tn`),
    total: monster.total,
    rolled: monster.total !== null,
    ...decided,
    open: monster.holds === null,
    choosing: monster.holds === false && monster.fate === null,
  };
}

export function buildMoraleCardView(record: DeclaredMoraleRecord, t: Translate): MoraleCardView {
  return {
    title: t(`${MORALE_CARD_KEY}.Title`),
    round: t(`${MORALE_CARD_KEY}.Round`, { round: record.round }),
    none: t(`${MORALE_CARD_KEY}.None`),
    monsters: record.monsters.map((monster) => monsterView(monster, t)),
    labels: {
      roll: t(`${MORALE_CARD_KEY}.Roll`),
      obvious: t(`${MORALE_CARD_KEY}.Obvious`),
      flees: t(MORALE_OUTCOME.flees),
      surrenders: t(MORALE_OUTCOME.surrenders),
      intimidate: t(`${MORALE_CARD_KEY}.Intimidate`),
      total: t(`${MORALE_CARD_KEY}.Total`),
    },
  };
}
