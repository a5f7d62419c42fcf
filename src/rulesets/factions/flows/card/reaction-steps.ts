/**
 * The target's reactions on the card, each a GM command run against the GM's own card while the card
 * offers them (after the WIT save, before damage): Dodge (an AGI save; a pass makes the attack miss),
 * Counter (attacker and target roll damage together; counterExchange says who is hit first and whether
 * the second blow lands) and No reaction (the attack resolves). Dodge and Counter spend the target's
 * turn (reactor-turn.ts). The target's owner or the GM may choose.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { UNARMED_DAMAGE } from "../../rules/attack/attack-plan";
import { FACTIONS_IMPAIRED_DAMAGE_SETTING, impairedFormula, impairedReading } from "../../rules/attack/impaired-damage";
import { counterExchange } from "../../rules/reactions/counter";
import { FACTIONS_COUNTER_BLOWS_SETTING } from "../../rules/reactions/counter-setting";
import { dodgeResult } from "../../rules/reactions/dodge";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { CARD_COMMANDS } from "./actions";
import { applyDamage, attackerOf, hurtAttacker, snapshot, standingOf, takenBy, wearWeapon } from "./apply-hit";
import { spendReactorTurn, withReactor } from "./reactor-turn";
import { REDIRECT_REFUSAL } from "./redirect-keys";
import { firstDie, REFUSALS } from "./step-kit";
import { stuntHolds } from "./stunt-steps";
import { counterNonLethal } from "../non-lethal/non-lethal-counter";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;
type Reaction = Record["reactions"][number];

interface Reacting {
  target: FactionsFighter;
  context: CardStepContext<Record>;
}

/** The card still offers this reaction, the asker may choose for the target, and the target's turn is spent on it. */
async function react(context: CardStepContext<Record>, reaction: Reaction | null, run: (reacting: Reacting) => Promise<Outcome>): Promise<Outcome> {
  const { record, asker } = context;
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (record.reaction !== "offered" || (reaction !== null && !record.reactions.includes(reaction))) return refuse(ATTACK_REFUSAL.noReaction);
  if (record.hidingBehind) return refuse(REDIRECT_REFUSAL.askPending, { name: record.hidingBehind.name, target: record.target.name });
  const stunt = stuntHolds(record);
  if (stunt) return refuse(stunt.key, stunt.data);
  const target = factionsFighterOf(tokenFromUuidSync(record.target.tokenUuid));
  if (!target) return refuse(ATTACK_REFUSAL.badRequest);
  if (!asker.isGM && !mayActFor(asker.user, target.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: record.target.name });
  if (reaction === null) return { ok: true, record: { ...record, reaction: "declined" } };
  const spent = await spendReactorTurn(target.token);
  if (!spent.ok) return spent;
  return withReactor(await run({ target, context }), spent.spentIn);
}

const step = (command: string, reaction: Reaction | null, run: (reacting: Reacting) => Promise<Outcome>): CardStep<Record> => ({
  command,
  refusals: REFUSALS,
  run: (context) => react(context, reaction, run),
});

export const dodgeStep = step(CARD_COMMANDS.dodge, "dodge", async ({ target, context: { record, message } }) => {
  const saved = await rollSave(target.system.scores.agi);
  const dodged = dodgeResult(saved.save.passed);
  return { ok: true, record: { ...record, reaction: "dodge", dodgeSave: saved.save, hit: !dodged.misses }, rolls: [...message.rolls, saved.roll] };
});

/** What the target strikes back with: its first equipped weapon still whole, else its fists (impaired). */
export function counterFormula(target: FactionsFighter): string {
  const weapon = target.actor.items.contents.find((item) => {
    const system = item.system as { equipped?: unknown; condition?: unknown };
    return (item.type as string) === "factionsWeapon" && system.equipped === true && system.condition !== "broken";
  });
  const damage = (weapon?.system as { damage?: unknown } | undefined)?.damage;
  return typeof damage === "string" && damage ? damage : impairedFormula(UNARMED_DAMAGE, impairedReading(settingValue(FACTIONS_IMPAIRED_DAMAGE_SETTING)));
}

/** GM: the attacker fell before its blow: nothing reaches the target, but the weapon was swung this fight. */
async function voidBlow(record: Record, target: Actor.Implementation) {
  const before = snapshot(record, target);
  await wearWeapon(record, false);
  return { before, lines: [], weaponBroke: false };
}

export const counterStep = step(CARD_COMMANDS.counter, "counter", async ({ target, context: { record, message } }) => {
  // A non-lethal attack deals no damage: it resolves last (non-lethal-counter.ts).
  if (record.nonLethal) return counterNonLethal(record, target, counterFormula(target), message.rolls);
  const attacker = attackerOf(record);
  if (!attacker) return refuse(ATTACK_REFUSAL.badRequest);
  const formula = counterFormula(target);
  // Both roll damage at the same time.
  const [hit, back] = [await rollDice(record.formula), await rollDice(formula)];
  const [onTarget, onAttacker] = [takenBy(target.actor, hit.total, record.protection, record.penetratesCover), takenBy(attacker, back.total, "none", false)];
  const exchange = counterExchange(
    { takes: onAttacker.taken, health: standingOf(attacker).health },
    { takes: onTarget.taken, health: standingOf(target.actor).health },
    settingValue(FACTIONS_COUNTER_BLOWS_SETTING),
  );
  const lands = (on: "attacker" | "defender") => exchange.blows.find((blow) => blow.on === on)?.lands === true;
  const attackerBefore = standingOf(attacker);
  const applied = lands("defender") ? await applyDamage(record, target.actor, hit.total, firstDie(hit.roll)) : await voidBlow(record, target.actor);
  const backLines = lands("attacker") ? await hurtAttacker(attacker, back.total) : [];
  const counter = { formula, rolled: back.total, lines: backLines, lands: lands("attacker"), hitLands: lands("defender"), outcome: exchange.outcome };
  return {
    ok: true,
    record: { ...record, reaction: "counter", counter, damageRolled: Math.max(0, hit.total), lines: applied.lines, weaponBroke: applied.weaponBroke, applied: { ...applied.before, attacker: attackerBefore } },
    rolls: [...message.rolls, hit.roll, back.roll],
  };
});

export const noReactionStep = step(CARD_COMMANDS.noReaction, null, async ({ context: { record } }) => ({ ok: true, record }));

export const FACTIONS_REACTION_STEPS = [dodgeStep, counterStep, noReactionStep];
