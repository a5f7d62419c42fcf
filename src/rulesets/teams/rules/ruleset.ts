/** The pure half of the `teams` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules } from "../../../core/ruleset/contract";
import { teamsTypes } from "../schema";
import { teamsInitiativeStats } from "./initiative-stats";
import { teamsEconomy } from "./actions/economy";
import { TEAMS_STATUSES } from "./statuses";
import { TEAMS_RESUSCITATION_SETTING } from "./tests/resuscitation-setting";

export const teamsRules = {
  id: "teams",
  types: teamsTypes,
  turnStructure: "alternatingTeams",
  initiativeStats: teamsInitiativeStats,
  economy: teamsEconomy as RulesetRules["economy"],
  declaredActions: [{ id: "act", label: "FRAY.Teams.Declared.act", modifier: 0 }],
  statuses: TEAMS_STATUSES,
  // The chapter measures in metres and counts every second diagonal as 2 m.
  grid: { distance: 1, units: "m", diagonals: "alternating1", notice: "FRAY.Teams.Grid.diagonalsSet" },
  settings: [TEAMS_RESUSCITATION_SETTING],
} satisfies RulesetRules;
export default teamsRules;
