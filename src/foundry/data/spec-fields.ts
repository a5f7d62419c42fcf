import type { FieldSpec, ObjectSpec } from "../../core/schema/spec";

type DataSchema = foundry.data.fields.DataSchema;
type AnyField = foundry.data.fields.DataField.Any;

/** Turns a core spec into the Foundry DataFields that enforce the same constraints. */
export function schemaFromSpec(object: ObjectSpec): DataSchema {
  return Object.fromEntries(Object.entries(object.fields).map(([key, child]) => [key, fieldFromSpec(child)]));
}

/** How a wrapper (nullable, optional) loosens the field it wraps. */
interface Loosened {
  nullable?: true;
  optional?: true;
}

export function fieldFromSpec(field: FieldSpec, loose: Loosened = {}): AnyField {
  const { fields } = foundry.data;
  // A null field starts empty; a field that may be left out is not required and has no initial value.
  const wrapped = {
    ...(loose.nullable ? { nullable: true, initial: null } : {}),
    ...(loose.optional ? { required: false, initial: undefined } : {}),
  };
  switch (field.kind) {
    case "nullable":
      return fieldFromSpec(field.of, { ...loose, nullable: true });
    case "optional":
      return fieldFromSpec(field.of, { ...loose, optional: true });
    case "values":
    case "json":
    case "record":
      return new fields.ObjectField({ required: true, initial: {}, ...wrapped });
    case "number":
      return new fields.NumberField({
        required: true,
        nullable: field.nullable,
        integer: field.integer,
        initial: field.initial,
        ...wrapped,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      });
    case "string":
      return new fields.StringField({
        required: true,
        blank: field.blank,
        initial: field.initial,
        ...(field.choices ? { choices: [...field.choices] } : {}),
        ...wrapped,
      });
    case "boolean":
      return new fields.BooleanField({ initial: field.initial, ...wrapped });
    case "html":
      return new fields.HTMLField({ required: true, blank: true, initial: "", ...wrapped });
    case "array":
      return new fields.ArrayField(fieldFromSpec(field.element), { required: true, initial: [], ...wrapped });
    case "object":
      return new fields.SchemaField(schemaFromSpec(field), { required: true, ...wrapped });
  }
}
