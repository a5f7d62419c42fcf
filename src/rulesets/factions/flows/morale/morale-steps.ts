/**
 * What the GM does on the morale card, each a GM command of the shared card pipeline: roll a faction's
 * group WIT save (each roller's own d20 against its own WIT, read from its sheet now), which marks
 * those who pass `passedMorale`; then, for each one whose morale broke, surrender or retreat. Only a
 * GM may ask; nothing but the faction key or combatant id comes from the payload.
 */
import type { Reason } from "../../../../core/rules-types";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { readSaveRule, FACTIONS_SAVE_SETTING } from "../../rules/character/save-setting";
import { SAVE_FORMULA, saveResult } from "../../rules/character/saves";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { moraleOutcome } from "../../rules/morale/morale-outcome";
import type { FactionsMoraleFaction, FactionsMoraleMember, FactionsMoraleRecord } from "../../schema/morale-card";
import { factionsCreatureOf } from "./morale-roster";

const R = "FRAY.Factions.Morale.Card.Refusal";
export const FACTIONS_MORALE_REFUSAL = {
  missing: { key: `${R}.Missing` },
  notGm: { key: `${R}.NotGm` },
  gmOnly: { key: `${R}.GmOnly` },
  unknown: { key: `${R}.Unknown` },
  decided: { key: `${R}.Decided` },
  fightOver: { key: `${R}.FightOver` },
  noRetreat: { key: `${R}.NoRetreat` },
} as const satisfies Record<string, Reason>;

export const FACTIONS_MORALE_COMMANDS = {
  roll: "factionsMoraleRoll",
  surrender: "factionsMoraleSurrender",
  retreat: "factionsMoraleRetreat",
  chase: "factionsMoraleChase",
} as const;

type Ctx = CardStepContext<FactionsMoraleRecord>;
type Outcome = CardStepOutcome<FactionsMoraleRecord>;

const refused = (reason: Reason): Outcome => ({ ok: false, reason });

export function gmStep(command: string, run: (ctx: Ctx, combat: Combat.Implementation) => Promise<Outcome>): CardStep<FactionsMoraleRecord> {
  return {
    command,
    refusals: { missing: FACTIONS_MORALE_REFUSAL.missing, notGm: FACTIONS_MORALE_REFUSAL.notGm },
    async run(ctx) {
      if (!ctx.asker.isGM) return refused(FACTIONS_MORALE_REFUSAL.gmOnly);
      const combat = combatById(ctx.record.combatId);
      return combat ? run(ctx, combat) : refused(FACTIONS_MORALE_REFUSAL.fightOver);
    },
  };
}

const withFaction = (record: FactionsMoraleRecord, faction: FactionsMoraleFaction): FactionsMoraleRecord => ({
  ...record,
  factions: record.factions.map((entry) => (entry.key === faction.key ? faction : entry)),
});

/** One roller's d20 against its WIT as the sheet has it now. */
async function rollSave(combat: Combat.Implementation, member: FactionsMoraleMember): Promise<{ member: FactionsMoraleMember; roll: Roll }> {
  const score = factionsCreatureOf(combat.combatants.get(member.combatantId)?.actor)?.scores.wit ?? member.score;
  const { roll, total } = await rollDice(SAVE_FORMULA);
  animateRoll(roll);
  const { passed } = saveResult(score, total, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  return { member: { ...member, score, roll: total, passed }, roll };
}

const rollStep = gmStep(FACTIONS_MORALE_COMMANDS.roll, async (ctx, combat) => {
  const faction = ctx.record.factions.find((entry) => entry.key === ctx.payload.factionKey);
  if (!faction) return refused(FACTIONS_MORALE_REFUSAL.unknown);
  if (faction.rolled) return refused(FACTIONS_MORALE_REFUSAL.decided);
  const rolls: Roll[] = [];
  const members: FactionsMoraleMember[] = [];
  for (const member of faction.members) {
    if (member.exempt !== "none") {
      members.push(member);
      continue;
    }
    const rolled = await rollSave(combat, member);
    rolls.push(rolled.roll);
    members.push(rolled.member);
  }
  const rollers = members.filter((member) => member.exempt === "none");
  const outcome = moraleOutcome(
    rollers.map((member) => member.combatantId),
    Object.fromEntries(rollers.map((member) => [member.combatantId, member.passed === true])),
  );
  if (!outcome.ok) return refused(outcome.reason);
  for (const id of outcome.holding) {
    const actor = combat.combatants.get(id)?.actor;
    if (actor) await setStatuses(actor, [FACTIONS_STATUS.passedMorale], true);
  }
  return { ok: true, record: withFaction(ctx.record, { ...faction, rolled: true, members }), rolls: [...ctx.message.rolls, ...rolls], result: { holding: outcome.holding, breaking: outcome.breaking } };
});

const FATE_STATUS = { surrender: FACTIONS_STATUS.surrendered, retreat: FACTIONS_STATUS.fled } as const;

const fateStep = (fate: keyof typeof FATE_STATUS) =>
  gmStep(FACTIONS_MORALE_COMMANDS[fate], async (ctx, combat) => {
    const faction = ctx.record.factions.find((entry) => entry.members.some((member) => member.combatantId === ctx.payload.combatantId));
    const member = faction?.members.find((entry) => entry.combatantId === ctx.payload.combatantId);
    if (!faction || !member) return refused(FACTIONS_MORALE_REFUSAL.unknown);
    if (member.passed !== false || member.fate !== null) return refused(FACTIONS_MORALE_REFUSAL.decided);
    const actor = combat.combatants.get(member.combatantId)?.actor;
    if (actor) await setStatuses(actor, [FATE_STATUS[fate]], true);
    const members = faction.members.map((entry) => (entry === member ? { ...member, fate } : entry));
    return { ok: true, record: withFaction(ctx.record, { ...faction, members }) };
  });

export const FACTIONS_MORALE_STEPS = [rollStep, fateStep("surrender"), fateStep("retreat")];
