import { describe, expect, it } from "vitest";
import { ringAfter, ringFrom } from "../../../src/core/turns/rotation";

/** Factions and teams take turns in a ring: after the last comes the first again. */
const FACTIONS = ["players", "bandits", "wolves"];

describe("groups taking turns in a ring", () => {
  it("a round led by a chosen faction goes round the ring from it", () => {
    expect(ringFrom(FACTIONS, "bandits")).toEqual(["bandits", "wolves", "players"]);
    expect(ringFrom(FACTIONS, "wolves")).toEqual(["wolves", "players", "bandits"]);
    expect(ringFrom(FACTIONS, "players")).toEqual(FACTIONS);
  });
  it("with no leader, or one no longer in the fight, the ring starts at the top", () => {
    expect(ringFrom(FACTIONS, null)).toEqual(FACTIONS);
    expect(ringFrom(FACTIONS, "elves")).toEqual(FACTIONS);
  });
  it("play passes to the next group, wrapping round, the one that just acted coming last", () => {
    expect(ringAfter(FACTIONS, "players")).toEqual(["bandits", "wolves", "players"]);
    expect(ringAfter(FACTIONS, "wolves")).toEqual(["players", "bandits", "wolves"]);
  });
  it("when nobody has acted yet, or the last to act has left, play starts from the top", () => {
    expect(ringAfter(FACTIONS, null)).toEqual(FACTIONS);
    expect(ringAfter(FACTIONS, "elves")).toEqual(FACTIONS);
  });
});
