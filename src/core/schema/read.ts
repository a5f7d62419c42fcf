import type { ObjectSpec } from "./spec";
import { isRecord, validateData } from "./validate";

/**
 * Reads stored data by its spec, field by field: each field the spec accepts is kept, a missing or
 * damaged one starts fresh and unknown ones are dropped, so a damaged record never breaks a fight
 * and one damaged field does not cost the others.
 */
export function readBySpec<S extends object>(schema: ObjectSpec, fresh: () => S, stored: unknown): S {
  const data = fresh() as Record<string, unknown>;
  if (!isRecord(stored)) return data as S;
  for (const [key, field] of Object.entries(schema.fields)) {
    if (stored[key] !== undefined && validateData(field, stored[key]).length === 0) data[key] = stored[key];
  }
  return data as S;
}
