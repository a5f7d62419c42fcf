/**
 * What the GM does on the morale card, each a GM command of the shared card pipeline: roll a monster's
 * check, mark its outcome obvious (it fails without a roll), pick flees or surrenders for one that
 * broke, and note an Intimidation against a monster (the card then lists it, opposed). Only a GM may
 * ask; the numbers come from the GM's own card and combat, never from the payload, but the
 * Intimidation total the GM types.
 */
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import type { Reason } from "../../../../core/rules-types";
import { combatById } from "../../../../foundry/actors/combatant-of";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import { moraleOutcome, type MoraleRoll } from "../../rules/morale/morale-outcome";
import type { DeclaredMoraleMonster, DeclaredMoraleRecord } from "../../schema/morale-card";
import { noteIntimidation, roundNotes } from "../round/round-notes";
import { fightingMonsters, monstersToCheck } from "./morale-roster";

const R = "FRAY.Declared.Morale.Refusal";
export const MORALE_REFUSAL = {
  missing: { key: `${R}.Missing` },
  notGm: { key: `${R}.NotGm` },
  gmOnly: { key: `${R}.GmOnly` },
  unknown: { key: `${R}.Unknown` },
  decided: { key: `${R}.Decided` },
  roundOver: { key: `${R}.RoundOver` },
  badTotal: { key: `${R}.BadTotal` },
} as const satisfies Record<string, Reason>;

export const MORALE_COMMANDS = {
  roll: "declaredMoraleRoll",
  obvious: "declaredMoraleObvious",
  flees: "declaredMoraleFlees",
  surrenders: "declaredMoraleSurrenders",
  intimidate: "declaredMoraleIntimidate",
} as const;

type Ctx = CardStepContext<DeclaredMoraleRecord>;
type Outcome = CardStepOutcome<DeclaredMoraleRecord>;

const refused = (reason: Reason): Outcome => ({ ok: false, reason });

function withMonster(record: DeclaredMoraleRecord, id: string, change: Partial<DeclaredMoraleMonster>): DeclaredMoraleRecord {
  return { ...record, monsters: record.monsters.map((monster) => (monster.combatantId === id ? { ...monster, ...change } : monster)) };
}

/** The GM's step on one open monster of the card. */
function monsterStep(command: string, run: (ctx: Ctx, monster: DeclaredMoraleMonster) => Promise<Outcome>): CardStep<DeclaredMoraleRecord> {
  return {
    command,
    refusals: { missing: MORALE_REFUSAL.missing, notGm: MORALE_REFUSAL.notGm },
    async run(ctx) {
      if (!ctx.asker.isGM) return refused(MORALE_REFUSAL.gmOnly);
      const monster = ctx.record.monsters.find((entry) => entry.combatantId === ctx.payload.combatantId);
      return monster ? run(ctx, monster) : refused(MORALE_REFUSAL.unknown);
    },
  };
}

function decided(ctx: Ctx, monster: DeclaredMoraleMonster, roll: MoraleRoll, rolls?: Roll[]): Outcome {
  const outcome = moraleOutcome(monster.tn, roll);
  const change = { holds: outcome.holds, obvious: roll.obvious, total: roll.obvious ? null : roll.total };
  return { ok: true, record: withMonster(ctx.record, monster.combatantId, change), ...(rolls ? { rolls } : {}), result: { holds: outcome.holds } };
}

const rollStep = monsterStep(MORALE_COMMANDS.roll, async (ctx, monster) => {
  if (monster.holds !== null) return refused(MORALE_REFUSAL.decided);
  const { roll, total } = await rollDice(monster.formula);
  animateRoll(roll);
  return decided(ctx, monster, { obvious: false, total }, [...ctx.message.rolls, roll]);
});

const obviousStep = monsterStep(MORALE_COMMANDS.obvious, async (ctx, monster) => {
  if (monster.holds !== null) return refused(MORALE_REFUSAL.decided);
  return decided(ctx, monster, { obvious: true });
});

const fateStep = (fate: "flees" | "surrenders") =>
  monsterStep(MORALE_COMMANDS[fate], async (ctx, monster) => {
    if (monster.holds !== false || monster.fate !== null) return refused(MORALE_REFUSAL.decided);
    return { ok: true, record: withMonster(ctx.record, monster.combatantId, { fate }) };
  });

/** The card's list after a new note: monsters already decided stay as they were; the rest as the rules now say. */
export function refreshedMonsters(record: DeclaredMoraleRecord, fresh: readonly DeclaredMoraleMonster[]): DeclaredMoraleMonster[] {
  const settled = record.monsters.filter((monster) => monster.holds !== null);
  const settledIds = new Set(settled.map((monster) => monster.combatantId));
  return [...settled, ...fresh.filter((monster) => !settledIds.has(monster.combatantId))];
}

const intimidateStep: CardStep<DeclaredMoraleRecord> = {
  command: MORALE_COMMANDS.intimidate,
  refusals: { missing: MORALE_REFUSAL.missing, notGm: MORALE_REFUSAL.notGm },
  async run(ctx) {
    if (!ctx.asker.isGM) return refused(MORALE_REFUSAL.gmOnly);
    const total = ctx.payload.total;
    if (typeof total !== "number" || !Number.isInteger(total) || total < -99 || total > 999) return refused(MORALE_REFUSAL.badTotal);
    const combat = combatById(ctx.record.combatId);
    if (!combat || engineRoundOf(combat) !== ctx.record.round) return refused(MORALE_REFUSAL.roundOver);
    const monster = fightingMonsters(combat).find((combatant) => combatant.id === ctx.payload.combatantId);
    if (!monster?.id) return refused(MORALE_REFUSAL.unknown);
    await noteIntimidation(combat, monster.id, total);
    const fresh = monstersToCheck(combat, roundNotes(combat, ctx.record.round));
    return { ok: true, record: { ...ctx.record, monsters: refreshedMonsters(ctx.record, fresh) } };
  },
};

export const MORALE_STEPS = [rollStep, obviousStep, fateStep("flees"), fateStep("surrenders"), intimidateStep];
