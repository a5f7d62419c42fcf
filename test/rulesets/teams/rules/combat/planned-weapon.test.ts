import { describe, expect, it } from "vitest";
import { firingUnloads, plannedWeapon, type WeaponFields } from "../../../../../src/rulesets/teams/rules/combat/planned-weapon";

const allowed = { attributes: { strength: false, dexterity: true, intellect: false, perception: true, willpower: false }, proficiencies: { finesse: false, martial: false, ranged: true } };
const crossbowFields: WeaponFields = { ...allowed, damage: 5, damageType: "piercing", criticalDamage: 8, criticalThreshold: 20, thrown: false, projectile: true, reload: 2, nonlethal: false, loaded: false };

describe("a weapon's fields as the attack plan reads them", () => {
  it("Petra's crossbow: a projectile is ranged and can stray; its reload time and empty load come through", () => {
    expect(plannedWeapon(crossbowFields)).toEqual({
      ...allowed,
      damage: 5,
      damageType: "piercing",
      criticalDamage: 8,
      criticalThreshold: 20,
      ranged: true,
      thrownOrProjectile: true,
      reloadActions: 2,
      loaded: false,
      nonlethal: false,
    });
  });

  it("a thrown dagger is ranged too; a claw is neither", () => {
    expect(plannedWeapon({ ...crossbowFields, projectile: false, thrown: true })).toMatchObject({ ranged: true, thrownOrProjectile: true });
    expect(plannedWeapon({ ...crossbowFields, projectile: false })).toMatchObject({ ranged: false, thrownOrProjectile: false });
  });

  it("a stat-block line keeps no load and is ready; a typeless source names no damage type", () => {
    const { loaded: _none, ...line } = crossbowFields;
    expect(plannedWeapon({ ...line, damageType: "typeless" })).toMatchObject({ loaded: true, damageType: "" });
  });

  it("firing empties only a weapon with a reload time", () => {
    expect(firingUnloads(plannedWeapon(crossbowFields))).toBe(true);
    expect(firingUnloads(plannedWeapon({ ...crossbowFields, reload: 0 }))).toBe(false);
  });
});
