/**
 * Breaking free (the grappled defender's Main Action), on the GM's client: the defender's one
 * STR/Brawl roll against a roll of each grappler (with its size penalty); every grappler it is not
 * beaten by lets go. The grappled status goes when nobody holds on any more.
 */
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { SIDES_STATUS } from "../../rules/statuses";
import { breakFree, holdsOn } from "../../rules/combat/grapple";
import { REFUSAL } from "../../rules/combat/labels";
import { sizePenalty, type CheckRoll } from "../../rules/combat/opposed-check";
import { skillCheck } from "./card-checks";
import { checkParts, withRoll } from "./check-sources";
import { grapplesOf, saveGrapples } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { checkFactsOf } from "./fighter-facts";
import { MANEUVER_REFUSAL } from "./gm-common";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { MANEUVER_CARD_VERSION, type CardCheck } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";
import { spendMain } from "./spend-main";
import { canAct } from "../actions/actor-facts";
import { REFUSAL_KEYS } from "../actions/keys";

export const BREAK_FREE_QUERY = "sidesBreakFree";
const O = "FRAY.Sides.Maneuver.Outcome";

export async function handleBreakFree(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const defenderId = payload.fighterId;
  const defender = await actorFromUuid(defenderId);
  if (typeof defenderId !== "string" || !defender) return answerRefusal({ key: MANEUVER_REFUSAL.badRequest });
  if (!userMayActFor(userId, defender)) return answerRefusal({ key: MANEUVER_REFUSAL.notOwner, data: { name: defender.name } });
  if (!canAct(defender)) return answerRefusal({ key: REFUSAL_KEYS.cannotAct, data: { name: defender.name } });
  const combat = viewedCombat();
  if (!combat) return answerRefusal({ key: MANEUVER_REFUSAL.noCombat });
  const state = grapplesOf(combat);
  const holds = holdsOn(state, defenderId);
  if (holds.length === 0) return answerRefusal({ key: REFUSAL.notGrappled });
  const defenderFacts = checkFactsOf(defender);
  if (!defenderFacts) return answerRefusal({ key: MANEUVER_REFUSAL.badRequest });
  // Only a GM may take the Main against the economy.
  const spent = await spendMain(combat, defender, payload.force === true && game.users?.get(userId)?.isGM === true);
  if (!spent.ok) return answerRefusal(spent.reason);

  const defenderParts = checkParts(defenderFacts, "grapple");
  const own = await rollDice("2d6");
  const rolls: Roll[] = [own.roll];
  const grapplerChecks: Record<string, CheckRoll> = {};
  const lines = new Map<string, CardCheck>();
  for (const hold of holds) {
    const grappler = await actorFromUuid(hold.grapplerId);
    const facts = grappler ? checkFactsOf(grappler) : null;
    if (!grappler || !facts) continue;
    const parts = checkParts(facts, "grapple");
    const rolled = await rollDice("2d6");
    rolls.push(rolled.roll);
    grapplerChecks[hold.grapplerId] = withRoll(parts, rolled.total);
    lines.set(hold.grapplerId, skillCheck(grappler.name, parts, rolled.total, sizePenalty(hold.size) ?? [], null));
  }
  const decided = breakFree(state, defenderId, withRoll(defenderParts, own.total), grapplerChecks);
  if (!decided.ok) return answerRefusal(decided.reason);
  await saveGrapples(combat, decided.state);
  if (decided.heldBy.length === 0 && defender.statuses.has(SIDES_STATUS.grappled)) {
    await defender.toggleStatusEffect(SIDES_STATUS.grappled, { active: false });
  }
  const nameOf = (id: string) => lines.get(id)?.name ?? "";
  const checks = [
    skillCheck(defender.name, defenderParts, own.total, [], decided.freedFrom.length > 0),
    ...[...lines].map(([id, line]) => ({ ...line, won: decided.heldBy.includes(id) })),
  ];
  const outcomes = [
    ...decided.freedFrom.map((id) => ({ key: `${O}.FreedFrom`, data: { defender: defender.name, grappler: nameOf(id) } })),
    ...decided.heldBy.map((id) => ({ key: `${O}.StillHeld`, data: { defender: defender.name, grappler: nameOf(id) } })),
  ];
  await postManeuverCard({ schemaVersion: MANEUVER_CARD_VERSION, kind: "breakFree", actorName: defender.name, targetName: "", checks, outcomes, hold: null }, rolls);
  return { ok: true, result: { freedFrom: decided.freedFrom, heldBy: decided.heldBy } };
}
