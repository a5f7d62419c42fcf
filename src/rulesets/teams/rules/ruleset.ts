/** The pure half of the `teams` ruleset: what the turn engines, pack build and tests read. */
import type { RulesetRules } from "../../../core/ruleset/contract";
import { teamsTypes } from "../schema";
import { teamsInitiativeStats } from "./initiative-stats";
import { teamsEconomy } from "./actions/economy";
import { TEAMS_STATUSES } from "./statuses";

export const teamsRules = {
  id: "teams",
  types: teamsTypes,
  turnStructure: "alternatingTeams",
  initiativeStats: teamsInitiativeStats,
  economy: teamsEconomy as RulesetRules["economy"],
  declaredActions: [{ id: "act", label: "FRAY.Teams.Declared.act", modifier: 0 }],
  statuses: TEAMS_STATUSES,
  settings: [],
} satisfies RulesetRules;
export default teamsRules;
