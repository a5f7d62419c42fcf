/**
 * A fast yes/no for "would validateData, reading data whole, find nothing wrong?": the spec is turned
 * once into one small check per field, which builds no paths or lists and stops at the first fault.
 * For data checked on every read (a turn engine's state on each tracker redraw); the caller runs
 * validateData only when this says no, to name what is wrong.
 */
import type { FieldSpec } from "./spec";
import { isRecord, validateData } from "./validate";

export type Verdict = (value: unknown) => boolean;

/** The verdict of `validateData(field, value, path, { whole: true })` being empty, for any value. */
export function wholeVerdict(field: FieldSpec): Verdict {
  const present = presentVerdict(field);
  // An absent field is whole only where the spec lets it be left out.
  const absentOk = field.kind === "optional";
  return (value) => (value === undefined ? absentOk : present(value));
}

function presentVerdict(field: FieldSpec): Verdict {
  switch (field.kind) {
    case "number": {
      const { nullable, integer } = field;
      const min = field.min ?? Number.NEGATIVE_INFINITY;
      const max = field.max ?? Number.POSITIVE_INFINITY;
      return (v) => (v === null ? nullable : typeof v === "number" && Number.isFinite(v) && (!integer || Number.isInteger(v)) && v >= min && v <= max);
    }
    case "string": {
      const { blank, choices } = field;
      return (v) => typeof v === "string" && (blank || v !== "") && (choices === undefined || choices.includes(v));
    }
    case "boolean":
      return (v) => typeof v === "boolean";
    case "array": {
      const element = wholeVerdict(field.element);
      return (v) => Array.isArray(v) && v.every(element);
    }
    case "object": {
      const fields = field.fields;
      const checks = Object.entries(fields).map(([key, child]) => [key, wholeVerdict(child)] as const);
      return (v) => {
        if (!isRecord(v)) return false;
        // `in`, as validateData asks it, so both agree on every key.
        for (const key of Object.keys(v)) if (!(key in fields)) return false;
        for (const [key, check] of checks) if (!check(v[key])) return false;
        return true;
      };
    }
    case "nullable": {
      const of = wholeVerdict(field.of);
      return (v) => v === null || of(v);
    }
    case "optional":
      return wholeVerdict(field.of);
    default:
      // Kinds engine states do not use (html, values, json, record) take validateData's own answer.
      return (v) => validateData(field, v, "", { whole: true }).length === 0;
  }
}
