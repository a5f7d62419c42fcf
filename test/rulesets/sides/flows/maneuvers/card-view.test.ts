import { describe, expect, it } from "vitest";
import { skillCheck } from "../../../../../src/rulesets/sides/flows/maneuvers/card-checks";
import { buildManeuverCardView } from "../../../../../src/rulesets/sides/flows/maneuvers/maneuver-card-view";
import { attemptFromForm, maneuverDialogView } from "../../../../../src/rulesets/sides/flows/maneuvers/maneuver-dialog";
import { MANEUVER_CARD_VERSION, isAttempt, type ManeuverCardData } from "../../../../../src/rulesets/sides/flows/maneuvers/maneuver-data";
import { maneuverCardSchema } from "../../../../../src/rulesets/sides/schema/cards";
import { validateData } from "../../../../../src/core/schema/validate";
import { MOD, OUTCOME } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { maneuverTranslate } from "./support";

const t = maneuverTranslate();
const strBrawl = { attributeMod: 1, skillLevel: 0, attribute: "str" as const, skill: "brawl" };

describe("a check line", () => {
  it("itemises attribute, skill and extra modifiers and totals them with the dice", () => {
    const line = skillCheck("Maren", strBrawl, 8, [{ key: MOD.sizePenalty, value: -2 }], true);
    expect(line.total).toBe(7);
    expect(line.modifiers.map((m) => m.value)).toEqual([1, 0, -2]);
    expect(line.what).toEqual({ key: "FRAY.Sides.Maneuver.Check.AttributeSkill", data: { attribute: "str", skill: "brawl" } });
  });

  it("an NPC's check is its skill bonus alone", () => {
    const line = skillCheck("Ogre", { attributeMod: 0, skillLevel: 3, attribute: null, skill: "npc" }, 6, [], false);
    expect(line.total).toBe(9);
    expect(line.modifiers).toEqual([{ key: "FRAY.Sides.Maneuver.Check.SkillBonus", value: 3 }]);
  });
});

describe("the maneuver card view", () => {
  const card: ManeuverCardData = {
    schemaVersion: MANEUVER_CARD_VERSION,
    kind: "grapple",
    actorName: "Maren",
    targetName: "Bandit",
    checks: [skillCheck("Maren", strBrawl, 9, [], true), skillCheck("Bandit", strBrawl, 5, [], false)],
    outcomes: [{ key: OUTCOME.grappled }],
    hold: { grapplerId: "a", defenderId: "b", size: "manSized" },
  };

  it("titles the card, names attribute and skill, and says who won", () => {
    const view = buildManeuverCardView(card, t);
    expect(view.title).toBe("Maren grapples Bandit");
    expect(view.checks[0]).toMatchObject({ name: "Maren", what: "STR/Brawl", die: 9, total: 10, result: "Wins", against: null });
    expect(view.checks[1]).toMatchObject({ result: "Loses", won: false });
    expect(view.checks[0]!.modifiers).toEqual([
      { label: "Attribute (STR)", value: "+1" },
      { label: "Skill (Brawl)", value: "0" },
    ]);
    expect(view.outcomes).toEqual(["Grappled."]);
  });

  it("shows the number a check had to reach", () => {
    const shot: ManeuverCardData = { ...card, kind: "execution", checks: [{ ...card.checks[0]!, against: 8 }] };
    expect(buildManeuverCardView(shot, t).checks[0]!.against).toBe("needs 8");
  });

  it("its record is what the card's schema accepts, and a kind it does not know is refused", () => {
    expect(validateData(maneuverCardSchema, card)).toEqual([]);
    expect(validateData(maneuverCardSchema, { ...card, kind: "x" }).map((issue) => issue.path)).toEqual(["system.kind"]);
    expect(isAttempt({ kind: "shove" })).toBe(true);
    expect(isAttempt({ kind: "execution" })).toBe(false);
  });
});

describe("the maneuver dialog", () => {
  it("offers the sizes with their penalties, and push or prone for a shove only", () => {
    const shove = maneuverDialogView("shove", t);
    expect(shove.sizes.map((s) => s.label)).toEqual(["Man-sized", "A larger humanoid (−2)", "Barely plausible to manhandle (−4)"]);
    expect(shove.effects.map((e) => e.value)).toEqual(["prone", "push"]);
    expect(maneuverDialogView("grapple", t).effects).toEqual([]);
  });

  it("reads the form, falling back on unknown values", () => {
    expect(attemptFromForm("shove", { size: "largerHumanoid", effect: "push" })).toEqual({ kind: "shove", size: "largerHumanoid", effect: "push", checkMessageId: null });
    expect(attemptFromForm("grapple", { size: "implausible", effect: "fly" })).toEqual({ kind: "grapple", size: "manSized", effect: "prone", checkMessageId: null });
  });
});
