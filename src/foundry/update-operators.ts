/**
 * Update data that replaces a value whole or deletes a key, written the way the running Foundry reads it.
 *
 * Foundry merges an update into a document's source: an inner object's keys merge one by one and a key
 * left out stays; arrays and other values replace (foundry.utils.mergeObject:
 * https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html). An ObjectField (what a spec's
 * `json`, `record` and `values` become) merges too, so writing an object that lost a key leaves that key
 * behind unless the write says "this is the whole value".
 * - v13 says it with keys: `==key` replaces the value whole (foundryvtt/foundryvtt#11273) and `-=key: null`
 *   deletes the key, inside a TypeDataModel's data too (foundryvtt/foundryvtt#11420, #11990).
 * - v14 deprecates both keys ("You are specifying a forced deletion or replacement key ... using legacy
 *   syntax", Muttley/foundryvtt-fallout#751; v16 removes them: League-of-Fabulous-Developers/FoundryVTT-Fabula-Ultima#1127,
 *   foundryvtt/foundryvtt#13090) for operator values: `foundry.data.operators.ForcedReplacement.create(value)` and
 *   `ForcedDeletion.create()` (https://foundryvtt.com/api/classes/foundry.data.operators.ForcedReplacement.html; the
 *   factory methods: League-of-Fabulous-Developers/FoundryVTT-Fabula-Ultima#1371), with the shorthand globals
 *   `_replace(value)` and `_del` (MetaMorphic-Digital/draw-steel#1747). An operator nested inside a replaced
 *   value is not applied (foundryvtt/foundryvtt#14573): replaced values here are plain data.
 * fvtt-types has no v14 release, so the v14 pieces are declared here, minimally, and feature-detected.
 */

/** The v14 operator classes, as far as Fray calls them. */
interface V14Operators {
  ForcedReplacement?: { create(value: unknown): unknown };
  ForcedDeletion?: { create(): unknown };
}

/** The v14 globals Fray may find at run time (absent in v13). */
interface V14Globals {
  _replace?: unknown;
  _del?: unknown;
  foundry?: { data?: { operators?: V14Operators } };
}

const v14 = (): V14Globals => globalThis as unknown as V14Globals;

/** v14's forced replacement of `value`, or null in v13. */
function replacement(value: unknown): { value: unknown } | null {
  const ForcedReplacement = v14().foundry?.data?.operators?.ForcedReplacement;
  if (typeof ForcedReplacement?.create === "function") return { value: ForcedReplacement.create(value) };
  const shorthand = v14()._replace;
  return typeof shorthand === "function" ? { value: (shorthand as (value: unknown) => unknown)(value) } : null;
}

/** v14's forced deletion, or null in v13. */
function deletion(): { value: unknown } | null {
  const ForcedDeletion = v14().foundry?.data?.operators?.ForcedDeletion;
  if (typeof ForcedDeletion?.create === "function") return { value: ForcedDeletion.create() };
  const shorthand = v14()._del;
  return shorthand === undefined || shorthand === null ? null : { value: shorthand };
}

/** `path` ("a.b.c") with the v13 special prefix on its last part ("a.b.==c"). */
function legacyKey(path: string, prefix: "==" | "-="): string {
  const dot = path.lastIndexOf(".");
  return `${path.slice(0, dot + 1)}${prefix}${path.slice(dot + 1)}`;
}

/**
 * One update entry that sets `path` (a key, or a dotted path, relative to the object it is spread into) to
 * `value` whole: none of the old value's inner keys survive. Spread it into the update:
 * `combat.update({ system: { ...replaced("state", state), roundState } })`.
 */
export function replaced(path: string, value: unknown): Record<string, unknown> {
  const operator = replacement(value);
  return operator ? { [path]: operator.value } : { [legacyKey(path, "==")]: value };
}

/** One update entry that deletes the key at `path` (a key, or a dotted path, relative to where it is spread). */
export function deleted(path: string): Record<string, unknown> {
  const operator = deletion();
  return operator ? { [path]: operator.value } : { [legacyKey(path, "-=")]: null };
}

/**
 * Whether an update's changes touch `field`, in whatever form they name it: the key itself, a dotted path
 * into it ("system.health"), or a v13 replacement or deletion key ("==system", "-=system"). A hook's
 * `changed` is the expanded difference (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html),
 * but a reaction that guards the GM's data reads every form a writer might send rather than trust one.
 */
export function changesTouch(changes: object, field: string): boolean {
  return Object.keys(changes).some((key) => key === field || key === `==${field}` || key === `-=${field}` || key.startsWith(`${field}.`) || key.startsWith(`==${field}.`));
}
