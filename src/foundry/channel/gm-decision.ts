/**
 * A request that needs the GM's own decision (a confirm dialog only a person can answer) never holds
 * the GM's lane: the lane serialises document work, and a dialog can stay open for minutes. The handler
 * checks the request on the lane, parks it and answers at once that the GM is deciding; the dialog opens
 * outside the lane; when the GM decides, the work goes back on the lane (checked again there, since the
 * fight may have moved on) and the asker is told the outcome. Each user has at most one request parked.
 */
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
import { answerOnGmLane } from "./gm-lane";
import { pushToUser, registerPlayerHandler } from "./push";
import { readAnswer } from "./wire";
import { notifyUser, warnUser } from "../notify";

/** The push that carries a parked request's outcome to its asker. */
export const DECIDED_PUSH = "decided";

/** The answer a parked request gets at once: the GM is deciding. */
export const PARKED: GmAnswer = { ok: true, result: { parked: true } };

const parked = new Set<string>();

export interface GmDecision {
  /** Asks the GM (a dialog); true goes ahead. Runs outside the lane. */
  ask(): Promise<boolean>;
  /** The refusal when the GM says no. */
  declined: GmAnswer;
  /** The work once the GM said yes: on the lane, checking the request again first. */
  then(): Promise<GmAnswer>;
}

/** Tells the asker the outcome: a GM's own request on this client, a player's through a push. */
function tell(askerId: string, answer: GmAnswer): void {
  if (askerId === game.userId) return showOutcome(answer);
  pushToUser(askerId, DECIDED_PUSH, answer);
}

function showOutcome(answer: GmAnswer): void {
  if (answer.ok) notifyUser("FRAY.Channel.decided");
  else warnUser(answer.reason, answer.data ?? {});
}

/** GM, on the lane: parks the request until the GM decides; a second one from the same asker is refused meanwhile. */
export function parkForGm(askerId: string, decision: GmDecision): GmAnswer {
  if (parked.has(askerId)) return refusal(CHANNEL_REFUSAL.decisionPending);
  parked.add(askerId);
  // The dialog opens after this handler's answer has gone out, so the asker hears "deciding" first.
  setTimeout(() => void decide(askerId, decision), 0);
  return PARKED;
}

/** Off the lane: the GM's decision, then (on a yes) the work on the lane; the asker hears the outcome either way. */
async function decide(askerId: string, decision: GmDecision): Promise<void> {
  let answer: GmAnswer = refusal(CHANNEL_REFUSAL.failed);
  try {
    answer = (await decision.ask()) ? await answerOnGmLane(decision.then) : decision.declined;
  } catch (error) {
    console.error("Fray | a request the GM decided failed", error);
  } finally {
    parked.delete(askerId);
    tell(askerId, answer);
  }
}

/** Whether an answer says the request waits for the GM's decision. */
export function isParked(answer: GmAnswer): boolean {
  return answer.ok && (answer.result as { parked?: unknown } | undefined)?.parked === true;
}

let listening = false;

/** Every client, once: shows the outcome of its own parked request when the GM pushes it. */
export function registerDecisionOutcomes(): void {
  if (listening) return;
  listening = true;
  registerPlayerHandler(DECIDED_PUSH, async (payload) => showOutcome(readAnswer(payload)));
}
