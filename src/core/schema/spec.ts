/**
 * A pure description of a document's `system` data. One spec feeds both the Foundry
 * DataModel (through the shell's converter) and the pack build's validator, so the
 * constraints a GM meets in Foundry are the ones the build enforces.
 */

export interface NumberSpec<N extends boolean = boolean> {
  kind: "number";
  initial: N extends true ? number | null : number;
  nullable: N;
  integer: boolean;
  min?: number;
  max?: number;
}

export interface StringSpec<C extends string = string> {
  kind: "string";
  initial: C;
  choices?: readonly C[];
  blank: boolean;
}

export interface BooleanSpec {
  kind: "boolean";
  initial: boolean;
}

export interface HtmlSpec {
  kind: "html";
}

export interface ObjectSpec<F extends FieldMap = FieldMap> {
  kind: "object";
  fields: F;
}

export interface ArraySpec<E extends FieldSpec = FieldSpec> {
  kind: "array";
  element: E;
}

/** A field that may hold null (a card's missing token, a weapon that cannot strike at range). */
export interface NullableSpec<S extends FieldSpec = FieldSpec> {
  kind: "nullable";
  of: S;
}

/** A field that may be left out (a choice the rules fill in when absent). */
export interface OptionalSpec<S extends FieldSpec = FieldSpec> {
  kind: "optional";
  of: S;
}

/** Free-form text or number values by key, such as the placeholders of a localised reason. */
export interface ValuesSpec {
  kind: "values";
}

/** A plain JSON object whose inside another spec (or an engine) describes, such as a turn engine's state. */
export interface JsonSpec {
  kind: "json";
}

/** Values of one spec by free keys (a combatant or actor id). */
export interface RecordSpec<S extends FieldSpec = FieldSpec> {
  kind: "record";
  of: S;
}

export type FieldSpec = NumberSpec | StringSpec | BooleanSpec | HtmlSpec | ObjectSpec | ArraySpec | NullableSpec | OptionalSpec | ValuesSpec | JsonSpec | RecordSpec;
export type FieldMap = { readonly [key: string]: FieldSpec };

/** The plain data a spec describes. */
export type Infer<S> = S extends NumberSpec<true>
  ? number | null
  : S extends NumberSpec
    ? number
    : S extends StringSpec<infer C>
      ? C
      : S extends BooleanSpec
        ? boolean
        : S extends HtmlSpec
          ? string
          : S extends ObjectSpec<infer F>
            ? { -readonly [K in keyof F]: Infer<F[K]> }
            : S extends ArraySpec<infer E>
              ? Infer<E>[]
              : S extends NullableSpec<infer I>
                ? Infer<I> | null
                : S extends OptionalSpec<infer I>
                  ? Infer<I> | undefined
                  : S extends ValuesSpec
                    ? Record<string, string | number>
                    : S extends JsonSpec
                      ? Record<string, unknown>
                      : S extends RecordSpec<infer I>
                        ? Record<string, Infer<I>>
                        : never;

interface NumberOptions {
  min?: number;
  max?: number;
}

export const spec = {
  integer(initial: number, options: NumberOptions = {}): NumberSpec<false> {
    return { kind: "number", initial, nullable: false, integer: true, ...options };
  },
  /** A measure that need not be whole, such as a distance in feet. */
  number(initial: number, options: NumberOptions = {}): NumberSpec<false> {
    return { kind: "number", initial, nullable: false, integer: false, ...options };
  },
  /** An integer that may be left empty, such as an AC a weapon's Shock ignores ("-"). */
  optionalInteger(initial: number | null, options: NumberOptions = {}): NumberSpec<true> {
    return { kind: "number", initial, nullable: true, integer: true, ...options };
  },
  text(initial = "", blank = true): StringSpec<string> {
    return { kind: "string", initial, blank };
  },
  choice<const C extends string>(choices: readonly C[], initial: NoInfer<C>): StringSpec<C> {
    return { kind: "string", initial, choices, blank: false };
  },
  boolean(initial = false): BooleanSpec {
    return { kind: "boolean", initial };
  },
  html(): HtmlSpec {
    return { kind: "html" };
  },
  object<const F extends FieldMap>(fields: F): ObjectSpec<F> {
    return { kind: "object", fields };
  },
  array<E extends FieldSpec>(element: E): ArraySpec<E> {
    return { kind: "array", element };
  },
  nullable<S extends FieldSpec>(of: S): NullableSpec<S> {
    return { kind: "nullable", of };
  },
  optional<S extends FieldSpec>(of: S): OptionalSpec<S> {
    return { kind: "optional", of };
  },
  values(): ValuesSpec {
    return { kind: "values" };
  },
  json(): JsonSpec {
    return { kind: "json" };
  },
  record<S extends FieldSpec>(of: S): RecordSpec<S> {
    return { kind: "record", of };
  },
};

/** The data a freshly created document of this spec holds. */
export function initialData<S extends FieldSpec>(field: S): Infer<S> {
  return initialOf(field) as Infer<S>;
}

function initialOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case "number":
    case "string":
    case "boolean":
      return field.initial;
    case "html":
      return "";
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        Object.entries(field.fields)
          .filter(([, child]) => child.kind !== "optional")
          .map(([key, child]) => [key, initialOf(child)]),
      );
    case "nullable":
      return null;
    case "optional":
      return undefined;
    case "values":
    case "json":
    case "record":
      return {};
  }
}
