/**
 * The world an attack flow's tests run in, whatever the ruleset: the shared Foundry doubles for a GM and
 * two players (clients, combats, chat with rolls, dialogs, tokens and targets) in a world of `ruleset`,
 * the combat hooks and the GM's channel registered as the world's init does. Shell modules are imported
 * after the doubles are installed; the ruleset's own fixture then adds its models and attack flow.
 */
import { GM_AND_TWO_PLAYERS } from "../foundry-double";
import { installFoundryDouble } from "../foundry-double/globals";
import { installCombatDouble } from "../foundry-double/combat";
import { installAttackDouble } from "../foundry-double/attack";
import { flatLang } from "./lang";

export async function attackWorld(ruleset: string) {
  const g = globalThis as Record<string, any>;
  const world = installFoundryDouble(GM_AND_TWO_PLAYERS);
  world.settings.set("fray.ruleset", ruleset);
  /** The initiative dice the tracker rolls when the fight starts. */
  const initiative: number[] = [];
  const combatDouble = installCombatDouble(GM_AND_TWO_PLAYERS, initiative);
  const trackerRoll = g.foundry.dice.Roll;
  const double = installAttackDouble(flatLang(), GM_AND_TWO_PLAYERS);
  const attackRoll = g.foundry.dice.Roll;
  // foundry.utils.escapeHTML escapes text for HTML (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
  g.foundry.utils = { ...(g.foundry.utils ?? {}), escapeHTML: (raw: string) => raw.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") };

  const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
  const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
  const queries = await import("../../src/foundry/combat/combat-queries");
  // A GM handler called straight from a test runs on the GM's client, whoever the test last acted as.
  const onGm = <A extends unknown[], R>(handler: (...args: A) => Promise<R>) => (...args: A) => world.net.on("gm", () => handler(...args));
  const [handleStart, handleTurn] = [onGm(queries.handleStart), onGm(queries.handleTurn)];
  const { registerCombatHooks } = await import("../../src/foundry/combat/combat-hooks");
  const channel = await import("../../src/foundry/channel");
  const { registerCardSteps } = await import("../../src/foundry/cards");
  channel.listenOnSocket();
  registerCombatHooks();
  return { world, initiative, combatDouble, trackerRoll, double, attackRoll, FrayCombat, FrayCombatData, handleStart, handleTurn, channel, registerCardSteps };
}
