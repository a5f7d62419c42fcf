/**
 * Declared-action speed (seed 003, Step 3): the GM reads a declaration's initiative modifier from the
 * ruleset's list of combat actions, never from the number the player's client sent.
 */
import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../src/core/declared-actions";
import { declaredModifier } from "../../src/core/declared-actions";

/** The chapter's list, for a fighter whose weapon has speed 0. */
const CHAPTER_ACTIONS: DeclaredAction[] = [
  { id: "attack", label: "attack", modifier: 0 },
  { id: "consumable", label: "consumable", modifier: 6 },
  { id: "throw", label: "throw", modifier: 2 },
  { id: "fullDefense", label: "fullDefense", modifier: -1 },
  { id: "defensiveAttack", label: "defensiveAttack", modifier: 1 },
];

describe("declared actions: the modifier comes from the ruleset's list", () => {
  it.each([
    ["using a consumable item", "consumable", 6],
    ["throwing an item", "throw", 2],
    ["full defence", "fullDefense", -1],
    ["a defensive attack without a weapon", "defensiveAttack", 1],
    ["attacking with a speed-0 weapon", "attack", 0],
  ])("%s moves the round initiative by its listed modifier", (_what, id, modifier) => {
    expect(declaredModifier(CHAPTER_ACTIONS, id)).toBe(modifier);
  });

  it("an action that is not on the list has no modifier, so the declaration is not applied", () => {
    expect(declaredModifier(CHAPTER_ACTIONS, "teleport")).toBeNull();
    expect(declaredModifier(CHAPTER_ACTIONS, undefined)).toBeNull();
    expect(declaredModifier([], "attack")).toBeNull();
  });
});
