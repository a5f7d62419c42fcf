/**
 * Harm as the GM applies it to a classic creature, through the Foundry double: HP never below 0,
 * non-lethal damage adding up, the massive-damage Fortitude save rolled at once, going down at 0 HP
 * (unconscious and dying, and the GMs' card to name the wound), and Undo putting it all back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { classicFight, double, lastMessage, resetDoubles, text, words, type Seed } from "./fight";

const { applyClassicDamage, restoreClassicHarm, harmLineTexts } = await import("../../../../../src/rulesets/classic/flows/dying/apply-damage");
const { translate } = await import("../../../../../src/foundry/i18n");

/** Bram: 20 max HP, Constitution 14 (+2), Fortitude base 3: Fortitude +5. */
const bram = (fields: Record<string, unknown> = {}, statuses: string[] = []): Seed => ({
  id: "bram", name: "Bram", owners: ["p1"], statuses,
  fields: { health: { value: 12, max: 20 }, abilities: { con: { score: 14 } }, fortitudeBase: 3, hitDice: 3, ...fields },
});

beforeEach(() => resetDoubles());

const statusesOf = (actor: Record<string, any>) => [...(actor.statuses as Set<string>)].sort();

describe("lethal damage", () => {
  it("7 damage takes Bram from 12 to 5 HP; he stands, and the card line says so", async () => {
    const { actors } = await classicFight([bram()]);
    const report = await applyClassicDamage(actors.bram as never, { damage: 7, nonLethal: false, attackerHitDice: 2 });
    expect(actors.bram!.system.health.value).toBe(5);
    expect(report.wentDown).toBe(false);
    expect(report.massiveRoll).toBeNull();
    expect(harmLineTexts(report.lines, translate)).toEqual([text("FRAY.Classic.Harm.lethal", { name: "Bram", damage: 7, before: 12, after: 5 })]);
    expect(statusesOf(actors.bram!)).toEqual([]);
  });

  it("damage to 0 goes down: HP 0 (never below), unconscious and dying, the dropping damage kept, a GM-only card to name the wound", async () => {
    const { actors } = await classicFight([bram({ health: { value: 6, max: 20 } })]);
    const report = await applyClassicDamage(actors.bram as never, { damage: 9, nonLethal: false, attackerHitDice: 2 });
    expect(actors.bram!.system.health.value).toBe(0);
    expect(actors.bram!.system.dying).toMatchObject({ down: true, stable: false, failures: 0, droppingDamage: 9 });
    expect(statusesOf(actors.bram!)).toEqual(["dying", "unconscious"]);
    expect(report.wentDown).toBe(true);
    const card = lastMessage()!;
    expect(card.whisper).toEqual(["gm"]);
    expect(words(card.content)).toContain(text("FRAY.Classic.Dying.Down.title", { name: "Bram" }));
    expect(words(card.content)).toContain(text("FRAY.Classic.Dying.woundByGm"));
  });

  it("a creature already down and hit again keeps its count of failed death saves; no second card", async () => {
    const down = { health: { value: 0, max: 20 }, dying: { down: true, stable: false, failures: 2, droppingDamage: 8 } };
    const { actors } = await classicFight([bram(down, ["unconscious", "dying"])]);
    const report = await applyClassicDamage(actors.bram as never, { damage: 15, nonLethal: false, attackerHitDice: 9 });
    expect(actors.bram!.system.dying).toMatchObject({ down: true, failures: 2, droppingDamage: 8 });
    expect(report.massiveRoll).toBeNull();
    expect(report.wentDown).toBe(false);
    expect(double.messages.size).toBe(0);
  });
});

describe("non-lethal damage", () => {
  it("5 non-lethal on top of 3 makes 8 and leaves HP alone; reaching the 12 HP knocks Bram out", async () => {
    const { actors } = await classicFight([bram({ nonLethal: 3 })]);
    await applyClassicDamage(actors.bram as never, { damage: 5, nonLethal: true, attackerHitDice: 2 });
    expect([actors.bram!.system.health.value, actors.bram!.system.nonLethal]).toEqual([12, 8]);
    expect(statusesOf(actors.bram!)).toEqual([]);
    const report = await applyClassicDamage(actors.bram as never, { damage: 4, nonLethal: true, attackerHitDice: 2 });
    expect(statusesOf(actors.bram!)).toEqual(["unconscious"]);
    expect(harmLineTexts(report.lines, translate)).toContain(text("FRAY.Classic.Harm.knockedOut", { name: "Bram" }));
  });
});

