/**
 * v14's update operators, as far as a system writes them: `foundry.data.operators.ForcedReplacement` and
 * `ForcedDeletion`, classes with a static `create` (https://foundryvtt.com/api/classes/foundry.data.operators.ForcedReplacement.html;
 * the factory methods: League-of-Fabulous-Developers/FoundryVTT-Fabula-Ultima#1371; the operators replace the
 * `==`/`-=` keys: foundryvtt/foundryvtt#13090), and the shorthand globals `_replace(value)` and `_del`
 * (MetaMorphic-Digital/draw-steel#1747). v13 has none of them. What the merge does with them is in ./merge.
 */

/** Sets the key it is written under to `value` whole: none of the old value's inner keys survive. */
export class ForcedReplacement {
  constructor(readonly value: unknown) {}
  static create(value: unknown): ForcedReplacement {
    return new ForcedReplacement(value);
  }
}

/** Deletes the key it is written under. */
export class ForcedDeletion {
  static create(): ForcedDeletion {
    return new ForcedDeletion();
  }
}

/** An operator value, of either kind. */
export const isOperator = (value: unknown): value is ForcedReplacement | ForcedDeletion => value instanceof ForcedReplacement || value instanceof ForcedDeletion;

/** Lays the operators where v14 has them (`on`), or takes them away as v13 has none. */
export function installOperators(on: boolean): void {
  const g = globalThis as Record<string, any>;
  if (on) {
    g.foundry ??= {};
    g.foundry.data = { ...(g.foundry.data ?? {}), operators: { ForcedReplacement, ForcedDeletion } };
    g._replace = (value: unknown) => ForcedReplacement.create(value);
    g._del = ForcedDeletion.create();
    return;
  }
  if (g.foundry?.data) delete g.foundry.data.operators;
  delete g._replace;
  delete g._del;
}

/** The dotted paths of an update that carry an operator value, and the keys written in the v13 `==`/`-=` form. */
export function writeForms(change: Record<string, unknown>, prefix = ""): { operators: string[]; legacyKeys: string[] } {
  const found = { operators: [] as string[], legacyKeys: [] as string[] };
  for (const [key, value] of Object.entries(change)) {
    const path = `${prefix}${key}`;
    if (/(^|\.)(==|-=)/.test(key)) found.legacyKeys.push(path);
    if (isOperator(value)) found.operators.push(path);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      const inner = writeForms(value as Record<string, unknown>, `${path}.`);
      found.operators.push(...inner.operators);
      found.legacyKeys.push(...inner.legacyKeys);
    }
  }
  return found;
}
