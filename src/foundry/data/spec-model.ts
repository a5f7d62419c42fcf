import type { DocumentTypeSpec } from "../../core/schema/document-type";
import { migrateSystem } from "../../core/schema/migrate";
import { schemaFromSpec } from "./spec-fields";

type DataSchema = foundry.data.fields.DataSchema;

/**
 * Base for every Fray data model: the schema and migrations come from the sub-type's core spec,
 * so subclasses only set `typeSpec` and add derived data.
 */
export class SpecDataModel<Parent extends Actor.Implementation | Item.Implementation | ChatMessage.Implementation> extends foundry.abstract.TypeDataModel<
  DataSchema,
  Parent
> {
  static typeSpec: DocumentTypeSpec;

  static override defineSchema(): DataSchema {
    return schemaFromSpec(this.typeSpec.schema);
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystem(source, this.typeSpec.migrations, this.typeSpec.version);
    return super.migrateData(source);
  }
}

export class ActorSpecModel extends SpecDataModel<Actor.Implementation> {}
export class ItemSpecModel extends SpecDataModel<Item.Implementation> {}
/** A chat card's record: a ChatMessage sub-type's `system` data (see src/foundry/cards). */
export class CardSpecModel extends SpecDataModel<ChatMessage.Implementation> {}
