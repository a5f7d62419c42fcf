import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deedFitsDeclaration, DEED_REFUSAL, stepActionOf, type DeclaredDeed } from "../../../../../src/rulesets/declared/rules/actions/deed-fits-declaration";
import { flatLang } from "../../../../support/lang";
import { runs } from "../../../../support/fixed-seed";

const DEEDS: Record<string, DeclaredDeed> = {
  greataxe: { kind: "attack", weaponId: "greataxe" },
  mace: { kind: "attack", weaponId: "mace" },
  sleep: { kind: "cast", spellId: "sleep" },
  fireball: { kind: "cast", spellId: "fireball" },
  draught: { kind: "use", itemId: "draught" },
  flask: { kind: "use", itemId: "flask" },
  intimidate: { kind: "other" },
};

/** Each step action, and which deeds it allows (every other deed is refused with the reason named). */
const TABLE: [string | null, string[], string][] = [
  ["attack:greataxe", ["greataxe"], DEED_REFUSAL.attack],
  ["defensiveAttack:greataxe", ["greataxe", "intimidate"], DEED_REFUSAL.defensiveAttack],
  ["defensiveAttack", ["intimidate"], DEED_REFUSAL.defensiveUnarmed],
  ["cast:sleep", ["sleep"], DEED_REFUSAL.cast],
  ["consumable:draught", ["draught"], DEED_REFUSAL.consumable],
  ["throw:flask", ["flask"], DEED_REFUSAL.throw],
  ["throw", [], DEED_REFUSAL.throw],
  ["fullDefense", [], DEED_REFUSAL.fullDefense],
  ["none", [], DEED_REFUSAL.noneDeclared],
  ["dance:greataxe", [], DEED_REFUSAL.noneDeclared],
  [null, [], DEED_REFUSAL.notYourStep],
];

describe("what a creature does in its step is what it declared", () => {
  it.each(TABLE)("declared %s: allows %j, refuses the rest", (stepAction, allowed, refusal) => {
    for (const [name, deed] of Object.entries(DEEDS)) {
      const expected = allowed.includes(name) ? { ok: true } : { ok: false, reason: { key: refusal } };
      expect(deedFitsDeclaration(deed, stepAction), `${name} under ${stepAction}`).toEqual(expected);
    }
  });

  it("the greataxe declared, the attack is the greataxe's however it is swung; an item named by an id with a colon still matches whole", () => {
    expect(deedFitsDeclaration({ kind: "attack", weaponId: "a:b" }, "attack:a:b")).toEqual({ ok: true });
    expect(deedFitsDeclaration({ kind: "attack", weaponId: "a" }, "attack:a:b")).toMatchObject({ ok: false });
  });

  it("no deed fits full defense, no declaration, or a moment outside the creature's step", () => {
    const deed = fc.oneof(
      fc.record({ kind: fc.constant("attack" as const), weaponId: fc.string() }),
      fc.record({ kind: fc.constant("cast" as const), spellId: fc.string() }),
      fc.record({ kind: fc.constant("use" as const), itemId: fc.string() }),
      fc.constant({ kind: "other" as const }),
    );
    fc.assert(
      fc.property(deed, fc.constantFrom("fullDefense", "none", null), (d, step) => !deedFitsDeclaration(d, step).ok),
      { numRuns: runs(200) },
    );
  });

  it("every refusal has English text naming the creature", () => {
    const lang = flatLang();
    for (const key of Object.values(DEED_REFUSAL)) expect(lang.get(key), key).toContain("{name}");
  });
});

describe("the action of a creature's slot in the running step", () => {
  /** The ghoul's late turn of last round (at 8 − 12 = −4, "attack:claws") runs now; its own turn (at 8, "fullDefense") comes later. */
  const slot = (combatantId: string, value: number, key: number, actionId: string, extra = false) => ({ combatantId, value, key, extra, actionId, started: key <= -7 });
  const state = {
    slots: [slot("ghoul", -4, -7, "attack:claws", true), slot("ghoul", 8, 17, "fullDefense"), slot("ysolde", -4, -7, "cast:sleep")],
    step: { key: -7, value: -4, combatantIds: ["ghoul", "ysolde"], ended: ["ysolde"] },
  };

  it("a late joiner's extra turn carries the action it declared for it, not its turn's of this round", () => {
    expect(stepActionOf(state, "ghoul")).toBe("attack:claws");
    expect(stepActionOf({ ...state, step: { key: 17, value: 8, combatantIds: ["ghoul"], ended: [] } }, "ghoul")).toBe("fullDefense");
  });

  it("one that ended its part, one not in the step, and a round with no step running have none", () => {
    expect(stepActionOf(state, "ysolde")).toBeNull();
    expect(stepActionOf(state, "bram")).toBeNull();
    expect(stepActionOf({ ...state, step: null }, "ghoul")).toBeNull();
  });
});
