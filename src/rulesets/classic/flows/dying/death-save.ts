/**
 * The death save of a creature at 0 HP, in the world's death roll type (setting classicDeathRoll):
 * rolled by the GM's client at the start of the dying creature's turn, or asked for from the sheet's
 * button (the owner's client only asks; the GM re-reads the creature and rolls). A success stabilizes,
 * a failure counts, the third failure in a row kills (dead status, combatant defeated). In a fight it
 * happens once per round per creature, even when undo re-enters the turn or its player takes its token out
 * of the fight and back: the engine's round of its last save is kept, by the creature, in the Combat's
 * flags, which players cannot write and undo does not put back (the Combat's own `round` is the players'
 * to write, so it is never the clock). The sheet's button finds the creature's started fight (or the one
 * it was taken out of) among every combat, not only the one the GM's client views.
 */
import { formulaOf } from "../../../../core/turns/rolls";
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { answerRefusal, askGm, refusal, type GmAnswer, type GmHandler } from "../../../../foundry/channel";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { CLASSIC_DEATH_ROLL_SETTING } from "../../rules/dying/death-roll-setting";
import { deathSaveRoll, resolveDeathSave } from "../../rules/dying/death-save";
import { readDying } from "../../rules/dying/dying-state";
import { classicDataOf, harmStateOf, recoveringOf, writeHarmState, type ClassicCreatureData } from "./creature";
import { postDeathSaveCard } from "./death-save-card";
import { fightOrDepartureOf, type FightOf } from "./started-fight";

export const CLASSIC_DEATH_SAVE_COMMAND = "classicDeathSave";

const R = "FRAY.Classic.Dying.DeathSave.Refusal";
export const DEATH_SAVE_REFUSAL = {
  badRequest: `${R}.badRequest`,
  notOwner: `${R}.notOwner`,
  thisRound: `${R}.thisRound`,
} as const;

/** The engine's round of one creature's last death save. */
export interface ClassicDeathSaveMark {
  actorUuid: string;
  round: number;
}

declare module "../../../../foundry/combat/combat-flags" {
  interface FrayCombatFlags {
    /**
     * The engine's round of each creature's last death save, one entry per creature. A list, not an object keyed by
     * UUID: an update expands every dotted key, those inside the written value too, and a UUID has dots
     * (https://foundryvtt.com/api/v13/functions/foundry.utils.expandObject.html; dovrosenberg/fvtt-campaign-builder,
     * src/settings/DocumentFlags.ts, swaps them out for the same reason); a list is written and kept whole.
     */
    classicDeathSaves?: ClassicDeathSaveMark[];
  }
}

/** The fight the creature stands in (or was taken out of), for the once-a-round guard. */
type Fight = FightOf;

/** The marks the Combat holds (none for anything else: a world saved with the old keyed shape starts afresh). */
function deathSaveMarks(fight: Fight): ClassicDeathSaveMark[] {
  const stored: unknown = fight.combat.getFlag("fray", "classicDeathSaves");
  return Array.isArray(stored) ? stored.filter((mark: Partial<ClassicDeathSaveMark>) => typeof mark?.actorUuid === "string" && typeof mark.round === "number") : [];
}

const lastSaveRound = (fight: Fight, actor: Actor.Implementation): number => deathSaveMarks(fight).find((mark) => mark.actorUuid === actor.uuid)?.round ?? 0;

async function markSaved(fight: Fight, actor: Actor.Implementation, round: number): Promise<void> {
  const saves = [...deathSaveMarks(fight).filter((mark) => mark.actorUuid !== actor.uuid), { actorUuid: actor.uuid, round }];
  await fight.combat.setFlag("fray", "classicDeathSaves", saves);
}

/** GM: the death save now, or why none is rolled. */
export async function classicDeathSave(actor: Actor.Implementation, data: ClassicCreatureData, fight: Fight | null): Promise<GmAnswer> {
  const name = actor.name ?? "";
  const type = settingValue(CLASSIC_DEATH_ROLL_SETTING);
  const dying = readDying(data.dying);
  const creature = recoveringOf(data);
  const due = deathSaveRoll(type, dying, creature);
  if (!due.ok) return answerRefusal(due.reason, { name });
  // Rounds are counted only in a started fight, by the engine's round.
  const round = fight ? engineRoundOf(fight.combat) : null;
  if (fight && round !== null && lastSaveRound(fight, actor) >= round) return refusal(DEATH_SAVE_REFUSAL.thisRound, { name });
  if (fight && round !== null) await markSaved(fight, actor, round);
  const fortitude = data.derived.fortitude;
  const formula = due.roll.kind === "percentile" ? due.roll.formula : formulaOf(20, fortitude.total);
  const { roll, total } = await rollDice(formula);
  const result = resolveDeathSave(type, dying, creature, total);
  if (!result.ok) return answerRefusal(result.reason, { name });
  await writeHarmState(actor, { ...harmStateOf(data), dying: result.dying });
  if (result.outcome === "dead" && fight?.combatant) await fight.combatant.update({ defeated: true });
  const saveLines = due.roll.kind === "fortitude" ? fortitude.lines : [];
  await postDeathSaveCard(actor, { name, roll: due.roll, formula, total, saveLines, outcome: result.outcome, label: result.label, failures: result.dying.failures }, roll);
  return { ok: true, result: { outcome: result.outcome, total } };
}

/** The sheet's button: asks the GM for this creature's death save. */
export async function rollClassicDeathSave(actor: Actor.Implementation): Promise<void> {
  await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: actor.token?.uuid ?? actor.uuid });
}

export const handleDeathSave: GmHandler = async (payload, userId) => {
  const actor = await actorFromUuid(payload.actorUuid);
  const data = classicDataOf(actor);
  if (!actor || !data) return refusal(DEATH_SAVE_REFUSAL.badRequest);
  if (!userMayActFor(userId, actor)) return refusal(DEATH_SAVE_REFUSAL.notOwner, { name: actor.name ?? "" });
  // Whichever combat the GM's client views, the creature's started fight counts the round.
  return classicDeathSave(actor, data, fightOrDepartureOf(actor));
};
