/** Every structure's adapter by its id: the shell looks the fight's structure up here. */
import type { TurnStructureId } from "../engine";
import type { AnyAdapter } from "./adapter";
import { alternatingTeamsAdapter } from "./alternating-teams";
import { declaredAdapter } from "./declared";
import { factionsAdapter } from "./factions";
import { individualAdapter } from "./individual";
import { sideInitiativeAdapter } from "./side-initiative";

export const ADAPTERS: Record<TurnStructureId, AnyAdapter> = {
  sideInitiative: sideInitiativeAdapter,
  alternatingTeams: alternatingTeamsAdapter,
  individual: individualAdapter,
  declared: declaredAdapter,
  factions: factionsAdapter,
};
