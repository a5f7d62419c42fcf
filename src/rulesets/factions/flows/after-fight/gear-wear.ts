/**
 * "After the fight: gear wear", the GM's step on the after-fight card: a durability roll (the world's
 * die) for every weapon, shield and armour of the fight's actors marked used this fight and not yet
 * broken; the new conditions are written, every item's used-this-fight mark is cleared, and the card
 * becomes the report. Only a GM may press it, once; the items are read from the actors now.
 */
import type { Reason } from "../../../../core/rules-types";
import { actorOfTokenOr } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepOutcome } from "../../../../foundry/cards";
import { animateRoll } from "../../../../foundry/dice-animation";
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import type { GearCondition, GearKind } from "../../rules/gear/gear-condition";
import { afterFightDegradation, gearNeedingDurabilityRoll, type FoughtGear } from "../../rules/gear/after-fight";
import { durabilityRollFormula, FACTIONS_DURABILITY_DIE_SETTING } from "../../rules/gear/durability-setting";
import { FACTIONS_GEAR_OUTCOME } from "../../rules/gear/labels";
import type { FactionsAfterFightRecord } from "../../schema/after-fight-card";

const R = "FRAY.Factions.AfterFight.Card.Refusal";
export const AFTER_FIGHT_REFUSAL = {
  missing: { key: `${R}.Missing` },
  notGm: { key: `${R}.NotGm` },
  gmOnly: { key: `${R}.GmOnly` },
  done: { key: `${R}.Done` },
} as const satisfies Record<string, Reason>;

export const AFTER_FIGHT_COMMAND = "factionsAfterFightWear";

const GEAR_KINDS: Record<string, GearKind> = { factionsWeapon: "weapon", factionsArmour: "armour", factionsShield: "shield" };

interface GearItem extends FoughtGear {
  name: string;
  owner: string;
  document: Item.Implementation;
}

type ItemData = { condition: GearCondition; usedThisFight: boolean; improvised?: boolean };

function gearOf(actor: Actor.Implementation): GearItem[] {
  return actor.items.contents.flatMap((item) => {
    const kind = GEAR_KINDS[item.type];
    if (!kind) return [];
    const data = item.system as unknown as ItemData;
    return [{ id: item.id ?? "", kind, condition: data.condition, improvised: data.improvised === true, usedThisFight: data.usedThisFight, name: item.name ?? "", owner: actor.name ?? "", document: item }];
  });
}

const OUTCOME_OF: Record<string, FactionsAfterFightRecord["lines"][number]["outcome"]> = {
  [FACTIONS_GEAR_OUTCOME.unharmed]: "unharmed",
  [FACTIONS_GEAR_OUTCOME.damaged]: "damaged",
  [FACTIONS_GEAR_OUTCOME.broken]: "broken",
};

/** Rolls, writes and reports one actor's used gear. */
async function wearActorGear(actor: Actor.Implementation, formula: string): Promise<{ lines: FactionsAfterFightRecord["lines"]; rolls: Roll[] }> {
  const gear = gearOf(actor);
  const rolls: Roll[] = [];
  const faces: Record<string, number> = {};
  for (const item of gearNeedingDurabilityRoll(gear)) {
    const { roll, total } = await rollDice(formula);
    animateRoll(roll);
    rolls.push(roll);
    faces[item.id] = total;
  }
  const report = afterFightDegradation(gear, faces);
  const after = new Map(report.lines.map((line) => [line.itemId, line.after]));
  for (const item of gear.filter((entry) => entry.usedThisFight)) {
    await item.document.update({ system: { usedThisFight: false, condition: after.get(item.id) ?? item.condition } } as never);
  }
  const named = new Map(gear.map((item) => [item.id, item]));
  const lines = report.lines.map((line) => ({ owner: named.get(line.itemId)?.owner ?? "", item: named.get(line.itemId)?.name ?? "", roll: line.roll, before: line.before, after: line.after, outcome: OUTCOME_OF[line.outcome] ?? "unharmed" }));
  return { lines, rolls };
}

export const gearWearStep: CardStep<FactionsAfterFightRecord> = {
  command: AFTER_FIGHT_COMMAND,
  refusals: { missing: AFTER_FIGHT_REFUSAL.missing, notGm: AFTER_FIGHT_REFUSAL.notGm },
  async run(ctx): Promise<CardStepOutcome<FactionsAfterFightRecord>> {
    if (!ctx.asker.isGM) return { ok: false, reason: AFTER_FIGHT_REFUSAL.gmOnly };
    if (ctx.record.rolled) return { ok: false, reason: AFTER_FIGHT_REFUSAL.done };
    const formula = durabilityRollFormula(settingValue(FACTIONS_DURABILITY_DIE_SETTING));
    const lines: FactionsAfterFightRecord["lines"] = [];
    const rolls: Roll[] = [];
    const seen = new Set<Actor.Implementation>();
    for (const fighter of ctx.record.fighters) {
      const actor = await actorOfTokenOr(fighter.tokenUuid || null, fighter.actorUuid);
      if (!actor || seen.has(actor)) continue;
      seen.add(actor);
      const worn = await wearActorGear(actor, formula);
      lines.push(...worn.lines);
      rolls.push(...worn.rolls);
    }
    return { ok: true, record: { ...ctx.record, rolled: true, formula, lines }, rolls: [...ctx.message.rolls, ...rolls] };
  },
};
