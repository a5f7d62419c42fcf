/**
 * What every answer of the GM must hold to in the rulesets' trust property tests, whatever the ruleset:
 * it comes, it is never "failed", a refusal changes nothing, a socket id no user has never hears yes,
 * and nothing is applied twice (the same request id again is refused as a replay, a one-shot step asked
 * again is refused, and neither changes anything). A ruleset adds its own checks on a yes.
 */
import { expect } from "vitest";
import { CHANNEL_REFUSAL } from "../../src/foundry/channel/answer";
import { newRequestId } from "./trust-run";

/** The GM's answer to a request. */
export interface Answer {
  ok: boolean;
  reason?: string;
  result?: unknown;
}

/** How a ruleset's property sends a request and reads its world. */
export interface AskingWorld {
  /** Sends as `sender`'s client would, under request id `id`; the GM's answer, or null when none came. */
  send(sender: string, kind: string, payload: unknown, id: string): Promise<Answer | null>;
  /** What the GM enforces and people see, as text two moments can compare. */
  state(): string;
}

/** One request of a property, and what it is tried again with once accepted. */
export interface Asked {
  sender: string;
  kind: string;
  payload: unknown;
  /** Its request id (a new one when left out). */
  id?: string;
  /** Send a player's accepted request again under the same id: the channel must refuse the replay. */
  replay: boolean;
  /** Ask an accepted one-shot step again under a new id: it must be refused. */
  oneShot: boolean;
}

/** Sends `asked`, holds the answer to what every answer must hold to and, on a yes, to the ruleset's own checks (`accepted`); returns the answer. */
export async function askChecked(world: AskingWorld, asked: Asked, accepted: (answer: Answer) => void = () => undefined): Promise<Answer> {
  const { sender, kind, payload } = asked;
  const before = world.state();
  const id = asked.id ?? newRequestId();
  const answer = await world.send(sender, kind, payload, id);
  expect(answer, `${kind} from ${sender} was never answered`).not.toBeNull();
  expect(answer!.reason, `${kind} from ${sender} failed on the GM`).not.toBe(CHANNEL_REFUSAL.failed);
  if (!answer!.ok) {
    expect(world.state(), `a refused ${kind} from ${sender} (${answer!.reason}) changed something`).toBe(before);
    return answer!;
  }
  expect(sender, `a socket id no user has was answered yes for ${kind}`).not.toBe("stranger");
  accepted(answer!);
  if (asked.replay && sender !== "gm") {
    const again = world.state();
    expect(await world.send(sender, kind, payload, id), `${kind} from ${sender} sent again under its id`).toEqual({ ok: false, reason: CHANNEL_REFUSAL.replayed });
    expect(world.state(), `a replayed ${kind} from ${sender} changed something`).toBe(again);
  }
  if (asked.oneShot) {
    const again = world.state();
    expect((await world.send(sender, kind, payload, newRequestId()))?.ok, `${kind} from ${sender} was applied twice`).toBe(false);
    expect(world.state(), `${kind} from ${sender}, refused the second time, changed something`).toBe(again);
  }
  return answer!;
}
