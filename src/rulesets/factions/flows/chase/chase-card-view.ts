/** What the chase card shows, from its record alone: each creature's call, then each fleer's fate. Pure but for the translate it is handed. */
import type { Translate } from "../../../../core/rules-types";
import { CHASE_PACES } from "../../rules/morale/chase-pace";
import type { FactionsChaseRecord } from "../../schema/chase-card";
import { CHASE_TEXT } from "./keys";

export interface ChaseRowView {
  combatantId: string;
  name: string;
  /** Before the run: the four calls, the current one marked. */
  paces: { pace: string; label: string; chosen: boolean }[];
  /** After the run: the save (if any) and the fate. */
  save: string;
  fate: string;
  escapes: boolean;
}

export interface ChaseCardView {
  title: string;
  hint: string;
  rows: ChaseRowView[];
  open: boolean;
  run: string;
  undo: string;
  undone: string;
}

function rowOf(record: FactionsChaseRecord, t: Translate) {
  return (fighter: FactionsChaseRecord["fighters"][number]): ChaseRowView => ({
    combatantId: fighter.combatantId,
    name: fighter.name,
    paces: record.run ? [] : CHASE_PACES.map((pace) => ({ pace, label: t(CHASE_TEXT.pace[pace]), chosen: fighter.pace === pace })),
    save: fighter.save ? t(CHASE_TEXT.save, { natural: fighter.save.natural, score: fighter.save.score }) : "",
    fate: record.run && fighter.outcome ? t(fighter.outcome) : "",
    escapes: fighter.escapes,
  });
}

export function buildChaseCardView(record: FactionsChaseRecord, t: Translate): ChaseCardView {
  // Once run, only the fleers are listed.
  const shown = record.run ? record.fighters.filter((fighter) => fighter.pace !== "stays") : record.fighters;
  return {
    title: t(CHASE_TEXT.title),
    hint: record.run ? (shown.length === 0 ? t(CHASE_TEXT.nobody) : "") : t(CHASE_TEXT.hint),
    rows: shown.map(rowOf(record, t)),
    open: !record.undone,
    run: record.run ? "" : t(CHASE_TEXT.run),
    undo: record.run && !record.undone ? t(CHASE_TEXT.undo) : "",
    undone: record.undone ? t(CHASE_TEXT.undone) : "",
  };
}
