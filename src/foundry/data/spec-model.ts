import type { DocumentTypeSpec } from "../../core/schema/document-type";
import { migrateSystem } from "../../core/schema/migrate";
import { schemaFromSpec } from "./spec-fields";

type DataSchema = foundry.data.fields.DataSchema;

/**
 * Base for every Fray actor model: the schema and migrations come from the sub-type's core spec,
 * so subclasses only add derived data.
 */
export class ActorSpecModel extends foundry.abstract.TypeDataModel<DataSchema, Actor.Implementation> {
  static typeSpec: DocumentTypeSpec;

  static override defineSchema(): DataSchema {
    return schemaFromSpec(this.typeSpec.schema);
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystem(source, this.typeSpec.migrations, this.typeSpec.version);
    return super.migrateData(source);
  }
}

/** The same for items. */
export class ItemSpecModel extends foundry.abstract.TypeDataModel<DataSchema, Item.Implementation> {
  static typeSpec: DocumentTypeSpec;

  static override defineSchema(): DataSchema {
    return schemaFromSpec(this.typeSpec.schema);
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystem(source, this.typeSpec.migrations, this.typeSpec.version);
    return super.migrateData(source);
  }
}
