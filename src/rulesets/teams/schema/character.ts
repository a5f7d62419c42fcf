import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { combatantFields } from "./actor-fields";
import { TEAMS_SCHEMA_VERSION } from "./common";

export const characterSchema = spec.object({
  ...combatantFields(),
  notes: spec.html(),
});

export const teamsCharacter: DocumentTypeSpec = { schema: characterSchema, version: TEAMS_SCHEMA_VERSION, migrations: [] };
