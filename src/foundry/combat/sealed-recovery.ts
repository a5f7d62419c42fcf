/**
 * GM: sealed declarations live only in the active GM's client (no store only GMs receive is vouched
 * for: a world setting, a journal entry or a flag reaches every client). When the Combat lists sealed
 * declarers this client does not hold (it was reloaded, or another GM became the active one), the list
 * is cleared of them, their players are asked again with the usual declare push, and the Combat says so,
 * for the tracker to tell everyone. Checked when the world is ready, when a user connects or leaves
 * (the active GM may change: `userConnected`, https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html),
 * and before any command of a fight with secret declarations.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { forgottenSeals } from "../../core/sealed-declarations";
import { isActiveGmHere, onGmLane } from "../channel";
import { adapterOf, stateOf } from "./combat-engine";
import { declarationsHidden } from "./declaration-turns";
import { FrayCombat } from "./fray-combat";
import { pushDeclarations } from "./push-declarations";
import { combatIdOf, engineRoundIn, sealedIdsOf, writeSealed } from "./sealed-record";
import { heldDeclarations } from "./sealed-store";

/** Asks again for the sealed declarations this client does not hold. */
export async function recoverForgotten(combat: Combat.Implementation, adapter: AnyAdapter): Promise<void> {
  const state = stateOf(combat);
  const round = engineRoundIn(adapter, state);
  const sealed = sealedIdsOf(combat, adapter, state);
  const lost = forgottenSeals(sealed, heldDeclarations(combatIdOf(combat), round).map((held) => held.combatantId));
  if (lost.length === 0) return;
  await writeSealed(combat, { round, ids: sealed.filter((id) => !lost.includes(id)), reasked: true });
  pushDeclarations(combat, lost);
}

/** The active GM looks over every fight with secret declarations, on its lane. */
function recoverAll(): void {
  if (!isActiveGmHere()) return;
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: game.combats exists once the world is ready, the first time this runs
  const combats: unknown[] = game.combats?.contents ?? [];
  for (const combat of combats) {
    // Stryker disable next-line ConditionalExpression: another system's Combat has no Fray data, so adapterOf finds no adapter for it either
    if (!(combat instanceof FrayCombat)) continue;
    const adapter = adapterOf(combat);
    if (adapter && declarationsHidden(adapter)) void onGmLane(() => recoverForgotten(combat, adapter));
  }
}

/** Every client registers; only the active GM acts. */
export function registerSealedRecovery(): void {
  Hooks.once("ready", recoverAll);
  Hooks.on("userConnected", () => recoverAll());
}
