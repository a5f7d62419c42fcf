/**
 * The asking side's idempotency keys (command-keys.ts): a command sent again after an unanswered sending
 * carries that sending's key, for as long as the GM could still remember it, and only that user's own; the
 * memory of unanswered commands is bounded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const { keyFor } = await import("../../../src/foundry/channel/command-keys");
const { ANSWER_MEMORY } = await import("../../../src/foundry/channel/answer-memory");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A fresh asker each test, so no test sees another's unanswered commands. */
const asker = () => `asker-${Math.random()}`;

describe("a command's key", () => {
  it("is the unanswered sending's while the GM could remember it, and a new one after", () => {
    const me = asker();
    const first = keyFor(me, "turn", { n: 1 });
    first.unanswered();
    vi.advanceTimersByTime(ANSWER_MEMORY.ms - 1);
    const again = keyFor(me, "turn", { n: 1 });
    expect([again.key, again.resent]).toEqual([first.key, true]);
    again.unanswered();
    // Counted from the first sending: the GM's memory of it ends then, whatever the re-sends.
    vi.advanceTimersByTime(1);
    const late = keyFor(me, "turn", { n: 1 });
    expect(late.key).not.toBe(first.key);
    expect(late.resent).toBe(false);
  });

  it("the answer to a second click does not forget the first click's unanswered key", () => {
    const me = asker();
    const first = keyFor(me, "turn", { n: 2 });
    // A second click while the first still waits is its own command, with its own key.
    const second = keyFor(me, "turn", { n: 2 });
    expect(second.key).not.toBe(first.key);
    first.unanswered();
    second.answered();
    // The first click's answer never came: the same command again is still that one.
    expect(keyFor(me, "turn", { n: 2 }).key).toBe(first.key);
  });

  it("keeps at most a hundred unanswered commands: the oldest is forgotten first", () => {
    const me = asker();
    const oldest = keyFor(me, "turn", { n: -1 });
    oldest.unanswered();
    for (let i = 0; i < 99; i += 1) keyFor(me, "turn", { n: i }).unanswered();
    expect(keyFor(me, "turn", { n: -1 }).key).toBe(oldest.key);
    keyFor(me, "turn", { n: 99 }).unanswered();
    keyFor(me, "turn", { n: 100 }).unanswered();
    expect(keyFor(me, "turn", { n: -1 }).resent).toBe(false);
  });
});
