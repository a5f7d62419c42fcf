/** Each card type's ChatMessage data model, built from its spec like every other Fray model. */
import type { DocumentTypeSpec } from "../../core/schema/document-type";
import { CardSpecModel } from "../data/spec-model";

/** A model class for one card type (its schema and migrations come from the spec). */
export function cardModel(spec: DocumentTypeSpec): typeof CardSpecModel {
  return class extends CardSpecModel {
    static override typeSpec = spec;
  };
}

/** Registers card models by sub-type (every ruleset's, so old cards still show after a switch). */
export function registerCardModels(models: Record<string, typeof CardSpecModel>): void {
  Object.assign(CONFIG.ChatMessage.dataModels, models);
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrayCardModels {}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: FrayCardModels;
  }
}
