/**
 * Harm as the GM applies it to a `classic` creature (called by the attack and maneuver handlers, GM
 * side only): lethal damage lowers HP (never below 0), non-lethal damage adds up; a massive lethal hit
 * calls for the target's Fortitude save, rolled at once; a creature reaching 0 HP goes down (statuses,
 * dying state, and the GMs' going-down card) and lets go of its holds, as does one knocked out. The
 * report carries the card's lines, the save's roll and the snapshot `restoreClassicHarm` puts back on Undo.
 */
import type { Translate } from "../../../../core/rules-types";
import { formulaOf } from "../../../../core/turns/rolls";
import { rollDice } from "../../../../foundry/roll-dice";
import { knockedOutByNonLethal } from "../../rules/character/health";
import { afterMassiveSave, massiveSaveDue, takeHit, type ClassicHarmState, type ClassicHitTaken } from "../../rules/dying/harm";
import { CLASSIC_GOING_DOWN } from "../../rules/dying/labels";
import { classicDataOf, harmStateOf, writeHarmState } from "./creature";
import { postDownCard } from "./down-card";
import { harmSnapshotOf, type ClassicHarmSnapshot } from "./harm-snapshot";
import { endHoldsOf, NOTHING_ENDED, type ClassicFightSnapshot } from "../maneuvers/hold-release";
import { fightOfActor } from "../maneuvers/round-holds";

export { restoreClassicHarm, classicHarmSnapshotSchema, type ClassicHarmSnapshot } from "./harm-snapshot";

const H = "FRAY.Classic.Harm";

export interface ClassicHit {
  damage: number;
  nonLethal: boolean;
  attackerHitDice: number;
}

/** One line of the card: an i18n key and its placeholders. */
export interface ClassicHarmLine {
  key: string;
  data: Record<string, string | number>;
}

export interface ClassicHarmReport {
  lines: ClassicHarmLine[];
  /** The target's massive-damage Fortitude save, when the hit called for one. */
  massiveRoll: Roll | null;
  before: ClassicHarmSnapshot;
  wentDown: boolean;
}

function damageLine(name: string, start: ClassicHarmState, after: ClassicHarmState, hit: ClassicHitTaken): ClassicHarmLine {
  if (hit.nonLethal) return { key: `${H}.nonLethal`, data: { name, damage: hit.damage, total: after.nonLethal } };
  return { key: `${H}.lethal`, data: { name, damage: hit.damage, before: start.hp, after: after.hp } };
}

const knockedOut = (state: ClassicHarmState) => knockedOutByNonLethal({ hp: state.hp, nld: state.nonLethal });

/** What the card says once the hit has landed: down now, still down, knocked out, or nothing more. */
function conditionLines(name: string, start: ClassicHarmState, after: ClassicHarmState): ClassicHarmLine[] {
  if (start.dying.down) return [{ key: `${H}.stillDown`, data: { name, failures: after.dying.failures } }];
  if (after.dying.down) return [{ key: CLASSIC_GOING_DOWN.unconscious, data: { name } }, { key: CLASSIC_GOING_DOWN.woundByGm, data: { name } }];
  return knockedOut(after) && !knockedOut(start) ? [{ key: `${H}.knockedOut`, data: { name } }] : [];
}

/** GM: a creature the hit put down (dying or knocked out) lets go of its holds, and is let go of. */
async function holdsEndedBy(target: Actor.Implementation, start: ClassicHarmState, after: ClassicHarmState): Promise<ClassicFightSnapshot> {
  const fellNow = (!start.dying.down && after.dying.down) || (knockedOut(after) && !knockedOut(start) && !start.dying.down);
  return fellNow ? endHoldsOf(target, fightOfActor(target)) : NOTHING_ENDED;
}

/** GM: the massive-damage save, rolled now with Foundry's Roll: d20 + the target's Fortitude. */
async function massiveSave(fortitude: number, dc: number) {
  const { roll, total } = await rollDice(formulaOf(20, fortitude));
  return { roll, total, dc };
}

/** GM: applies one hit to the target and reports it. Throws for an actor that is not a classic creature. */
export async function applyClassicDamage(target: Actor.Implementation, hit: ClassicHit): Promise<ClassicHarmReport> {
  const data = classicDataOf(target);
  const before = harmSnapshotOf(target);
  if (!data || !before) throw new Error(`Fray | ${target.name ?? "?"} is not a classic creature`);
  const name = target.name ?? "";
  const start = harmStateOf(data);
  const taken: ClassicHitTaken = { damage: Math.max(0, Math.trunc(hit.damage)), nonLethal: hit.nonLethal };
  let after = takeHit(start, taken);
  const lines = [damageLine(name, start, after, taken)];
  const due = massiveSaveDue(start, taken, hit.attackerHitDice);
  const save = due ? await massiveSave(data.derived.fortitude.total, due.dc) : null;
  let massiveFailed = false;
  if (save) {
    const fallen = afterMassiveSave(after, save.total, save.dc, taken.damage);
    massiveFailed = fallen !== after;
    lines.push({ key: massiveFailed ? `${H}.massiveFailed` : `${H}.massiveSaved`, data: { name, total: save.total, dc: save.dc } });
    after = fallen;
  }
  lines.push(...conditionLines(name, start, after));
  await writeHarmState(target, after);
  const wentDown = !start.dying.down && after.dying.down;
  if (wentDown) await postDownCard(target, massiveFailed);
  const fight = await holdsEndedBy(target, start, after);
  if (fight.holds.length > 0) lines.push({ key: `${H}.holdsEnd`, data: { name } });
  return { lines, massiveRoll: save?.roll ?? null, before: { ...before, fight }, wentDown };
}

/** The report's lines in the reader's language. */
export const harmLineTexts = (lines: readonly ClassicHarmLine[], t: Translate): string[] => lines.map((line) => t(line.key, line.data));
