/**
 * The target's reactions on the card, each a GM command run against the GM's own card while the card
 * offers them (after the WIT save, before damage): Dodge (an AGI save; a pass makes the attack miss),
 * Counter (attacker and target roll damage together, counter-blows.ts; or, against a melee attack, a
 * disarm or grapple that resolves last, non-lethal/counter-hold.ts) and No reaction (the attack resolves). Dodge and Counter spend the target's
 * turn (reactor-turn.ts). The target's owner or the GM may choose.
 */
import { refuse, type Reason } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { UNARMED_DAMAGE } from "../../rules/attack/attack-plan";
import { FACTIONS_IMPAIRED_DAMAGE_SETTING, impairedFormula, impairedReading } from "../../rules/attack/impaired-damage";
import { dodgeResult } from "../../rules/reactions/dodge";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { CARD_COMMANDS } from "./actions";
import { attackerOf } from "./apply-hit";
import { exchangeCounterBlows } from "./counter-blows";
import { spendReactorTurn, withReactor } from "./reactor-turn";
import { REDIRECT_REFUSAL } from "./redirect-keys";
import { REFUSALS } from "./step-kit";
import { stuntHolds } from "./stunt-steps";
import { counterNonLethal } from "../non-lethal/non-lethal-counter";
import { counterKind, counterKindRefusal, counterWithHold, resolveCounterStep } from "../non-lethal/counter-hold";
import { weaponFormulaRefusal } from "../attack/weapon-formula";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;
type Reaction = Record["reactions"][number];

interface Reacting {
  target: FactionsFighter;
  context: CardStepContext<Record>;
}

/** Why the reaction cannot be made with what the target holds (checked before its turn is spent), or null. */
type Holding = (reacting: Reacting) => Reason | null;

/** The card still offers this reaction, the asker may choose for the target, and the target's turn is spent on it. */
async function react(context: CardStepContext<Record>, reaction: Reaction | null, run: (reacting: Reacting) => Promise<Outcome>, holding?: Holding): Promise<Outcome> {
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
  const cannot = holding?.({ target, context });
  if (cannot) return refuse(cannot.key, cannot.data);
  const spent = await spendReactorTurn(target.token);
  if (!spent.ok) return spent;
  return withReactor(await run({ target, context }), spent.spentIn);
}

const step = (command: string, reaction: Reaction | null, run: (reacting: Reacting) => Promise<Outcome>, holding?: Holding): CardStep<Record> => ({
  command,
  refusals: REFUSALS,
  run: (context) => react(context, reaction, run, holding),
});

export const dodgeStep = step(CARD_COMMANDS.dodge, "dodge", async ({ target, context: { record, message } }) => {
  const saved = await rollSave(target.system.scores.agi);
  const dodged = dodgeResult(saved.save.passed);
  return { ok: true, record: { ...record, reaction: "dodge", dodgeSave: saved.save, hit: !dodged.misses }, rolls: [...message.rolls, saved.roll] };
});

/** The weapon the target strikes back with: its first equipped one still whole with dice written, else null (its fists). */
export function counterWeapon(target: FactionsFighter): { name: string; damage: string } | null {
  const weapon = target.actor.items.contents.find((item) => {
    const system = item.system as { equipped?: unknown; condition?: unknown };
    return (item.type as string) === "factionsWeapon" && system.equipped === true && system.condition !== "broken";
  });
  const damage = (weapon?.system as { damage?: unknown } | undefined)?.damage;
  return weapon && typeof damage === "string" && damage ? { name: weapon.name ?? "", damage } : null;
}

/** What the target strikes back with: its weapon's dice (counterWeapon), else its fists (impaired). */
export function counterFormula(target: FactionsFighter): string {
  return counterWeapon(target)?.damage ?? impairedFormula(UNARMED_DAMAGE, impairedReading(settingValue(FACTIONS_IMPAIRED_DAMAGE_SETTING)));
}

/** A counter that rolls the target's weapon needs dice the GM will roll (a disarm or grapple rolls none of its own). */
const counterHolding: Holding = ({ target, context }) => (counterKind(context.payload.type) ? null : weaponFormulaRefusal(counterWeapon(target)));

const strikeBack = step(CARD_COMMANDS.counter, "counter", async ({ target, context: { record, message, payload } }) => {
  const attacker = attackerOf(record);
  if (!attacker) return refuse(ATTACK_REFUSAL.badRequest);
  // A disarm or grapple as the counter resolves last (counter-hold.ts).
  const kind = counterKind(payload.type);
  if (kind) return counterWithHold(record, target, attacker, kind, message.rolls);
  // A non-lethal attack deals no damage: it resolves last (non-lethal-counter.ts).
  if (record.nonLethal) return counterNonLethal(record, target, counterFormula(target), message.rolls);
  const blows = await exchangeCounterBlows(record, record.formula, target.actor, attacker, counterFormula(target));
  return {
    ok: true,
    record: { ...record, reaction: "counter", counter: blows.counter, damageRolled: blows.damageRolled, lines: blows.lines, weaponBroke: blows.weaponBroke, applied: blows.applied },
    rolls: [...message.rolls, ...blows.rolls],
  };
}, counterHolding);

/** Counter: its weapon (no type), or a disarm or grapple against a melee attacker; anything else is refused before the turn is spent. */
export const counterStep: CardStep<Record> = {
  ...strikeBack,
  run(context) {
    const refused = counterKindRefusal(context.record, context.payload.type);
    return refused ? Promise.resolve(refuse(refused.key, refused.data)) : strikeBack.run(context);
  },
};

export const noReactionStep = step(CARD_COMMANDS.noReaction, null, async ({ context: { record } }) => ({ ok: true, record }));

export const FACTIONS_REACTION_STEPS = [dodgeStep, counterStep, noReactionStep, resolveCounterStep];
