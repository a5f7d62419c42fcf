import { describe, expect, it } from "vitest";
import type { TrackerView } from "../../../../../src/core/turns/adapters/adapter";
import { actionContext } from "../../../../../src/rulesets/sides/flows/actions/action-context";
import { isOwnTurn } from "../../../../../src/core/turns/own-turn";
import { characterArms, monsterArms } from "../../../../../src/rulesets/sides/flows/actions/melee-arms";
import { provokedFoes, type TokenPlace } from "../../../../../src/rulesets/sides/flows/actions/nearby-foes";

function view(partial: Partial<TrackerView>): TrackerView {
  return {
    structure: "sideInitiative",
    started: true,
    round: 1,
    phase: null,
    threshold: null,
    holderId: null,
    groups: [],
    order: [],
    fighters: [],
    activeIds: [],
    pendingRolls: [],
    ...partial,
  };
}

const group = (id: string, onTurn: boolean) => ({ id, initiative: 5, onTurn, done: false, passed: false });
const fighter = (id: string, status: "acting" | "ready" | "waiting") => ({ id, groupId: null, status, initiative: null, declared: null, held: null });

describe("choosing the action context from the tracker", () => {
  it("a combatant whose side is on turn acts on its own turn; the other side does not", () => {
    const sides = view({ groups: [group("party", true), group("foes", false)] });
    expect(isOwnTurn(sides, "maren", "party")).toBe(true);
    expect(isOwnTurn(sides, "gob", "foes")).toBe(false);
  });
  it("the acting combatant and the active ids act on their own turn in structures without sides", () => {
    expect(isOwnTurn(view({ structure: "individual", activeIds: ["a"] }), "a", null)).toBe(true);
    expect(isOwnTurn(view({ structure: "factions", activeIds: ["b"], fighters: [fighter("b", "acting")] }), "b", null)).toBe(true);
    expect(isOwnTurn(view({ structure: "individual", activeIds: ["a"], fighters: [fighter("b", "ready")] }), "b", null)).toBe(false);
  });
  it("a fight not started under a turn structure has no turn to be out of", () => {
    expect(isOwnTurn(null, "a", null)).toBe(true);
    expect(isOwnTurn(view({ started: false }), "a", "foes")).toBe(true);
  });
  it("carries the actor's kind, Snap training and reload type", () => {
    expect(actionContext(null, "a", null, { kind: "npc", snapTrained: true })).toEqual({ ownTurn: true, kind: "npc", snapTrained: true });
    expect(actionContext(null, "a", null, { kind: "character", snapTrained: false, reloadType: "free" }).reloadType).toBe("free");
  });
});

describe("who is armed for an Attack of Opportunity", () => {
  it("a character with a readied melee weapon, reaching 10 ft with a Long one", () => {
    expect(characterArms([{ id: "sword", category: "melee", readied: true, long: false }])).toEqual({ armed: true, reachFt: 5, source: { itemId: "sword" } });
    const withPike = characterArms([
      { id: "sword", category: "melee", readied: true, long: false },
      { id: "pike", category: "melee", readied: true, long: true },
    ]);
    expect(withPike).toEqual({ armed: true, reachFt: 10, source: { itemId: "pike" } });
  });
  it("not a character whose melee weapon is stowed, nor one holding only a bow or bare fists", () => {
    expect(characterArms([{ id: "sword", category: "melee", readied: false, long: false }]).armed).toBe(false);
    expect(characterArms([{ id: "bow", category: "ranged", readied: true, long: false }, { id: "fist", category: "unarmed", readied: true, long: false }]).armed).toBe(false);
  });
  it("a monster with a melee attack, striking with the first one", () => {
    expect(monsterArms([{ range: 50 }, { range: 0 }])).toEqual({ armed: true, reachFt: 5, source: { attackIndex: 1 } });
    expect(monsterArms([{ range: 50 }]).armed).toBe(false);
  });
});

describe("who may strike at a provoking mover", () => {
  const sq = (col: number, row: number, size = 1) => ({ col, row, width: size, height: size });

  const place = (id: string, col: number, disposition: number, extra: Partial<TokenPlace> = {}): TokenPlace => ({
    id,
    place: sq(col, 0),
    disposition,
    armedMelee: true,
    reachFt: 5,
    canAct: true,
    ...extra,
  });
  const hero = place("hero", 0, 1);
  const others = [
    place("adjacent", 1, -1),
    place("pike", 2, -1, { reachFt: 10 }),
    place("far", 3, -1),
    place("archer", -1, -1, { armedMelee: false }),
    place("friend", -1, 1),
    place("down", 1, -1, { canAct: false }),
    place("bystander", 1, 0),
  ];
  it("an action that provokes lists the adjacent armed foes and the Long weapon two squares off", () => {
    expect(provokedFoes({ action: "run", disengaged: false, moved: true }, hero, others, 5)).toEqual(["adjacent", "pike"]);
  });
  it("nobody, once disengaged, or for an action that does not provoke", () => {
    expect(provokedFoes({ action: "run", disengaged: true, moved: true }, hero, others, 5)).toEqual([]);
    expect(provokedFoes({ action: "meleeAttack", disengaged: false, moved: false }, hero, others, 5)).toEqual([]);
  });
  it("Screen an Ally provokes only when the screener moves", () => {
    expect(provokedFoes({ action: "screenAlly", disengaged: false, moved: false }, hero, others, 5)).toEqual([]);
    expect(provokedFoes({ action: "screenAlly", disengaged: false, moved: true }, hero, others, 5)).toEqual(["adjacent", "pike"]);
  });
});
