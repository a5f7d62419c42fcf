import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { attackCardSchema, type DeclaredAttackRecord } from "../../../../src/rulesets/declared/schema/attack-card";

const line = (key: string, value: number, data: Record<string, number> = {}) => ({ key, value, data });

const critical: DeclaredAttackRecord = {
  schemaVersion: 1,
  attacker: { actorUuid: "Actor.leonin", tokenUuid: "Scene.s.Token.t1", name: "Leonin Hunter" },
  target: { actorUuid: "Actor.ghoul", tokenUuid: "Scene.s.Token.t2", name: "Ghoul" },
  weaponId: "greataxe",
  weaponName: "Greataxe",
  mode: "melee",
  riposte: false,
  riposted: false,
  attack: { formula: "1d20+8", natural: 20, total: 28, lines: [line("natural", 20), line("level", 5), line("strength", 3)] },
  defense: 13,
  defenseLines: [line("defense", 13)],
  result: "critical",
  damage: { formula: "1d12+3", lines: [line("strength", 3)], multiplier: 3, choices: ["slashing", "chopping"], chooser: "attacker" },
  damageRolled: 9,
  damageType: "chopping",
  applied: {
    lines: [line("rolled", 9), line("critical", 27, { multiplier: 3 })],
    toWounds: 26,
    notices: ["FRAY.Declared.Condition.Notice.Dying"],
    injuryIndex: 0,
    injuryCheck: true,
    before: { stress: 8, woundPoints: 12, stabilized: false, injuries: [], attributeDamage: { strength: 0 }, statuses: [] },
  },
  injury: { injured: true, lines: [line("check", 14, { damage: 26 })], name: "n", effect: "e", limb: "offArm", gmDescribes: false, attributeDamage: { formula: "2d8", total: 9, attributes: ["strength"] }, statuses: [] },
};

describe("the declared attack card's record", () => {
  it("a new card names nobody, missed, with nothing rolled, chosen or applied", () => {
    expect(initialData(attackCardSchema)).toMatchObject({ result: "miss", damageRolled: null, damageType: null, applied: null, injury: null, weaponId: "" });
  });

  it("keeps a critical with a greataxe: every line, the rolls, the chosen type, what it found before, the injury", () => {
    expect(validateData(attackCardSchema, critical)).toEqual([]);
    expect(validateData(attackCardSchema, { ...critical, applied: null, injury: null })).toEqual([]);
  });

  it("refuses a d20 face above 20 and a damage type outside the chapter's eleven", () => {
    expect(validateData(attackCardSchema, { ...critical, attack: { ...critical.attack, natural: 21 }, damageType: "force" })).toEqual([
      { path: "system.attack.natural", problem: "21 is above the maximum 20" },
      { path: "system.damageType", problem: '"force" is not one of blunt, piercing, slashing, chopping, fire, cold, electric, sonic, acid, holy, unholy' },
    ]);
  });
});
