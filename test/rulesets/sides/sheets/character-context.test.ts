import { describe, expect, it } from "vitest";
import { loadPack, type PackDocument } from "../../../support/packs";
import { signed } from "../../../../src/core/format/signed";
import { characterContext, monsterContext } from "../../../support/sheet-contexts";

const heroes = loadPack("sides-heroes");
const weapons = loadPack("sides-weapons");
const monsters = loadPack("sides-monsters");

/** Tamsin (DEX 16, so +1; Brawl −1, untrained) with the pack's Bare Knuckles readied. */
function tamsinWithFists(): PackDocument {
  const tamsin = heroes.find((doc) => doc.name.startsWith("Tamsin"))!;
  const fists = weapons.find((doc) => doc.system.category === "unarmed" && doc.system.damage === "1d2")!;
  return { ...tamsin, items: [...(tamsin.items ?? []), { ...fists, system: { ...fists.system, carry: "readied" } }] };
}

describe("the character sheet shows what the rules roll", () => {
  it("the Brawl row of a DEX +1 character with untrained Brawl shows 1d2+1, and so does its attack button", () => {
    const tamsin = tamsinWithFists();
    const context = characterContext(tamsin, {});
    const row = context.view.weapons.find((weapon) => weapon.category === "unarmed")!;
    expect(row.damage).toBe("1d2+1");
    // Attack bonus, DEX +1 and Brawl −1.
    expect(row.toHit).toBe(signed(Number(tamsin.system.attackBonus) + 1 - 1));
    expect(context.actions.attacks.find((attack) => attack.itemId === row.id)?.detail).toBe(`${row.toHit}, 1d2+1`);
  });

  it("a bow's button takes a Ranged Attack, a dagger's a Melee Attack", () => {
    const { actions } = characterContext(tamsinWithFists(), {});
    expect(actions.attacks.find((attack) => attack.name === "War Bow")?.action).toBe("rangedAttack");
    expect(actions.attacks.find((attack) => attack.name === "Dagger")?.action).toBe("meleeAttack");
  });

  it("a stat-block line with a range takes a Ranged Attack; one without, a Melee Attack", () => {
    const monster = monsters.find((doc) => (doc.system.attacks as { range: number }[]).some((attack) => attack.range > 0)) ?? monsters[0]!;
    const { view, actions } = monsterContext(monster);
    for (const line of view.attacks) {
      expect(actions.attacks[line.index]?.action).toBe(line.range > 0 ? "rangedAttack" : "meleeAttack");
    }
  });
});
