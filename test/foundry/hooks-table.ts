/**
 * A side-initiative fight with the GM's combat hooks registered, for the suites that try those hooks:
 * the double installed for the given users, the shell's modules loaded over it, and the waits a test
 * needs until the GM has reacted.
 */
import { installFightDouble } from "../foundry-double";

export async function hooksTable(users: { id: string; isGM: boolean; active?: boolean }[]) {
  const double = installFightDouble(users);
  const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
  const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
  const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
  const { stateOf } = await import("../../src/foundry/combat/turn-handler");
  const { storedEconomy, storeEconomy } = await import("../../src/foundry/combat/round-budget");
  const { registerCombatHooks } = await import("../../src/foundry/combat/combat-hooks");
  const { onGmLane } = await import("../../src/foundry/channel");
  const { sideInitiativeAdapter } = await import("../../src/core/turns/adapters/side-initiative");

  /** Waits until the GM has reacted to every change so far (and to the changes its reactions made). */
  async function settle(): Promise<void> {
    for (let i = 0; i < 5; i++) {
      await double.net.settle();
      await onGmLane(async () => undefined);
    }
  }
  /** Runs a write on a player's client, as the player's console would; the double refuses what Foundry refuses. */
  async function asPlayer(userId: string, write: () => Promise<any>): Promise<any> {
    const done = await double.net.on(userId, write);
    await settle();
    return done;
  }

  return {
    ...double,
    FrayCombat,
    FrayCombatData,
    handleStart,
    handleTurn,
    stateOf,
    storedEconomy,
    storeEconomy,
    registerCombatHooks,
    sideInitiativeAdapter,
    settle,
    asPlayer,
  };
}
