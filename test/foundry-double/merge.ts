/**
 * The one way the double applies an update to a document (actors, chat messages, Combat, Combatant,
 * ActiveEffect), as Foundry merges an update into a document's source: v13's way, and v14's under the v14 profile.
 * Sources:
 * - Document#update merges the changed fields into the source
 *   (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update) the way
 *   foundry.utils.mergeObject does: an inner object's keys merge one by one and a key left out stays;
 *   an array or any other value replaces the old one; `performDeletions` applies deletion keys
 *   (https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html).
 * - Dotted keys ("system.a.b") are expanded to inner objects first, at any depth ("converting all dot-notation
 *   keys to inner objects"); only plain objects are expanded, a class instance is kept as it is
 *   (https://foundryvtt.com/api/v13/functions/foundry.utils.expandObject.html). So a key with a dot inside a
 *   written value (an actor's uuid as a record key) is split too: dovrosenberg/fvtt-campaign-builder,
 *   src/settings/DocumentFlags.ts, swaps the '.' of uuid keys before `setFlag` against "what foundry saving does".
 * - `-=key` (value null) deletes that key, inside a TypeDataModel's data too (`{"system.-=foo": null}`:
 *   foundryvtt/foundryvtt#11420; deletion keys are cleaned to null, not to a value: #11990, related #11977).
 * - `==key` replaces that key's value whole, its old inner keys gone (foundryvtt/foundryvtt#11273: "explicitly
 *   replacing an object key with a provided value"; `update({"==flags": {}})` clears all flags).
 * - Both prefixes are the "deletion or forced replacement" keys of foundry.utils.isDeletionKey
 *   (https://foundryvtt.com/api/v13/functions/foundry.utils.isDeletionKey.html).
 * Under the v14 profile (./profile):
 * - an operator value (./operators) is applied where it is written: `ForcedReplacement` sets the key to its value whole,
 *   `ForcedDeletion` deletes the key (foundryvtt/foundryvtt#13090; MetaMorphic-Digital/draw-steel#1747). A replaced value
 *   is merged in as the `==key` value is (dotted keys inside it expanded: ✱ not documented for the operator); an operator nested inside it is not applied
 *   (foundryvtt/foundryvtt#14573) and is kept as a value.
 * - a `==`/`-=` key still works and records a deprecation warning (Muttley/foundryvtt-fallout#751: "You are specifying
 *   a forced deletion or replacement key "-=buffout" using legacy syntax which should be migrated to instead pass
 *   {buffout: foundry.data.operators.ForcedDeletion…"; the `==` form's wording by analogy, ✱).
 * Under v13 an operator value is an ordinary value (v13 has no operators).
 */
import { logDeprecation } from "./deprecations";
import { ForcedDeletion, ForcedReplacement } from "./operators";
import { isV14 } from "./profile";

export type Doc = Record<string, any>;

/** A plain object (what mergeObject merges and expandObject expands): not an array, not a class instance. */
export function isPlainObject(value: unknown): value is Doc {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Something the update may merge into: any non-array object (a document's data model keeps its class). */
const isMergeTarget = (value: unknown): value is Doc => typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of an array's plain data (its objects are not expanded: expandObject keeps arrays as they are); class instances kept. */
const copied = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(copied);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner)]));
  return value;
};

/**
 * foundry.utils.expandObject: every dotted key of a plain object (at any depth) becomes inner objects, set in key
 * order. The result is a copy of the written data, taken when the update is made: the update travels to the server
 * as data, so what the writer's objects become afterwards (or share with the document) never reaches the source.
 */
export function expandUpdate(change: Doc): Doc {
  const expanded: Doc = {};
  for (const [key, raw] of Object.entries(change)) {
    const value = isPlainObject(raw) ? expandUpdate(raw) : copied(raw);
    const path = key.split(".");
    const last = path.pop()!;
    let at = expanded;
    for (const part of path) {
      if (!isPlainObject(at[part])) at[part] = {};
      at = at[part];
    }
    at[last] = value;
  }
  return expanded;
}

/** v14's warning for a `==`/`-=` key (sources above). */
function warnLegacyKey(key: string): void {
  const operator = key.startsWith("-=") ? "ForcedDeletion" : "ForcedReplacement";
  logDeprecation(
    `You are specifying a forced deletion or replacement key "${key}" using legacy syntax which should be migrated to instead pass {${key.slice(2)}: foundry.data.operators.${operator}}`,
    { since: 14, until: 16 },
  );
}

function mergeExpanded(target: Doc, change: Doc): void {
  for (const [key, value] of Object.entries(change)) {
    if (isV14() && (key.startsWith("-=") || key.startsWith("=="))) warnLegacyKey(key);
    if (isV14() && value instanceof ForcedDeletion) {
      delete target[key];
      continue;
    }
    if (isV14() && value instanceof ForcedReplacement) {
      target[key] = isPlainObject(value.value) ? expandUpdate(value.value) : copied(value.value);
      continue;
    }
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    if (key.startsWith("==")) {
      target[key.slice(2)] = value;
      continue;
    }
    if (!isPlainObject(value)) {
      target[key] = value;
      continue;
    }
    // A new inner object is built by the same merge, so its own special keys are applied, never stored. A plain
    // object the update reaches is merged into a copy: what a reader held from before the update keeps its content.
    target[key] = !isMergeTarget(target[key]) ? {} : isPlainObject(target[key]) ? { ...target[key] } : target[key];
    mergeExpanded(target[key], value);
  }
}

/**
 * Applies `change` to `target` in place as Foundry applies an update: dotted keys expanded, inner plain objects
 * merged key by key, arrays and other values replaced, `-=key` deleted and `==key` replaced whole.
 */
export function applyUpdate(target: Doc, change: Doc): void {
  mergeExpanded(target, expandUpdate(change));
}

/** The same merge under its older name (seeding a double's data is a merge too). */
export const mergeInto = applyUpdate;

/**
 * Whether an update writes anything at `path` ("system.state"): the key itself, its `==`/`-=` forms, or
 * something inside it. For tests that count which writes touched a field, whichever form the shell used.
 */
export function writesPath(change: Doc, path: string): boolean {
  let at: unknown = expandUpdate(change);
  for (const part of path.split(".")) {
    if (!isPlainObject(at)) return false;
    const forms = [part, `==${part}`, `-=${part}`].filter((form) => form in (at as Doc));
    if (forms.length === 0) return false;
    if (forms.some((form) => form !== part)) return true;
    at = at[part];
  }
  return true;
}