describe("massive damage", () => {
  it("10 of 20 max HP: Fortitude DC 10 + attacker's 4 HD = 14; d20 8 + 5 = 13 fails: 0 HP with the first death save failed", async () => {
    const { actors } = await classicFight([bram({ health: { value: 20, max: 20 } })]);
    double.dice.push(8);
    const report = await applyClassicDamage(actors.bram as never, { damage: 10, nonLethal: false, attackerHitDice: 4 });
    expect(report.massiveRoll?.formula).toBe("1d20+5");
    expect(actors.bram!.system.health.value).toBe(0);
    expect(actors.bram!.system.dying).toMatchObject({ down: true, failures: 1, droppingDamage: 10 });
    expect(statusesOf(actors.bram!)).toEqual(["dying", "unconscious"]);
    expect(harmLineTexts(report.lines, translate)).toContain(text("FRAY.Classic.Harm.massiveFailed", { name: "Bram", total: 13, dc: 14 }));
    expect(words(lastMessage()!.content)).toContain(text("FRAY.Classic.Dying.Down.massive"));
  });

  it("d20 9 + 5 = 14 meets the DC: Bram keeps his 10 HP", async () => {
    const { actors } = await classicFight([bram({ health: { value: 20, max: 20 } })]);
    double.dice.push(9);
    const report = await applyClassicDamage(actors.bram as never, { damage: 10, nonLethal: false, attackerHitDice: 4 });
    expect(actors.bram!.system.health.value).toBe(10);
    expect(actors.bram!.system.dying.down).toBe(false);
    expect(harmLineTexts(report.lines, translate)).toContain(text("FRAY.Classic.Harm.massiveSaved", { name: "Bram", total: 14, dc: 14 }));
  });
});

describe("undo", () => {
  it("restoring the snapshot puts back HP, the dying state and the statuses the hit found", async () => {
    const { actors } = await classicFight([bram({ health: { value: 6, max: 20 } })]);
    const report = await applyClassicDamage(actors.bram as never, { damage: 9, nonLethal: false, attackerHitDice: 2 });
    await restoreClassicHarm(actors.bram as never, report.before);
    expect(actors.bram!.system.health.value).toBe(6);
    expect(actors.bram!.system.dying.down).toBe(false);
    expect(statusesOf(actors.bram!)).toEqual([]);
  });
});

/** The card's element as renderChatMessageHTML hands it over, reduced to its one button (no DOM here). */
function renderedCard(message: unknown) {
  const listeners: ((event: { preventDefault(): void }) => void)[] = [];
  const button = { present: true, remove: () => void (button.present = false), addEventListener: (_type: string, listener: (event: { preventDefault(): void }) => void) => void listeners.push(listener) };
  const html = { querySelector: (selector: string) => (selector === "[data-classic-name-wound]" && button.present ? button : null) };
  (globalThis as any).Hooks.callAll("renderChatMessageHTML", message, html);
  return { button, click: () => listeners.forEach((listener) => listener({ preventDefault: () => undefined })) };
}

describe("naming the wound", () => {
  it("the GM presses Name the wound, types it, and the wound is stored and shown on the card", async () => {
    const { actors } = await classicFight([bram({ health: { value: 6, max: 20 } })]);
    await applyClassicDamage(actors.bram as never, { damage: 9, nonLethal: false, attackerHitDice: 2 });
    const card = lastMessage()!;
    double.answers.push({ wound: "Gashed thigh" });
    renderedCard(card).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actors.bram!.system.dying.wound).toBe("Gashed thigh");
    expect(words(card.content)).toContain(text("FRAY.Classic.Dying.Down.wound", { wound: "Gashed thigh" }));
  });

  it("a player who sees the card sees no button", async () => {
    const { actors } = await classicFight([bram({ health: { value: 6, max: 20 } })]);
    await applyClassicDamage(actors.bram as never, { damage: 9, nonLethal: false, attackerHitDice: 2 });
    double.actAs("p1");
    expect(renderedCard(lastMessage()).button.present).toBe(false);
  });
});
