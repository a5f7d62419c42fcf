/**
 * GM: what changed while no GM was there, repaired when a GM becomes the active one
 * (onArrivalAsActiveGm, on the lane). Nobody followed the encounter meanwhile: a player may have
 * added or removed their own combatant, and a start or a round may wait for initiative rolls its GM
 * left unmade. Each started encounter is compared with its engine state: a fighter whose combatant is
 * gone leaves, a combatant with no turns joins (with what it left with, if its player took it out),
 * a player's second copy of a combatant already in the fight is removed, the rolls waited for are
 * made, all in one write of the Combat, and the GM is told what changed (nothing when nothing did).
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import type { TurnEvent } from "../../core/turns/engine";
import { onArrivalAsActiveGm } from "../channel";
import { notifyUser } from "../notify";
import { replaced } from "../update-operators";
import { recordOf } from "./apply-command";
import { adapterOf } from "./combat-engine";
import { combatData } from "./combat-model";
import { declarationsToAsk } from "./declaration-turns";
import { combatantIds, gmIssuer, joinerOf, twinIn } from "./encounter-fighters";
import { ownersOf } from "./fight-setup";
import { FrayCombat } from "./fray-combat";
import { pushDeclarations } from "./push-declarations";
import { reconcileFighters, type Joiner } from "./reconcile-fighters";
import { stepRecord, type EngineRecord } from "./record-step";
import { activeEconomy } from "./round-budget";
import { sealedIdsOf } from "./sealed-record";
import { announceEvents } from "./turn-events";
import { rollPending } from "./turn-rolls";
import { unwritableState } from "./state-guard";

/** More rolls than any fight waits for at once: a roll-off that never settles stops here. */
const MOST_ROLLS = 100;

/**
 * The combatants the engine lacks, split into those that join and a player's copies of one already in
 * the fight (each would get a second turn, as the combat hooks judge a copy a player adds).
 */
function newcomers(combat: Combat.Implementation, fighterIds: ReadonlySet<string>): { joiners: Joiner[]; copies: Combatant.Implementation[] } {
  const inFight = combat.combatants.contents.filter((combatant) => fighterIds.has(combatant.id ?? ""));
  const joiners: Joiner[] = [];
  const copies: Combatant.Implementation[] = [];
  for (const combatant of combat.combatants.contents) {
    if (fighterIds.has(combatant.id ?? "")) continue;
    const players = ownersOf(combatant);
    if (players.length > 0 && twinIn(combatant, inFight)) {
      copies.push(combatant);
      continue;
    }
    inFight.push(combatant);
    // Only a player could have added it while no GM was there: it comes back with what it left with.
    // Stryker disable next-line OptionalChaining,StringLiteral: a started fight holds Fray's data; no actor's id is the made-up key
    const departure = players.length > 0 ? (combatData(combat)?.departed[combatant.actorId ?? ""] ?? null) : null;
    joiners.push(joinerOf(combat, combatant, departure));
  }
  return { joiners, copies };
}

/** The rolls the engine waits for, made now, each fed back as the usual roll command. */
async function rolled(combat: Combat.Implementation, adapter: AnyAdapter, record: EngineRecord): Promise<{ record: EngineRecord; events: TurnEvent[]; rolls: number }> {
  let current = record;
  const events: TurnEvent[] = [];
  let rolls = 0;
  for (; rolls < MOST_ROLLS; rolls++) {
    const pending = adapter.view(current.state).pendingRolls[0];
    if (!pending) break;
    const result = await rollPending(combat, pending);
    const outcome = stepRecord(adapter, activeEconomy(), current, adapter.rollCommand(current.state, result, gmIssuer()));
    if (!outcome.ok) break;
    current = outcome.record;
    events.push(...outcome.events);
  }
  return { record: current, events, rolls };
}

/** One encounter brought in line with its engine; what the GM is told of it. */
async function reconcileEncounter(combat: Combat.Implementation): Promise<void> {
  const adapter = adapterOf(combat);
  if (!adapter) return;
  const record = recordOf(combat);
  const fighterIds = new Set(adapter.view(record.state).fighters.map((fighter) => fighter.id));
  const { joiners, copies } = newcomers(combat, fighterIds);
  const copyIds = copies.map((copy) => copy.id ?? "");
  const present = combatantIds(combat).filter((id) => !copyIds.includes(id));
  const kept = reconcileFighters(adapter, activeEconomy(), record, present, joiners, gmIssuer());
  const after = await rolled(combat, adapter, kept.record);
  const next = after.record;
  // A state the engine should never make is not written (state-guard.ts logs it); nothing else is done then.
  if (next !== record && unwritableState(adapter, next.state)) return;
  if (next !== record) {
    const system = { ...replaced("state", next.state), roundState: next.roundState, roundHistory: next.roundHistory };
    await combat.update({ system, round: adapter.view(next.state).round, turn: null } as Combat.UpdateData);
    await announceEvents(combat, [...kept.events, ...after.events]);
    pushDeclarations(combat, declarationsToAsk(combat, adapter, record.state, next.state, (state) => sealedIdsOf(combat, adapter, state)));
  }
  if (copyIds.length > 0) await combat.deleteEmbeddedDocuments("Combatant", copyIds);
  tellGm(combat, kept.joined, kept.left.length, copies, after.rolls);
}

function tellGm(combat: Combat.Implementation, joined: readonly string[], left: number, copies: readonly Combatant.Implementation[], rolls: number): void {
  const names = (ids: readonly string[]) => ids.map((id) => combat.combatants.get(id)?.name ?? id).join(", ");
  if (joined.length > 0) notifyUser("FRAY.Tracker.Reconciled.joined", { names: names(joined) });
  if (left > 0) notifyUser("FRAY.Tracker.Reconciled.left", { count: left });
  if (copies.length > 0) notifyUser("FRAY.Tracker.Reconciled.copies", { names: copies.map((copy) => copy.name ?? "").join(", ") });
  if (rolls > 0) notifyUser("FRAY.Tracker.Reconciled.rolled");
}

/** Every started Fray encounter, one after the other; one that fails is logged and the others still run. */
export async function reconcileEncounters(): Promise<void> {
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: game.combats exists once the world is ready, before any arrival
  const combats: unknown[] = game.combats?.contents ?? [];
  for (const combat of combats) {
    if (!(combat instanceof FrayCombat)) continue;
    await reconcileEncounter(combat).catch((error: unknown) => console.error(`Fray | the arriving GM could not reconcile encounter ${combat.id}`, error));
  }
}

/** Called once at init on every client; only the client that becomes the active GM runs it. */
export function registerArrivalReconcile(): void {
  onArrivalAsActiveGm("reconcile the started encounters", reconcileEncounters);
}
