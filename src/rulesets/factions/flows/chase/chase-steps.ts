/**
 * The chase card's GM steps (the GM alone presses them): a creature's call (stays, or flees faster /
 * even / slower), the run (those who need it roll the group AGI save, rules groupSave; chaseOutcome
 * says who escapes; escapees get `fled`, the reached lose it) and Undo (each fleer's `fled` as it was). Every creature is
 * read back from the card the GM wrote; the asker names only a combatant id and a call from the list.
 */
import { refuse } from "../../../../core/rules-types";
import { actorOfTokenOr } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { groupSave } from "../../rules/character/group-save";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../../rules/character/save-setting";
import { SAVE_FORMULA } from "../../rules/character/saves";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { chaseOutcome, chaseRollers } from "../../rules/morale/chase";
import { CHASE_PACES, fleersOf, type ChasePace } from "../../rules/morale/chase-pace";
import type { FactionsChaseRecord } from "../../schema/chase-card";
import { CHASE_COMMANDS, CHASE_REFUSAL } from "./keys";

type Context = CardStepContext<FactionsChaseRecord>;
type Fighter = FactionsChaseRecord["fighters"][number];

const gmStep = (command: string, run: (context: Context) => Promise<CardStepOutcome<FactionsChaseRecord>>): CardStep<FactionsChaseRecord> => ({
  command,
  refusals: { missing: CHASE_REFUSAL.missing, notGm: CHASE_REFUSAL.notGm },
  run: (context) => (context.asker.isGM ? run(context) : Promise.resolve(refuse(CHASE_REFUSAL.gmOnly.key))),
});

const isPace = (value: unknown): value is ChasePace => CHASE_PACES.some((pace) => pace === value);
const actorOf = (fighter: Fighter) => actorOfTokenOr(fighter.tokenUuid || null, fighter.actorUuid);

export const paceStep = gmStep(CHASE_COMMANDS.pace, async ({ record, payload }) => {
  if (record.run) return refuse(CHASE_REFUSAL.done.key);
  const pace = payload.pace;
  if (!isPace(pace) || !record.fighters.some((fighter) => fighter.combatantId === payload.combatantId)) return refuse(CHASE_REFUSAL.unknown.key);
  return { ok: true, record: { ...record, fighters: record.fighters.map((fighter) => (fighter.combatantId === payload.combatantId ? { ...fighter, pace } : fighter)) } };
});

/** Rolls the AGI save of each who must; the d20s by combatant id, with the rolls. */
async function rollAgiSaves(fighters: readonly Fighter[], ids: readonly string[]) {
  const d20s: Record<string, number> = {};
  const scores: Record<string, number> = {};
  const rolls: Roll[] = [];
  for (const fighter of fighters.filter((entry) => ids.includes(entry.combatantId))) {
    const actor = await actorOf(fighter);
    scores[fighter.combatantId] = (actor?.system as { scores?: { agi?: number } } | undefined)?.scores?.agi ?? 0;
    const rolled = await rollDice(SAVE_FORMULA);
    animateRoll(rolled.roll);
    rolls.push(rolled.roll);
    d20s[fighter.combatantId] = rolled.total;
  }
  return { d20s, scores, rolls };
}

export const runStep = gmStep(CHASE_COMMANDS.run, async ({ record, message }) => {
  if (record.run) return refuse(CHASE_REFUSAL.done.key);
  const fleers = fleersOf(record.fighters.map((fighter) => ({ id: fighter.combatantId, pace: fighter.pace })));
  if (fleers.length === 0) return refuse(CHASE_REFUSAL.noFleer.key);
  const { d20s, scores, rolls } = await rollAgiSaves(record.fighters, chaseRollers(fleers));
  const saved = groupSave(Object.keys(d20s).map((id) => ({ id, score: scores[id] ?? 0 })), d20s, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  const passed = Object.fromEntries(Object.keys(d20s).map((id) => [id, saved.passed.includes(id)]));
  const outcome = chaseOutcome(fleers, passed);
  if (!outcome.ok) return outcome;
  const fighters: Fighter[] = [];
  for (const fighter of record.fighters) {
    const result = outcome.results.find((entry) => entry.id === fighter.combatantId);
    const actor = await actorOf(fighter);
    const fledBefore = actor?.statuses.has(FACTIONS_STATUS.fled) ?? false;
    // Escapees leave the fight; a fleer reached (one who had retreated at morale) is caught, back in it.
    if (result && actor) await setStatuses(actor, [FACTIONS_STATUS.fled], result.escapes);
    const d20 = d20s[fighter.combatantId];
    const save = d20 === undefined ? null : { natural: d20, score: scores[fighter.combatantId] ?? 0, passed: passed[fighter.combatantId] === true };
    fighters.push({ ...fighter, save, escapes: result?.escapes ?? false, outcome: result?.outcome ?? "", fledBefore });
  }
  return { ok: true, record: { ...record, fighters, run: true }, rolls: [...message.rolls, ...rolls] };
});

export const undoStep = gmStep(CHASE_COMMANDS.undo, async ({ record }) => {
  if (!record.run) return refuse(CHASE_REFUSAL.notRun.key);
  if (record.undone) return refuse(CHASE_REFUSAL.done.key);
  for (const fighter of record.fighters.filter((entry) => entry.outcome !== "")) {
    const actor = await actorOf(fighter);
    if (actor) await setStatuses(actor, [FACTIONS_STATUS.fled], fighter.fledBefore);
  }
  return { ok: true, record: { ...record, undone: true } };
});

export const FACTIONS_CHASE_STEPS = [paceStep, runStep, undoStep];
