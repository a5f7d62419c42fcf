/**
 * A GM's toggle of a condition's token status. The data wins: toggling unconscious, prone or dead
 * writes that stored flag; what the numbers decide (harmed, bloodied, unconscious at 0 health, only
 * "dead" once dead) is put back on the token and the GM is told why.
 */
import { warnUser } from "../../../../foundry/notify";
import { translate } from "../../../../foundry/i18n";
import { TEAMS_CONDITIONS, type TeamsCondition } from "../../rules/derived/conditions";
import { flagsFromToggles } from "../../rules/derived/condition-statuses";
import { TEAMS_STATUSES } from "../../rules/statuses";
import { showDerivedConditions, teamsDataOf } from "./actor-conditions";

/** The chapter's conditions among the statuses an effect carries. */
export function conditionsAmong(statuses: Iterable<string>): TeamsCondition[] {
  const ids = new Set(statuses);
  return TEAMS_CONDITIONS.filter((id) => ids.has(id));
}

const statusName = (id: string) => translate(TEAMS_STATUSES.find((status) => status.id === id)?.name ?? id);

/** GM: the token now shows `toggled` differently; writes the flags it may set, then shows the data. */
export async function followGmToggle(actor: Actor.Implementation, toggled: readonly TeamsCondition[]): Promise<void> {
  const data = teamsDataOf(actor);
  if (!data || toggled.length === 0) return;
  const flags = flagsFromToggles(toggled, data.derived.conditions, actor.statuses, data.conditions);
  if (flags) await actor.update({ system: { conditions: flags } } as Actor.UpdateData);
  const putBack = await showDerivedConditions(actor, toggled);
  for (const { id } of putBack) warnUser("FRAY.Teams.Conditions.keptByData", { name: actor.name ?? "", condition: statusName(id) });
}
