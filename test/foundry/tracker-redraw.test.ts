/** The tracker draws itself again when a ruleset's lines change by themselves (a countdown), one pending redraw at a time. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redrawScheduler } from "../../src/foundry/combat/tracker-extension";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the tracker's redraw for a ticking ruleset line", () => {
  it("redraws once at the time asked, not before", () => {
    const redraw = vi.fn();
    const schedule = redrawScheduler(redraw);
    schedule(1_000_250, 1_000_000);
    vi.advanceTimersByTime(249);
    expect(redraw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redraw).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it("a new schedule replaces the pending one; null cancels it; a time already past redraws at once", () => {
    const redraw = vi.fn();
    const schedule = redrawScheduler(redraw);
    schedule(500, 0);
    schedule(900, 0);
    vi.advanceTimersByTime(600);
    expect(redraw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(redraw).toHaveBeenCalledTimes(1);
    schedule(100, 0);
    schedule(null, 0);
    vi.advanceTimersByTime(1_000);
    expect(redraw).toHaveBeenCalledTimes(1);
    schedule(10, 50);
    vi.advanceTimersByTime(0);
    expect(redraw).toHaveBeenCalledTimes(2);
  });
});
