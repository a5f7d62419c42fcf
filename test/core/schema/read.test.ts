/** Stored data read back by its spec: one damaged field never costs the others, nor breaks the fight. */
import { describe, expect, it } from "vitest";
import { readBySpec } from "../../../src/core/schema/read";
import { spec } from "../../../src/core/schema/spec";

const budget = spec.object({ movesTaken: spec.integer(0, { min: 0 }), shieldUsed: spec.boolean(false) });
const fresh = () => ({ movesTaken: 0, shieldUsed: false });

describe("a stored budget read by its spec", () => {
  it("keeps every field the spec accepts", () => {
    expect(readBySpec(budget, fresh, { movesTaken: 2, shieldUsed: true })).toEqual({ movesTaken: 2, shieldUsed: true });
  });
  it("starts a refused field fresh, keeps the rest and drops unknown fields", () => {
    expect(readBySpec(budget, fresh, { movesTaken: -3, shieldUsed: true, forged: 1 })).toEqual({ movesTaken: 0, shieldUsed: true });
  });
  it("fills a missing field from fresh data rather than leaving it out", () => {
    expect(readBySpec(budget, () => ({ movesTaken: 1, shieldUsed: false }), { shieldUsed: true })).toEqual({ movesTaken: 1, shieldUsed: true });
  });
  it("reads something that is not a record at all as a fresh budget", () => {
    for (const stored of [null, undefined, "spent", [2, true]]) expect(readBySpec(budget, fresh, stored)).toEqual(fresh());
  });
});
