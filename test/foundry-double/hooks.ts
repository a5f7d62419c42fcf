/**
 * Foundry's hook registry as a running world has it: listeners kept by event, called in the order they
 * were registered, `once` listeners dropped after their first call, and a listener's error reported
 * (not thrown to the caller) so the other listeners still run. Errors and the promises async listeners
 * return are recorded, so a test can fail on either.
 */
import type { Deprecations } from "./deprecations";

type Listener = (...args: unknown[]) => unknown;

export interface HookError {
  hook: string;
  error: unknown;
}

export function installHooks(record: { hooks: string[] }, deprecations?: Deprecations) {
  const listeners = new Map<string, { id: number; fn: Listener; once: boolean }[]>();
  const errors: HookError[] = [];
  const pending: Promise<unknown>[] = [];
  let nextId = 1;
  // Hooks.on(hook, fn, { once }) returns an id; Hooks.once is Hooks.on with once: https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html
  const on = (hook: string, fn: Listener, options: { once?: boolean } = {}) => {
    record.hooks.push(hook);
    const replacement = deprecations?.deprecatedHook(hook);
    if (replacement) deprecations?.logCompatibilityWarning(`The ${hook} hook is deprecated. Please use ${replacement} instead.`, { since: 13 });
    const id = nextId++;
    listeners.set(hook, [...(listeners.get(hook) ?? []), { id, fn, once: options.once ?? false }]);
    return id;
  };
  const call = (hook: string, args: unknown[], stoppable: boolean): boolean => {
    for (const entry of [...(listeners.get(hook) ?? [])]) {
      if (entry.once) off(hook, entry.id);
      try {
        const result = entry.fn(...args);
        // Foundry does not await a listener; what it returns is kept here so a rejection is not lost.
        if (result instanceof Promise) pending.push(result.catch((error: unknown) => void errors.push({ hook, error })));
        // Hooks.call stops at a listener that returns false; Hooks.callAll never stops (same page).
        if (stoppable && result === false) return false;
      } catch (error) {
        // A listener's error goes to Hooks.onError and the call goes on ("Error thrown in hooked function … for hook 'setup'": foundryvtt/dnd5e#2306).
        errors.push({ hook, error });
      }
    }
    return true;
  };
  // Hooks.off(hook, fnOrId): same page.
  const off = (hook: string, fnOrId: Listener | number) => {
    listeners.set(hook, (listeners.get(hook) ?? []).filter((entry) => entry.id !== fnOrId && entry.fn !== fnOrId));
  };
  (globalThis as Record<string, any>).Hooks = {
    on,
    once: (hook: string, fn: Listener) => on(hook, fn, { once: true }),
    off,
    call: (hook: string, ...args: unknown[]) => call(hook, args, true),
    callAll: (hook: string, ...args: unknown[]) => call(hook, args, false),
  };
  return {
    errors,
    /** Waits for what async listeners started (and what those started), recording any rejection. */
    async settle() {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
    /** How many listeners an event has now. */
    count: (hook: string) => listeners.get(hook)?.length ?? 0,
  };
}
