/**
 * The GM's half of the card pipeline. A click names only the card (and a choice such as a mode); the
 * GM finds its own card, reads the record, runs the ruleset's step against it and stores what the step
 * decided, re-rendered. Nothing the asker sends but the message id and the step's own options is used.
 */
import type { Reason } from "../../core/rules-types";
import { answerRefusal, registerGmHandler, type GmHandler } from "../channel";
import { gmCard, type GmCard } from "./card-record";
import { storeCard } from "./card-store";
import type { CardType } from "./card-type";

/** Who asks, from the channel's sender id (never from the payload). */
export interface Asker {
  id: string;
  isGM: boolean;
  user: User.Implementation;
}

export interface CardStepContext<R> extends GmCard<R> {
  asker: Asker;
  payload: Record<string, unknown>;
}

/** A step's decision: a refusal, or what changed (the record, the rolls) and what to answer. */
export type CardStepOutcome<R> =
  | { ok: false; reason: Reason }
  | { ok: true; record?: R; rolls?: Roll[]; result?: unknown };

/** One thing people may ask of a card, carried out by the GM. */
export interface CardStep<R> {
  /** The GM command's name, starting with the ruleset id. */
  command: string;
  /** How this step refuses a message that is not this card, or a card the GM did not write. */
  refusals: { missing: Reason; notGm: Reason };
  run(context: CardStepContext<R>): Promise<CardStepOutcome<R>>;
}

/** The GM handler for one step of one card type. */
export function cardStepHandler<R>(card: CardType<R>, step: CardStep<R>): GmHandler {
  return async (payload, userId) => {
    // Stryker disable next-line OptionalChaining: runCommand refuses a sender game.users cannot find before any handler runs
    const user = game.users?.get(userId);
    const found = gmCard(payload.messageId, card);
    if (!user || found === "missing") return answerRefusal(step.refusals.missing);
    if (found === "notGm") return answerRefusal(step.refusals.notGm);
    const outcome = await step.run({ ...found, asker: { id: userId, isGM: user.isGM, user }, payload });
    if (!outcome.ok) return answerRefusal(outcome.reason);
    if (outcome.record !== undefined || outcome.rolls !== undefined) {
      await storeCard(found.message, card, outcome.record ?? found.record, outcome.rolls ?? found.message.rolls);
    }
    return outcome.result === undefined ? { ok: true } : { ok: true, result: outcome.result };
  };
}

/** Registers every step of a card type as a GM command. */
export function registerCardSteps<R>(card: CardType<R>, steps: readonly CardStep<R>[]): void {
  for (const step of steps) registerGmHandler(step.command, cardStepHandler(card, step));
}
