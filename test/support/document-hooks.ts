/**
 * A document hook as Foundry fires it: on every connected client, after the server applied the change,
 * with the id of the user who made it (hook events `updateDocument`:
 * https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 */
import type { Network } from "../foundry-double/network";

export function fireOnEveryClient(net: Network, name: string, document: unknown, changed: unknown, userId: string): void {
  const g = globalThis as Record<string, any>;
  for (const user of net.users.filter((u) => u.active)) net.on(user.id, () => g.Hooks.callAll(name, document, changed, {}, userId));
}
