/**
 * What the morale card shows, from its record alone: each faction that checks and why, who rolls and
 * who is exempt, each roll against WIT and its outcome, and, for one whose morale broke, the GM's
 * surrender/retreat choice or what was picked. Pure: it takes the language as a function.
 */
import type { Translate } from "../../../../core/rules-types";
import { FACTIONS_MORALE_BREAK, FACTIONS_MORALE_EXEMPT, FACTIONS_MORALE_TRIGGER } from "../../rules/morale/labels";
import type { FactionsMoraleFaction, FactionsMoraleMember, FactionsMoraleRecord } from "../../schema/morale-card";
import { retreatersToChase } from "./retreaters";

export const MORALE_CARD_KEY = "FRAY.Factions.Morale.Card";

export interface MoraleMemberView {
  combatantId: string;
  name: string;
  exempt: string;
  rolled: boolean;
  roll: number | null;
  score: number;
  verdict: "" | "holds" | "breaks";
  verdictLabel: string;
  fate: string;
  choosing: boolean;
}

export interface MoraleFactionView {
  key: string;
  label: string;
  reason: string;
  open: boolean;
  members: MoraleMemberView[];
}

export interface MoraleCardView {
  title: string;
  round: string;
  factions: MoraleFactionView[];
  labels: { roll: string; surrender: string; retreat: string; against: string };
  /** The GM's Chase, while some who retreated are on no chase card yet; blank otherwise. */
  chase: string;
}

function memberView(member: FactionsMoraleMember, t: Translate): MoraleMemberView {
  const verdict = member.passed === null ? "" : member.passed ? "holds" : "breaks";
  return {
    combatantId: member.combatantId,
    name: member.name,
    exempt: member.exempt === "none" ? "" : t(FACTIONS_MORALE_EXEMPT[member.exempt]),
    rolled: member.roll !== null,
    roll: member.roll,
    score: member.score,
    verdict,
    verdictLabel: verdict === "" ? "" : t(`${MORALE_CARD_KEY}.${verdict === "holds" ? "Holds" : "Breaks"}`),
    fate: member.fate === null ? "" : t(`${MORALE_CARD_KEY}.Fate.${member.fate}`),
    choosing: member.passed === false && member.fate === null,
  };
}

function factionView(faction: FactionsMoraleFaction, t: Translate): MoraleFactionView {
  return {
    key: faction.key,
    label: faction.label,
    reason: t(FACTIONS_MORALE_TRIGGER[faction.trigger]),
    open: !faction.rolled,
    members: faction.members.map((member) => memberView(member, t)),
  };
}

export function buildMoraleCardView(record: FactionsMoraleRecord, t: Translate): MoraleCardView {
  return {
    title: t(`${MORALE_CARD_KEY}.Title`),
    round: t(`${MORALE_CARD_KEY}.Round`, { round: record.round }),
    factions: record.factions.map((faction) => factionView(faction, t)),
    labels: {
      roll: t(`${MORALE_CARD_KEY}.Roll`),
      surrender: t(FACTIONS_MORALE_BREAK.surrender),
      retreat: t(FACTIONS_MORALE_BREAK.retreat),
      against: t(`${MORALE_CARD_KEY}.Against`),
    },
    chase: retreatersToChase(record).length > 0 ? t(`${MORALE_CARD_KEY}.Chase`) : "",
  };
}
