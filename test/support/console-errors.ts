/**
 * The GM's reactions never fail: a failure would be logged to the GM's console and the change left
 * unhandled. Call at a test file's top level: each test starts with an empty list, the console's
 * errors are caught into it instead of printed, and a test fails if any is left at its end. A test
 * that expects an error reads the list and empties it (`failures.length = 0`).
 */
import { afterEach, beforeEach, expect, vi } from "vitest";

export function failOnConsoleErrors(): unknown[][] {
  const failures = catchConsoleErrors();
  afterEach(() => expect(failures).toEqual([]));
  return failures;
}

/** The console's errors caught into a list each test starts empty; the test decides what may be in it (a property test, step by step). */
export function catchConsoleErrors(): unknown[][] {
  const caught: unknown[][] = [];
  beforeEach(() => {
    caught.length = 0;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void caught.push(args));
  });
  afterEach(() => vi.restoreAllMocks());
  return caught;
}
