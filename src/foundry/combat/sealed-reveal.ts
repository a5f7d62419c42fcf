/**
 * GM: the sealed declarations go into the engine together, in one write of the Combat, once the engine
 * waits for nobody who has not sealed one (the last came in, or the last who had not went down or left),
 * or when the GM locks the declarations. Each goes in as its declarer made it, priced again from the
 * creature's list. One the engine would now refuse (its action left the creature's list) holds the
 * reveal back: it is taken off the list and asked for again, so nobody sees the others' before it is in.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { allSealedIn } from "../../core/sealed-declarations";
import { applyCommand, recordOf, type EngineCommand } from "./apply-command";
import { stateOf } from "./combat-engine";
import { withCatalogModifier } from "./declarable-actions";
import { declarationRoundOf } from "./declaration-turns";
import { pushDeclarations } from "./push-declarations";
import { clearSealed, combatIdOf, engineRoundIn, sealedIdsOf, sealedRecordOf, writeSealed } from "./sealed-record";
import { dropHeld, forgetHeld, heldDeclarations } from "./sealed-store";

/** Each creature listed as sealed now, with the engine command of what this client holds for it (null: nothing it could take). */
function sealedNowWithCommands(combat: Combat.Implementation, adapter: AnyAdapter): { id: string; command: EngineCommand | null }[] {
  const state = stateOf(combat);
  const held = heldDeclarations(combatIdOf(combat), engineRoundIn(adapter, state));
  return sealedIdsOf(combat, adapter, state).map((id) => {
    const seal = held.find((entry) => entry.combatantId === id);
    const intent = seal ? withCatalogModifier(combat, { kind: "declare", combatantId: id, actionId: seal.actionId }) : null;
    const command = seal && intent ? adapter.command(state, intent, seal.by) : null;
    return { id, command: command && adapter.engine.apply(state, command).ok ? command : null };
  });
}

/** The commands of those that stand. */
function standing(sealed: readonly { command: EngineCommand | null }[]): EngineCommand[] {
  return sealed.flatMap((entry) => (entry.command ? [entry.command] : []));
}

/** The engine commands of the sealed declarations that stand now (a lock brings them in with it). */
export function sealedCommands(combat: Combat.Implementation, adapter: AnyAdapter): EngineCommand[] {
  return standing(sealedNowWithCommands(combat, adapter));
}

/** Forgets what was sealed, on this client and on the Combat. */
async function forgetSealed(combat: Combat.Implementation): Promise<void> {
  forgetHeld(combatIdOf(combat));
  await clearSealed(combat);
}

/** Takes the declarations that no longer stand off the list and asks for them again; true when there were some. */
async function reaskFallen(combat: Combat.Implementation, adapter: AnyAdapter, fallen: readonly string[]): Promise<boolean> {
  if (fallen.length === 0) return false;
  const record = sealedRecordOf(combat);
  for (const id of fallen) dropHeld(combatIdOf(combat), id);
  await writeSealed(combat, { ...record, ids: sealedIdsOf(combat, adapter, stateOf(combat)).filter((id) => !fallen.includes(id)) });
  pushDeclarations(combat, fallen);
  return true;
}

/** Reveals every sealed declaration at once when all are in. */
export async function revealIfAllIn(combat: Combat.Implementation, adapter: AnyAdapter): Promise<void> {
  const state = stateOf(combat);
  if (!allSealedIn(declarationRoundOf(adapter, state), sealedIdsOf(combat, adapter, state))) return;
  const sealed = sealedNowWithCommands(combat, adapter);
  if (await reaskFallen(combat, adapter, sealed.filter((entry) => entry.command === null).map((entry) => entry.id))) return;
  await applyCommand(combat, adapter, recordOf(combat), null, undefined, standing(sealed));
  await forgetSealed(combat);
}

/**
 * After any command in a fight with secret declarations: a round that moved on (the next round, an undo)
 * or a lock that brought the sealed ones in leaves nothing sealed; otherwise a change that leaves only
 * sealed declarers awaited reveals them.
 */
export async function settleSealed(combat: Combat.Implementation, adapter: AnyAdapter, revealedByLock: boolean): Promise<void> {
  const round = engineRoundIn(adapter, stateOf(combat));
  if (revealedByLock || sealedRecordOf(combat).round !== round) return forgetSealed(combat);
  await revealIfAllIn(combat, adapter);
}
