import type { FieldSpec, ObjectSpec } from "../../core/schema/spec";

type DataSchema = foundry.data.fields.DataSchema;
type AnyField = foundry.data.fields.DataField.Any;

/** Turns a core spec into the Foundry DataFields that enforce the same constraints. */
export function schemaFromSpec(object: ObjectSpec): DataSchema {
  return Object.fromEntries(Object.entries(object.fields).map(([key, child]) => [key, fieldFromSpec(child)]));
}

export function fieldFromSpec(field: FieldSpec): AnyField {
  const { fields } = foundry.data;
  switch (field.kind) {
    case "number":
      return new fields.NumberField({
        required: true,
        nullable: field.nullable,
        integer: field.integer,
        initial: field.initial,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      });
    case "string":
      return new fields.StringField({
        required: true,
        blank: field.blank,
        initial: field.initial,
        ...(field.choices ? { choices: [...field.choices] } : {}),
      });
    case "boolean":
      return new fields.BooleanField({ initial: field.initial });
    case "html":
      return new fields.HTMLField({ required: true, blank: true, initial: "" });
    case "array":
      return new fields.ArrayField(fieldFromSpec(field.element), { required: true, initial: [] });
    case "object":
      return new fields.SchemaField(schemaFromSpec(field), { required: true });
  }
}
