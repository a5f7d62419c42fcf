import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { combatantFields } from "./actor-fields";
import { attackFields } from "./attack-fields";
import { TEAMS_SCHEMA_VERSION } from "./common";

/** A stat block: the same ratings as a character, and its natural attacks written in (claws, bite …). */
export const monsterSchema = spec.object({
  ...combatantFields(),
  attacks: spec.array(spec.object({ name: spec.text("Attack", false), ...attackFields() })),
  description: spec.html(),
});

export const teamsMonster: DocumentTypeSpec = { schema: monsterSchema, version: TEAMS_SCHEMA_VERSION, migrations: [] };
