/**
 * A counter made with a disarm or a grapple (chapter: non-lethal attacks "can be used to counter ...
 * they are always resolved last in case of a counter"). The countering target's owner picks it on the
 * card. The attack's damage is rolled and lands first (counterExchange with no damage on the attacker);
 * then, if the target still stands (or the world lets both blows land), the card waits for the target's
 * owner to resolve it: the attacker's STR save — a disarm drops the weapon the target's owner picks, a
 * grapple leaves the attacker grabbed, the hold recorded. Against a non-lethal attack both resolve, the
 * attack's first (docs/rules-notes.md). Undo puts it all back (undoNonLethal).
 */
import { refuse, type Reason } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import type { NonLethalKind } from "../../rules/attack/non-lethal";
import { FACTIONS_ATTACK_REFUSAL } from "../../rules/attack/labels";
import { FACTIONS_REACTION_OUTCOME } from "../../rules/reactions/labels";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { NON_LETHAL_KINDS } from "../../schema/non-lethal-fields";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { applyDamage, snapshot, standingOf, takenBy } from "../card/apply-hit";
import { counterLands } from "../card/counter-blows";
import { firstDie, REFUSALS } from "../card/step-kit";
import { nonLethalRecord } from "./non-lethal-plan";
import { disarm, grapple } from "./non-lethal-steps";
import { NON_LETHAL_COMMANDS, NON_LETHAL_REFUSAL } from "./non-lethal-keys";

type Record = FactionsAttackRecord;
type Outcome = CardStepOutcome<Record>;

/** How the target counters, from the button's `type`: its weapon (blank), a disarm or a grapple; undefined: a forged value. */
export function counterKind(type: unknown): NonLethalKind | null | undefined {
  if (type === undefined || type === "") return null;
  return NON_LETHAL_KINDS.find((kind) => kind === type);
}

/** Why this way of countering is refused before the target's turn is spent, or null. */
export function counterKindRefusal(record: Record, type: unknown): Reason | null {
  const kind = counterKind(type);
  if (kind === undefined) return { key: ATTACK_REFUSAL.badRequest };
  return kind !== null && !mayCounterBareHanded(record) ? { key: FACTIONS_ATTACK_REFUSAL.notNearby } : null;
}

/** A disarm or grapple needs the attacker within reach: only a melee attack says so (docs/rules-notes.md). */
export const mayCounterBareHanded = (record: Record) => record.kind === "melee";

/** GM: the target counters with a disarm or a grapple; the attack lands first. */
export async function counterWithHold(record: Record, target: FactionsFighter, attacker: Actor.Implementation, kind: NonLethalKind, rolls: Roll[]): Promise<Outcome> {
  const counterNonLethal = nonLethalRecord(kind, attacker);
  const attackerBefore = standingOf(attacker);
  // Two non-lethal attacks both resolve: no damage either way.
  if (record.nonLethal) {
    const counter = { formula: "", rolled: 0, lines: [], lands: true, hitLands: true, outcome: FACTIONS_REACTION_OUTCOME.together };
    return { ok: true, record: { ...record, reaction: "counter", counter, counterNonLethal, applied: { ...snapshot(record, target.actor), attacker: attackerBefore } } };
  }
  const hit = await rollDice(record.formula);
  const lands = counterLands({ takes: null, health: attackerBefore.health }, { takes: takenBy(target.actor, hit.total, record.protection, record.penetratesCover).taken, health: standingOf(target.actor).health });
  const applied = await applyDamage(record, target.actor, hit.total, firstDie(hit.roll));
  const counter = { formula: "", rolled: 0, lines: [], lands: lands.attacker, hitLands: lands.defender, outcome: lands.outcome };
  return {
    ok: true,
    record: { ...record, reaction: "counter", counter, counterNonLethal, damageRolled: Math.max(0, hit.total), lines: applied.lines, weaponBroke: applied.weaponBroke, applied: { ...applied.before, attacker: attackerBefore } },
    rolls: [...rolls, hit.roll],
  };
}

/** The counter's disarm or grapple waits for the attacker's STR save: it landed, and the attack's own non-lethal resolved first. */
export function counterAwaitsSave(record: Record): boolean {
  const own = record.counterNonLethal;
  if (!own || record.undone || own.strSave !== null || record.counter?.lands !== true) return false;
  return record.nonLethal === null || record.nonLethal.strSave !== null;
}

function refusalBefore(record: Record): Reason | null {
  if (record.undone) return { key: ATTACK_REFUSAL.undone };
  const own = record.counterNonLethal;
  if (!own) return { key: ATTACK_REFUSAL.badRequest };
  if (own.strSave !== null) return { key: NON_LETHAL_REFUSAL.resolved };
  if (record.counter?.lands !== true) return { key: NON_LETHAL_REFUSAL.counterNotLanded, data: { target: record.target.name } };
  if (!counterAwaitsSave(record)) return { key: NON_LETHAL_REFUSAL.attackFirst, data: { attacker: record.attacker.name } };
  return null;
}

/** The countering target's owner (or the GM) resolves its disarm or grapple: the attacker's STR save. */
export const resolveCounterStep: CardStep<Record> = {
  command: NON_LETHAL_COMMANDS.resolveCounter,
  refusals: REFUSALS,
  async run({ record, asker, payload, message }) {
    const before = refusalBefore(record);
    const own = record.counterNonLethal;
    if (before || !own) return refuse(before?.key ?? ATTACK_REFUSAL.badRequest, before?.data);
    const [target, attacker] = [factionsFighterOf(tokenFromUuidSync(record.target.tokenUuid)), factionsFighterOf(tokenFromUuidSync(record.attacker.tokenUuid))];
    if (!target || !attacker) return refuse(ATTACK_REFUSAL.badRequest);
    if (!asker.isGM && !mayActFor(asker.user, target.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: record.target.name });
    const picked = typeof payload.type === "string" && payload.type ? payload.type : null;
    const done = own.kind === "disarm" ? await disarm(attacker, own, picked) : await grapple(record.target.tokenUuid, attacker, own);
    if ("ok" in done) return done;
    return { ok: true, record: { ...record, counterNonLethal: done.nonLethal }, rolls: [...message.rolls, done.roll] };
  },
};
