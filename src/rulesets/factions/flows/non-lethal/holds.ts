/**
 * Who holds whom after a grapple, kept in factions' round state on the fight's Combat (schema/round.ts: only
 * the GM writes it; the tracker's undo restores it with the round). A hold
 * whose grabber is down (incapacitated, dead) no longer holds (holdSurvives). Outside a tracked fight a
 * grab is only the `grabbed` status (docs/rules-notes.md). `grabbedBy` is what other flows read (hiding
 * behind the grabbed one).
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { rulesetRound, saveRulesetRound } from "../../../../foundry/combat/ruleset-round";
import { holdSurvives } from "../../rules/attack/grapple-hold";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_ROUND, type FactionsHold, type FactionsRound } from "../../schema/round";

export type { FactionsHold } from "../../schema/round";

/** The fight the token is a combatant of, or null. */
export const fightOf = (token: TokenDocument.Implementation | null): Combat.Implementation | null => (token ? (tokenCombatant(token)?.combat ?? null) : null);

export const holdsIn = (combat: Combat.Implementation | null): FactionsHold[] => (combat ? rulesetRound(combat, FACTIONS_ROUND).holds : []);

const DOWN = [FACTIONS_STATUS.incapacitated, FACTIONS_STATUS.dead];

/** The hold still stands: its grabber is not down. */
function stands(hold: FactionsHold): boolean {
  const grabber = tokenFromUuidSync(hold.grabber)?.actor;
  return holdSurvives(!grabber || DOWN.some((id) => grabber.statuses.has(id))).held;
}

/** The standing hold on this token (its grabber), or null. */
export function grabbedBy(token: TokenDocument.Implementation): FactionsHold | null {
  return holdsIn(fightOf(token)).find((hold) => hold.grabbed === token.uuid && stands(hold)) ?? null;
}

/** The standing holds this token keeps on others. */
export function holdsOf(token: TokenDocument.Implementation): FactionsHold[] {
  return holdsIn(fightOf(token)).filter((hold) => hold.grabber === token.uuid && stands(hold));
}

async function saveHolds(combat: Combat.Implementation, change: (holds: FactionsHold[]) => FactionsHold[]): Promise<void> {
  const round: FactionsRound = rulesetRound(combat, FACTIONS_ROUND);
  const next: FactionsRound = { ...round, holds: change(round.holds) };
  await saveRulesetRound(combat, FACTIONS_ROUND, next);
}

const same = (a: FactionsHold, b: Pick<FactionsHold, "grabber" | "grabbed">) => a.grabber === b.grabber && a.grabbed === b.grabbed;

/** GM: the grabber now holds the grabbed (in their fight; outside one, nothing is kept). */
export async function addHold(grabber: TokenDocument.Implementation, grabbed: TokenDocument.Implementation): Promise<void> {
  const combat = fightOf(grabbed);
  if (!combat) return;
  const hold = { grabber: grabber.uuid, grabbed: grabbed.uuid, grabberName: grabber.name ?? "", grabbedName: grabbed.name ?? "" };
  await saveHolds(combat, (holds) => [...holds.filter((h) => !same(h, hold)), hold]);
}

/** GM: the hold ends; the grabbed loses its `grabbed` status unless another hold keeps it. */
export async function endHold(combat: Combat.Implementation | null, hold: Pick<FactionsHold, "grabber" | "grabbed">): Promise<void> {
  if (combat) await saveHolds(combat, (holds) => holds.filter((h) => !same(h, hold)));
  const stillHeld = holdsIn(combat).some((h) => h.grabbed === hold.grabbed && stands(h));
  const grabbed = tokenFromUuidSync(hold.grabbed)?.actor;
  if (grabbed && !stillHeld) await setStatuses(grabbed, [FACTIONS_STATUS.grabbed], false);
}
