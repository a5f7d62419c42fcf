/**
 * The shell a sides or teams trust world runs in: the shell's combat hooks, and the ruleset's own handlers,
 * card steps and hooks registered in its scope as its register() does; with the channel the property
 * sends on.
 */

/** Registers the shell's combat hooks (after listening on the socket, with `listen`) and, in the ruleset's scope, what `registers` register; the channel and its wire. */
export async function registerRulesetShell(ruleset: string, registers: (() => void)[], options: { listen: boolean }) {
  const channel = await import("../../src/foundry/channel");
  const { SOCKET_NAME } = await import("../../src/foundry/channel/wire");
  const { registerCombatHooks } = await import("../../src/foundry/combat/combat-hooks");
  if (options.listen) channel.listenOnSocket();
  registerCombatHooks();
  channel.inRulesetScope(ruleset, () => {
    for (const register of registers) register();
  });
  return { channel, wire: { sendToGm: channel.sendToGm, onGmLane: channel.onGmLane, SOCKET_NAME } };
}
