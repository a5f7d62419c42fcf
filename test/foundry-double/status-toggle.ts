/**
 * Actor#toggleStatusEffect(statusId, { active, overlay }) as Foundry v13 has it, once for every actor double.
 * A double hands over its actor's effects as they stand and how it creates and deletes one (recording
 * and refusing the write as its own server stand-in does); this decides what changes.
 * Sources:
 * - API: https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect (signature, options).
 * - Draw Steel's override, marked "Implementation copied from core", with core's doc comment (the return values)
 *   at its last commit verified for v13 (system.json minimum 13.351, verified 13): MetaMorphic-Digital/draw-steel
 *   src/module/documents/actor.mjs at c3fea28c0a50e043f1817dd2f13b674befa77e4c. Its actor sheet says the same of
 *   statuses carried by other effects: "force more individual control rather than allow toggleStatusEffect".
 * Not modelled: a status whose CONFIG.statusEffects entry has a static `_id` (found by that id instead; whether
 * core's own entries have one is open, see docs/smoke-test.md); the Error for an id missing from
 * CONFIG.statusEffects (these worlds do not register their statuses); the created effect's name and image
 * (ActiveEffect.fromStatusEffect).
 */

/** An ActiveEffect as the toggle reads it: the statuses it carries (a Set in Foundry; some doubles keep an array). */
export interface StatusCarrier {
  readonly statuses: ReadonlySet<string> | readonly string[];
}

/** What the toggle creates: one effect carrying the status, with the overlay flag when asked. */
export interface StatusEffectData {
  statuses: string[];
  flags?: { core: { overlay: true } };
}

/** The actor-like's side of the toggle. */
export interface StatusEffectsOf<E extends StatusCarrier> {
  /** The actor's own effects now (Actor#effects). */
  effects: Iterable<E>;
  /** Creates one effect; resolves to it. */
  create(data: StatusEffectData): Promise<unknown>;
  /** Deletes these effects. */
  remove(effects: E[]): Promise<unknown>;
}

export interface ToggleOptions {
  active?: boolean;
  overlay?: boolean;
}

/** Resolves to the created effect, true (already on, nothing changed), false (turned off) or undefined (already off, nothing changed). */
export async function toggleStatusEffect<E extends StatusCarrier>(actor: StatusEffectsOf<E>, statusId: string, { active, overlay = false }: ToggleOptions = {}): Promise<unknown> {
  // The status's own effects are those carrying it alone; one carrying others too is not counted, so never deleted here (Draw Steel, "single-status effects").
  const own = [...actor.effects].filter((effect) => {
    const statuses = new Set(effect.statuses);
    return statuses.size === 1 && statuses.has(statusId);
  });
  if (own.length > 0) {
    // Forced on while one of its own exists: nothing changes, resolves true (core's doc in Draw Steel: "true if was already an existing effect").
    if (active) return true;
    // Forced off, or `active` omitted (a toggle): its own effects are deleted, resolves false (core's doc in Draw Steel: "false if an existing effect needed to be removed").
    await actor.remove(own);
    return false;
  }
  // Forced off with none of its own: nothing changes, resolves undefined (core's doc in Draw Steel: "undefined if no changes need to be made").
  if (active === false) return undefined;
  // On, or toggled from off: one new effect carrying only this status, `flags.core.overlay` when asked (Draw Steel: fromStatusEffect, then updateSource).
  return actor.create({ statuses: [statusId], ...(overlay ? { flags: { core: { overlay: true } } } : {}) });
}

/**
 * For a double whose actor keeps only its statuses, no effects: each status in the set stands for an effect
 * carrying it alone, the set being their union as Actor#statuses is (foundryvtt/foundryvtt#9392).
 * `write` is called for each creation and deletion, before it happens, to record or refuse it.
 */
export function statusSetEffects(statuses: Set<string>, write: (change: { status: string; active: boolean }) => void): StatusEffectsOf<{ statuses: ReadonlySet<string> }> {
  return {
    effects: [...statuses].map((status) => ({ statuses: new Set([status]) })),
    async create(data) {
      for (const status of data.statuses) write({ status, active: true });
      for (const status of data.statuses) statuses.add(status);
      return { statuses: new Set(data.statuses), flags: data.flags ?? {} };
    },
    async remove(effects) {
      for (const effect of effects) for (const status of effect.statuses) write({ status, active: false });
      for (const effect of effects) for (const status of effect.statuses) statuses.delete(status);
    },
  };
}
