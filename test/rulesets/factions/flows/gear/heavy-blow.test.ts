/**
 * Heavy blows through the Foundry double: a hit of 8 or more damage before armour breaks the target's
 * damaged shield first, else its damaged armour; the card says what broke, the armour value drops from
 * then on, and Undo puts the gear back. Worn armour and a held shield are marked used when hit.
 */
import { describe, expect, it } from "vitest";
import { CARD_COMMANDS, attackAs, factionsFight, lastCard, resetDoubles, step } from "../attack/fight";

type Plain = Record<string, any>;

/** Balthasar (p1) with a greatsword (1d12) against a bandit (12 health) with a buckler and a mail shirt. */
function fight(shield: Plain | null, mail: Plain) {
  resetDoubles();
  const { creatures } = factionsFight([
    { id: "balthasar", name: "Balthasar", owners: ["p1"], fields: { health: { value: 8, max: 8 } }, items: [{ id: "sword", name: "Greatsword", kind: "weapon", fields: { damage: "1d12", equipped: true } }] },
    {
      id: "bandit",
      name: "Bandit",
      owners: [],
      monster: true,
      fields: { health: { value: 12, max: 12 } },
      items: [
        ...(shield ? [{ id: "buckler", name: "Buckler", kind: "shield" as const, fields: { held: true, armourValue: 1, ...shield } }] : []),
        { id: "mail", name: "Mail shirt", kind: "armour" as const, fields: { worn: true, armourValue: 1, ...mail } },
      ],
    },
  ]);
  return creatures.bandit!;
}

const gear = (bandit: Plain, id: string) => bandit.items.get(id).system;
const armourValue = (bandit: Plain) => (bandit.system.prepareDerivedData(), bandit.system.derived.armour.total);

async function hit(damage: number) {
  await attackAs("p1", "balthasar", "bandit", "sword", []);
  await step("gm", CARD_COMMANDS.noReaction);
  await step("p1", CARD_COMMANDS.rollDamage, [damage]);
}

describe("a blow of 8 or more damage before armour", () => {
  it("a damaged shield breaking before armour at 8 damage: the buckler breaks, the mail holds, the card says so", async () => {
    const bandit = fight({ condition: "damaged" }, { condition: "damaged" });
    await hit(8);
    expect(gear(bandit, "buckler")).toMatchObject({ condition: "broken", usedThisFight: true });
    expect(gear(bandit, "mail")).toMatchObject({ condition: "damaged", usedThisFight: true });
    // The buckler still stopped this blow: 8 less 2 armour.
    expect(bandit.system.health.value).toBe(6);
    expect(lastCard().content).toContain("Bandit&#x27;s Buckler breaks under the heavy blow");
    expect(armourValue(bandit)).toBe(1);
  });

  it("7 damage breaks nothing, though both are damaged; both are marked used", async () => {
    const bandit = fight({ condition: "damaged" }, { condition: "damaged" });
    await hit(7);
    expect(gear(bandit, "buckler")).toMatchObject({ condition: "damaged", usedThisFight: true });
    expect(gear(bandit, "mail")).toMatchObject({ condition: "damaged", usedThisFight: true });
    expect(lastCard().system.applied.brokenByBlow).toBe("");
    expect(lastCard().content).not.toContain("breaks under the heavy blow");
  });

  it("with no shield, the damaged mail breaks and gives no armour from then on", async () => {
    const bandit = fight(null, { condition: "damaged" });
    await hit(9);
    expect(gear(bandit, "mail").condition).toBe("broken");
    expect(lastCard().content).toContain("Bandit&#x27;s Mail shirt breaks under the heavy blow");
    expect(armourValue(bandit)).toBe(0);
  });

  it("an intact shield is not broken: the damaged mail behind it breaks instead", async () => {
    const bandit = fight({ condition: "intact" }, { condition: "damaged" });
    await hit(10);
    expect(gear(bandit, "buckler").condition).toBe("intact");
    expect(gear(bandit, "mail").condition).toBe("broken");
  });

  it("intact gear is never broken, however hard the blow", async () => {
    const bandit = fight({ condition: "intact" }, { condition: "intact" });
    await hit(12);
    expect([gear(bandit, "buckler").condition, gear(bandit, "mail").condition]).toEqual(["intact", "intact"]);
  });

  it("Undo puts the broken buckler back as damaged and clears the used marks", async () => {
    const bandit = fight({ condition: "damaged" }, { condition: "damaged" });
    await hit(8);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(gear(bandit, "buckler")).toMatchObject({ condition: "damaged", usedThisFight: false });
    expect(gear(bandit, "mail")).toMatchObject({ condition: "damaged", usedThisFight: false });
    expect(bandit.system.health.value).toBe(12);
    expect(lastCard().content).not.toContain("breaks under the heavy blow");
  });
});

