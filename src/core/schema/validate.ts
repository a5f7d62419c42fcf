import type { FieldSpec } from "./spec";

/** One broken constraint: `path` is the dotted field path, `problem` says what is wrong. */
export interface SchemaIssue {
  path: string;
  problem: string;
}

/** How validateData reads data. */
export interface ValidateOptions {
  /** Every field the spec does not mark optional must be present: for data nothing fills in (a turn engine's state). */
  whole?: boolean;
}

/**
 * Checks data against a spec the way Foundry's DataModel would refuse it.
 * Missing fields are allowed (Foundry fills them from `initial`) unless `options.whole`; unknown fields
 * are reported, because in a pack source they are almost always a typo.
 */
export function validateData(field: FieldSpec, value: unknown, path = "system", options: ValidateOptions = {}): SchemaIssue[] {
  if (value === undefined) return options.whole === true && field.kind !== "optional" ? [{ path, problem: "is missing" }] : [];
  switch (field.kind) {
    case "number":
      return checkNumber(field, value, path);
    case "string":
      if (typeof value !== "string") return [{ path, problem: `expected text, got ${describe(value)}` }];
      if (!field.blank && value === "") return [{ path, problem: "may not be blank" }];
      if (field.choices && !field.choices.includes(value)) {
        return [{ path, problem: `"${value}" is not one of ${field.choices.join(", ")}` }];
      }
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : [{ path, problem: `expected true or false, got ${describe(value)}` }];
    case "html":
      return typeof value === "string" ? [] : [{ path, problem: `expected HTML text, got ${describe(value)}` }];
    case "array":
      if (!Array.isArray(value)) return [{ path, problem: `expected a list, got ${describe(value)}` }];
      return value.flatMap((element, index) => validateData(field.element, element, `${path}.${index}`, options));
    case "object": {
      if (!isRecord(value)) return [{ path, problem: `expected an object, got ${describe(value)}` }];
      const unknown = Object.keys(value)
        .filter((key) => !(key in field.fields))
        .map((key) => ({ path: `${path}.${key}`, problem: "is not a field of this type" }));
      const known = Object.entries(field.fields).flatMap(([key, child]) =>
        validateData(child, value[key], `${path}.${key}`, options),
      );
      return [...known, ...unknown];
    }
    case "nullable":
      return value === null ? [] : validateData(field.of, value, path, options);
    case "optional":
      return validateData(field.of, value, path, options);
    case "values":
      if (!isRecord(value)) return [{ path, problem: `expected an object, got ${describe(value)}` }];
      return Object.entries(value)
        .filter(([, v]) => typeof v !== "string" && !(typeof v === "number" && Number.isFinite(v)))
        .map(([key, v]) => ({ path: `${path}.${key}`, problem: `expected text or a number, got ${describe(v)}` }));
    case "json":
      if (!isRecord(value)) return [{ path, problem: `expected an object, got ${describe(value)}` }];
      return jsonIssues(value, path);
    case "record":
      if (!isRecord(value)) return [{ path, problem: `expected an object, got ${describe(value)}` }];
      return Object.entries(value).flatMap(([key, v]) => (v === undefined ? [{ path: `${path}.${key}`, problem: "may not be empty" }] : validateData(field.of, v, `${path}.${key}`, options)));
  }
}

/** Plain JSON all the way down: what survives a round trip through the database unchanged. */
function jsonIssues(value: unknown, path: string): SchemaIssue[] {
  // An absent optional field (undefined) is simply not stored.
  if (value === null || value === undefined || typeof value === "string" || typeof value === "boolean") return [];
  if (typeof value === "number") return Number.isFinite(value) ? [] : [{ path, problem: `expected a finite number, got ${value}` }];
  if (Array.isArray(value)) return value.flatMap((v, index) => jsonIssues(v, `${path}.${index}`));
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) return Object.entries(value).flatMap(([key, v]) => jsonIssues(v, `${path}.${key}`));
  return [{ path, problem: `expected plain data, got ${describe(value)}` }];
}

function checkNumber(field: Extract<FieldSpec, { kind: "number" }>, value: unknown, path: string): SchemaIssue[] {
  if (value === null) return field.nullable ? [] : [{ path, problem: "may not be empty" }];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return [{ path, problem: `expected a number, got ${describe(value)}` }];
  }
  if (field.integer && !Number.isInteger(value)) return [{ path, problem: `expected a whole number, got ${value}` }];
  if (field.min !== undefined && value < field.min) return [{ path, problem: `${value} is below the minimum ${field.min}` }];
  if (field.max !== undefined && value > field.max) return [{ path, problem: `${value} is above the maximum ${field.max}` }];
  return [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "string" ? `"${value}"` : typeof value;
}

/** The first `count` issues and how many more there are: what a message to the GM lists of data that fails its spec. */
export function firstIssues(issues: readonly SchemaIssue[], count: number): { shown: SchemaIssue[]; more: number } {
  return { shown: issues.slice(0, count), more: Math.max(0, issues.length - count) };
}
