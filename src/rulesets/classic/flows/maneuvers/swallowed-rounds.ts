/**
 * Counts the full rounds each swallowed creature has spent inside, at each round's end on the GM's client
 * (once per round, even when undo replays it): after the third it falls unconscious, after the twentieth it
 * dies, and either way its holds end. The swallowed creature is one of the fight's combatants.
 */
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { swallowedState } from "../../rules/maneuvers/swallow-whole";
import type { ClassicRound } from "../../schema/round";
import { endHoldsOf } from "./hold-release";
import { actorInFight, changeRound, classicRound } from "./round-holds";

export function countedSwallowings(round: ClassicRound, ended: number): ClassicRound {
  return { ...round, swallowed: round.swallowed.map((s) => (s.countedRound >= ended ? s : { ...s, rounds: s.rounds + 1, countedRound: ended })) };
}

export async function countSwallowedAtRoundEnd(combat: Combat.Implementation, ended: number): Promise<void> {
  const before = classicRound(combat);
  if (!before || before.swallowed.length === 0) return;
  const after = countedSwallowings(before, ended);
  await changeRound(combat, () => after);
  for (const entry of after.swallowed) {
    const state = swallowedState(entry.rounds);
    const actor = state === "conscious" ? null : actorInFight(combat, entry.swallowed);
    if (!actor) continue;
    const status = state === "dead" ? CLASSIC_STATUS.dead : CLASSIC_STATUS.unconscious;
    if (actor.statuses.has(status)) continue;
    await actor.toggleStatusEffect(status, { active: true });
    await endHoldsOf(actor, combat);
  }
}
