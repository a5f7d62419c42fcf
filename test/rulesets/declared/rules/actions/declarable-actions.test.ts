import { describe, expect, it } from "vitest";
import { declaredModifier } from "../../../../../src/core/declared-actions";
import {
  DECLARED_ACTION_KINDS,
  DECLARED_ACTIONS,
  declaredActionId,
  declaredActionKindOf,
  parseDeclaredActionId,
} from "../../../../../src/rulesets/declared/rules/actions/action-kinds";
import { declarableActionList, type DeclarerGear } from "../../../../../src/rulesets/declared/rules/actions/declarable-actions";
import { priceDeclaration } from "../../../../../src/rulesets/declared/rules/actions/declaration-price";
import { DECLARED_ACTION_LABEL as LABEL, DECLARED_ACTION_LINE as L, DECLARED_ACTION_REFUSAL as R, DECLARED_ACTION_WITH as WITH } from "../../../../../src/rulesets/declared/rules/actions/labels";

const wizard: DeclarerGear = {
  weapons: [
    { id: "staff", name: "Quarterstaff", speed: 4 },
    { id: "knife", name: "Knife", speed: 1 },
  ],
  spells: [{ id: "bolt", name: "Frost Bolt", castingTn: 13, speed: null }],
  consumables: [{ id: "salve", name: "Healing Salve", initiativeModifier: null }],
};
const bare: DeclarerGear = { weapons: [], spells: [], consumables: [] };

describe("the static catalogue the declare dialog lists", () => {
  it("has the chapter's six actions, each with its modifier when nothing is chosen", () => {
    expect(DECLARED_ACTIONS.map((a) => [a.id, a.label, a.modifier])).toEqual([
      ["attack", LABEL.attack, 0],
      ["cast", LABEL.cast, 0],
      ["consumable", LABEL.consumable, 6],
      ["throw", LABEL.throw, 2],
      ["fullDefense", LABEL.fullDefense, -1],
      ["defensiveAttack", LABEL.defensiveAttack, 1],
    ]);
    expect(DECLARED_ACTIONS.map((a) => a.id)).toEqual([...DECLARED_ACTION_KINDS]);
  });
});

describe("action ids", () => {
  it("name the action alone, or the action and the item it uses", () => {
    expect(declaredActionId("fullDefense")).toBe("fullDefense");
    expect(declaredActionId("attack", "staff")).toBe("attack:staff");
  });

  it("read back into the action and the item", () => {
    expect(parseDeclaredActionId("attack:staff")).toEqual({ kind: "attack", itemId: "staff" });
    expect(parseDeclaredActionId("throw")).toEqual({ kind: "throw", itemId: null });
    expect(parseDeclaredActionId("cast:a:b")).toEqual({ kind: "cast", itemId: "a:b" });
  });

  it("that are none of the six read as nothing", () => {
    expect(parseDeclaredActionId("none")).toBeNull();
    expect(parseDeclaredActionId("charge:staff")).toBeNull();
    expect(parseDeclaredActionId("xattack")).toBeNull();
  });

  it("tell what a creature declared, whatever it used", () => {
    expect(declaredActionKindOf("defensiveAttack:knife")).toBe("defensiveAttack");
    expect(declaredActionKindOf("fullDefense")).toBe("fullDefense");
    expect(declaredActionKindOf("none")).toBeNull();
    expect(declaredActionKindOf(null)).toBeNull();
    expect(declaredActionKindOf(undefined)).toBeNull();
  });
});

describe("what one creature may declare", () => {
  it("a wizard with a staff, a knife, a spell and a salve sees each choice with its own modifier", () => {
    expect(declarableActionList(wizard)).toEqual([
      { id: "attack:staff", label: WITH.attack, data: { item: "Quarterstaff" }, modifier: 4 },
      { id: "attack:knife", label: WITH.attack, data: { item: "Knife" }, modifier: 1 },
      { id: "cast:bolt", label: WITH.cast, data: { item: "Frost Bolt" }, modifier: 3 },
      { id: "consumable:salve", label: WITH.consumable, data: { item: "Healing Salve" }, modifier: 6 },
      { id: "throw", label: LABEL.throw, modifier: 2 },
      { id: "fullDefense", label: LABEL.fullDefense, modifier: -1 },
      { id: "defensiveAttack:staff", label: WITH.defensiveAttack, data: { item: "Quarterstaff" }, modifier: 5 },
      { id: "defensiveAttack:knife", label: WITH.defensiveAttack, data: { item: "Knife" }, modifier: 2 },
      { id: "defensiveAttack", label: LABEL.defensiveAttack, modifier: 1 },
    ]);
  });

  it("a creature with nothing may still throw, defend fully or move in defensively", () => {
    expect(declarableActionList(bare).map((a) => [a.id, a.modifier])).toEqual([
      ["throw", 2],
      ["fullDefense", -1],
      ["defensiveAttack", 1],
    ]);
  });

  it("an item's own stated modifier shows in the list", () => {
    const gear = { ...bare, consumables: [{ id: "smoke", name: "Smoke Bomb", initiativeModifier: 2 }] };
    expect(declaredModifier(declarableActionList(gear), "consumable:smoke")).toBe(2);
  });
});

describe("pricing a declaration from the creature's gear", () => {
  it("agrees with the list for every choice it offers", () => {
    for (const action of declarableActionList(wizard)) {
      const priced = priceDeclaration(action.id, wizard);
      expect(priced.ok && priced.modifier, action.id).toBe(action.modifier);
    }
  });

  it("gives the lines behind the modifier", () => {
    expect(priceDeclaration("defensiveAttack:knife", wizard)).toEqual({
      ok: true,
      modifier: 2,
      lines: [
        { key: L.weaponSpeed, value: 1 },
        { key: L.defensive, value: 1 },
      ],
    });
    expect(priceDeclaration("consumable:salve", wizard)).toEqual({ ok: true, modifier: 6, lines: [{ key: L.consumable, value: 6 }] });
  });

  it("a spell that states its own speed is priced at it", () => {
    const gear = { ...bare, spells: [{ id: "ward", name: "Quick Ward", castingTn: 16, speed: 1 }] };
    expect(priceDeclaration("cast:ward", gear)).toEqual({ ok: true, modifier: 1, lines: [{ key: L.spellSpeed, value: 1 }] });
  });

  it("refuses an item the creature no longer has", () => {
    expect(priceDeclaration("attack:sword", wizard)).toEqual({ ok: false, reason: { key: R.itemGone } });
  });

  it("refuses an unknown action, and a choice that does not fit the action", () => {
    expect(priceDeclaration("none", wizard)).toEqual({ ok: false, reason: { key: R.unknownAction } });
    expect(priceDeclaration("attack", wizard)).toEqual({ ok: false, reason: { key: R.needsWeapon } });
    expect(priceDeclaration("attack:bolt", wizard)).toEqual({ ok: false, reason: { key: R.needsWeapon } });
    expect(priceDeclaration("cast:staff", wizard)).toEqual({ ok: false, reason: { key: R.needsSpell } });
    expect(priceDeclaration("cast:salve", wizard)).toEqual({ ok: false, reason: { key: R.needsSpell } });
  });
});
