/**
 * `CONFIG.statusEffects` in each profile's shape. v13: an array of `{ id, name, img }`
 * (https://foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html). v14: an object keyed by id, array use
 * surviving "with backwards compatibility" (foundryvtt/foundryvtt#13122; foundryvtt/pf2e#21981 moved to it). The
 * double's compatibility layer answers the array methods a system calls on it (non-enumerable, so the keys stay the
 * ids) and records a deprecation warning each time; its wording is the double's own (✱ no public source).
 */
import { logDeprecation } from "./deprecations";

export interface StatusConfig {
  id: string;
  name?: string;
  img?: string;
  [key: string]: unknown;
}

const ARRAY_USES = ["find", "filter", "map", "some", "every", "forEach", "findIndex", "includes", "flatMap", "reduce"] as const;

/** v14's object keyed by id, with the old array use answered and warned about. */
export function keyedStatuses(entries: readonly StatusConfig[]): Record<string, StatusConfig> {
  const byId: Record<string, StatusConfig> = {};
  for (const entry of entries) byId[entry.id] = entry;
  const warn = (use: string) => logDeprecation(`CONFIG.statusEffects is an object keyed by status id: ${use} treats it as the former array`, { since: 14 });
  const list = () => Object.values(byId);
  for (const use of ARRAY_USES) {
    Object.defineProperty(byId, use, {
      enumerable: false,
      value: (...args: unknown[]) => {
        warn(`#${use}`);
        return (list() as any)[use](...args);
      },
    });
  }
  Object.defineProperty(byId, "push", {
    enumerable: false,
    value: (...added: StatusConfig[]) => {
      warn("#push");
      for (const entry of added) byId[entry.id] = entry;
      return list().length;
    },
  });
  Object.defineProperty(byId, "length", { enumerable: false, get: () => (warn("#length"), list().length) });
  Object.defineProperty(byId, Symbol.iterator, { enumerable: false, value: () => (warn("iteration"), list()[Symbol.iterator]()) });
  return byId;
}

/** The entries of either shape. */
export const statusEntries = (config: unknown): StatusConfig[] =>
  Array.isArray(config) ? [...(config as StatusConfig[])] : Object.keys((config ?? {}) as object).map((id) => (config as Record<string, StatusConfig>)[id]!);

/** The statuses in the shape of the profile: v14's object keyed by id, or v13's array. */
export const statusesFor = (v14: boolean, entries: readonly StatusConfig[]): StatusConfig[] | Record<string, StatusConfig> => (v14 ? keyedStatuses(entries) : [...entries]);

/** Puts `CONFIG.statusEffects` (when there is one) in the profile's shape, keeping its entries. */
export function shapeStatusEffects(v14: boolean): void {
  const config = (globalThis as Record<string, any>).CONFIG;
  if (!config || config.statusEffects === undefined) return;
  if (v14 === !Array.isArray(config.statusEffects)) return;
  config.statusEffects = statusesFor(v14, statusEntries(config.statusEffects));
}