/** Balthasar (p1) in a damaged mail shirt behind a damaged buckler, with a sword (1d8), against a bandit whose axe (1d10) counters. */
function counterFight() {
  resetDoubles();
  const { creatures } = factionsFight([
    {
      id: "balthasar",
      name: "Balthasar",
      owners: ["p1"],
      fields: { health: { value: 12, max: 12 } },
      items: [
        { id: "sword", name: "Arming sword", kind: "weapon", fields: { damage: "1d8", equipped: true } },
        { id: "buckler", name: "Buckler", kind: "shield", fields: { held: true, armourValue: 1, condition: "damaged" } },
        { id: "mail", name: "Mail shirt", kind: "armour", fields: { worn: true, armourValue: 1, condition: "damaged" } },
      ],
    },
    { id: "bandit", name: "Bandit", owners: [], monster: true, fields: { health: { value: 12, max: 12 } }, items: [{ id: "axe", name: "Axe", kind: "weapon", fields: { damage: "1d10", equipped: true } }] },
  ]);
  return creatures.balthasar!;
}

describe("a counter's blow on the attacker", () => {
  it("8 back from the bandit's axe breaks Balthasar's damaged buckler; his mail is marked used; the card says so", async () => {
    const balthasar = counterFight();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    // Balthasar's sword shows 3, the bandit's axe 8 (6 through buckler and mail).
    expect(await step("gm", CARD_COMMANDS.counter, [3, 8])).toMatchObject({ ok: true });
    expect(gear(balthasar, "buckler")).toMatchObject({ condition: "broken", usedThisFight: true });
    expect(gear(balthasar, "mail")).toMatchObject({ condition: "damaged", usedThisFight: true });
    expect(balthasar.system.health.value).toBe(6);
    expect(lastCard().system.applied.attackerBrokenByBlow).toBe("Buckler");
    expect(lastCard().content).toContain("Balthasar&#x27;s Buckler breaks under the heavy blow: 8 damage");
  });

  it("7 back breaks nothing but still marks the attacker's buckler and mail used", async () => {
    const balthasar = counterFight();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [3, 7]);
    expect(gear(balthasar, "buckler")).toMatchObject({ condition: "damaged", usedThisFight: true });
    expect(gear(balthasar, "mail")).toMatchObject({ condition: "damaged", usedThisFight: true });
    expect(lastCard().content).not.toContain("breaks under the heavy blow");
  });

  it("Undo puts the attacker's buckler back as damaged and clears his gear's used marks", async () => {
    const balthasar = counterFight();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [3, 8]);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(gear(balthasar, "buckler")).toMatchObject({ condition: "damaged", usedThisFight: false });
    expect(gear(balthasar, "mail")).toMatchObject({ condition: "damaged", usedThisFight: false });
    expect(balthasar.system.health.value).toBe(12);
    expect(lastCard().content).not.toContain("breaks under the heavy blow");
  });

  it("a player cannot press Counter for the GM's bandit (its owner or the GM only): Balthasar's gear is untouched", async () => {
    const balthasar = counterFight();
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await step("p1", CARD_COMMANDS.counter, [3, 8])).toMatchObject({ ok: false });
    expect(gear(balthasar, "buckler")).toMatchObject({ condition: "damaged", usedThisFight: false });
  });
});
