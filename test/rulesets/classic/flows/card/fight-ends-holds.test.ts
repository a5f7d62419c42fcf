/**
 * What an applied hit does to grapples and swallowings, through the Foundry double: a swallowed creature
 * hitting its swallower from inside cuts its way out with piercing or slashing damage (20% of the
 * swallower's maximum HP); a creature that goes down lets go of its holds and is let go of; Undo on the
 * card puts all of it back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackAs, CARD_COMMANDS, lastCard as lastAttackCard, step, text } from "../attack/fight";
import { classicFight, goOn, maneuverAs, resetDoubles } from "../maneuvers/fight";

const { classicRound } = await import("../../../../../src/rulesets/classic/flows/maneuvers/round-holds");
const { countSwallowedAtRoundEnd } = await import("../../../../../src/rulesets/classic/flows/maneuvers/swallowed-rounds");

type Plain = Record<string, any>;
let brom: Plain;
let orc: Plain;
let kit: Plain;
let combat: Plain;

/**
 * Brom (p1): STR 16 (+3), base attack +6, a longsword (1d8, slashing) in hand and a club (1d6) in the pack.
 * The orc (the GM's): 40 HP, AC 10 (−4 once Gargantuan), a greataxe. Kit (p2): a dagger, base attack +6.
 */
const longsword = { id: "longsword", name: "Longsword", kind: "weapon" as const, fields: { held: "primary", damage: "1d8", trainingGroup: "martial", piercingOrSlashing: true } };
const club = { id: "club", name: "Club", kind: "weapon" as const, fields: { held: "none", damage: "1d6" } };
const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { held: "primary", damage: "1d12", twoHanded: true, trainingGroup: "martial", piercingOrSlashing: true } };
const dagger = { id: "dagger", name: "Dagger", kind: "weapon" as const, fields: { held: "primary", damage: "1d4", piercingOrSlashing: true } };

beforeEach(() => {
  resetDoubles();
  const made = classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0, fields: { abilities: { str: { score: 16 } }, baseAttackBonus: 6, hitDice: 6, health: { value: 30, max: 30 }, training: { weapons: { martial: true } } }, items: [longsword, club] },
    { id: "orc", name: "Orc", owners: [], monster: true, square: 1, fields: { abilities: { str: { score: 14 } }, baseAttackBonus: 2, hitDice: 2, health: { value: 40, max: 40 } }, items: [greataxe] },
    { id: "kit", name: "Kit", owners: ["p2"], square: 2, fields: { baseAttackBonus: 6, hitDice: 6 }, items: [dagger] },
  ]);
  ({ combat } = made);
  brom = made.creatures.brom!;
  orc = made.creatures.orc!;
  kit = made.creatures.kit!;
});

const round = () => classicRound(combat as never)!;

/** The orc, made Gargantuan, swallows Brom (1d20+... 15 against 3). */
async function swallowBrom() {
  orc.system.size = "gargantuan";
  orc.system.prepareDerivedData();
  await maneuverAs("gm", "orc", "brom", "swallowWhole", [15, 3]);
}

/** `who` hits the orc with `itemId` (a natural 15), rolls `die` for damage, and the GM applies it. */
async function hitAndApply(who: string, owner: string, itemId: string, die: number, type = "lethal") {
  const { card } = await attackAs(owner, who, "orc", itemId, [15], { nonLethal: type === "nonLethal" });
  expect(card?.system.result).toBe("hit");
  await step(owner, CARD_COMMANDS.rollDamage, [die]);
  expect(await step("gm", CARD_COMMANDS.apply, [], { type })).toEqual({ ok: true });
  return lastAttackCard();
}

describe("cutting out of a swallower from the attack card", () => {
  it("Brom's longsword deals 4 from inside (4 of 8), then 5 more: he is out, no longer swallowed, and the orc's count of him ends", async () => {
    await swallowBrom();
    expect(brom.statuses.has("swallowed")).toBe(true);
    const first = await hitAndApply("brom", "p1", "longsword", 1);
    expect(first.content).toContain(text("FRAY.Classic.Attack.Card.Inside.Progress", { name: "Brom", dealt: 4, needed: 8, swallower: "Orc" }));
    expect(round().swallowed).toMatchObject([{ swallower: orc.uuid, swallowed: brom.uuid, dealtInside: 4 }]);
    const second = await hitAndApply("brom", "p1", "longsword", 2);
    expect(second.content).toContain(text("FRAY.Classic.Attack.Card.Inside.CutOut", { name: "Brom", swallower: "Orc" }));
    expect(brom.statuses.has("swallowed")).toBe(false);
    expect(round().swallowed).toEqual([]);
    expect(orc.system.health.value).toBe(31);
  });

  it("Undo on the card that cut him out puts Brom back inside, with the 4 dealt before it", async () => {
    await swallowBrom();
    await hitAndApply("brom", "p1", "longsword", 1);
    await hitAndApply("brom", "p1", "longsword", 5);
    expect(brom.statuses.has("swallowed")).toBe(false);
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(brom.statuses.has("swallowed")).toBe(true);
    expect(round().swallowed).toMatchObject([{ swallowed: brom.uuid, dealtInside: 4 }]);
    expect(orc.system.health.value).toBe(36);
  });

  it("a club neither pierces nor slashes, and a non-lethal blow does not cut: the orc is hurt but Brom is no nearer out", async () => {
    await swallowBrom();
    brom.items.get("club").system.held = "primary";
    brom.items.get("longsword").system.held = "none";
    const clubbed = await hitAndApply("brom", "p1", "club", 6);
    expect(clubbed.content).toContain(text("FRAY.Classic.Attack.Card.Inside.CannotCut", { name: "Brom", swallower: "Orc", weapon: "Club" }));
    expect(round().swallowed).toMatchObject([{ dealtInside: 0 }]);
    expect(orc.system.health.value).toBe(31);
    brom.items.get("longsword").system.held = "primary";
    brom.items.get("club").system.held = "none";
    const gentle = await hitAndApply("brom", "p1", "longsword", 8, "nonLethal");
    expect(gentle.content).toContain(text("FRAY.Classic.Attack.Card.Inside.CannotCut", { name: "Brom", swallower: "Orc", weapon: "Longsword" }));
    expect(round().swallowed).toMatchObject([{ dealtInside: 0 }]);
    expect(orc.system.nonLethal).toBe(11);
  });

  it("Kit, outside, hitting the orc with a dagger cuts nobody out: no line, the count inside unchanged", async () => {
    await swallowBrom();
    const card = await hitAndApply("kit", "p2", "dagger", 4);
    expect(card.content).not.toContain(text("FRAY.Classic.Attack.Card.Inside.Progress", { name: "Kit", dealt: 4, needed: 8, swallower: "Orc" }));
    expect(card.system.applied.lines.map((line: Plain) => line.key)).not.toContain("FRAY.Classic.Attack.Card.Inside.Progress");
    expect(round().swallowed).toMatchObject([{ dealtInside: 0 }]);
  });
});

describe("holds end when a creature goes down or escapes", () => {
  /** The orc, at 3 HP, grapples Brom and pins him. */
  async function orcPinsBrom() {
    orc.system.health.value = 3;
    await maneuverAs("gm", "orc", "brom", "grapple", []);
    await goOn("gm", [17, 15, 5]);
    await maneuverAs("gm", "orc", "brom", "grapplePin", [17, 3]);
    expect([...brom.statuses].sort()).toEqual(["grappled", "pinned"]);
    expect([...orc.statuses]).toEqual(["grappled"]);
    expect(round().holds).toMatchObject([{ aggressor: orc.uuid, defender: brom.uuid }]);
  }

  it("Kit drops the orc that pins Brom: the hold ends, Brom is neither grappled nor pinned, the orc not grappled; the card says so", async () => {
    await orcPinsBrom();
    const card = await hitAndApply("kit", "p2", "dagger", 4);
    expect(orc.statuses.has("dying")).toBe(true);
    expect(round().holds).toEqual([]);
    expect([brom.statuses.has("grappled"), brom.statuses.has("pinned"), orc.statuses.has("grappled")]).toEqual([false, false, false]);
    expect(card.content).toContain(text("FRAY.Classic.Harm.holdsEnd", { name: "Orc" }));
  });

  it("Undo on that card stands the orc up holding Brom pinned again", async () => {
    await orcPinsBrom();
    await hitAndApply("kit", "p2", "dagger", 4);
    expect(round().holds).toEqual([]);
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(orc.statuses.has("dying")).toBe(false);
    expect(round().holds).toMatchObject([{ aggressor: orc.uuid, defender: brom.uuid }]);
    expect([...brom.statuses].sort()).toEqual(["grappled", "pinned"]);
    expect([...orc.statuses]).toEqual(["grappled"]);
  });

  it("a blow that leaves the orc standing ends nothing", async () => {
    await orcPinsBrom();
    orc.system.health.value = 30;
    await hitAndApply("kit", "p2", "dagger", 1);
    expect(round().holds).toHaveLength(1);
    expect(brom.statuses.has("pinned")).toBe(true);
  });

  it("Brom escapes the orc that also holds Kit: Brom goes free, the orc stays grappled with Kit", async () => {
    await orcPinsBrom();
    await maneuverAs("gm", "orc", "kit", "grapple", []);
    await goOn("gm", [17, 15, 5]);
    expect(round().holds).toHaveLength(2);
    await maneuverAs("p1", "brom", "orc", "grappleEscape", [18, 2]);
    expect(round().holds).toMatchObject([{ aggressor: orc.uuid, defender: kit.uuid }]);
    expect([brom.statuses.size, orc.statuses.has("grappled"), kit.statuses.has("grappled")]).toEqual([0, true, true]);
  });

  it("Brom, pinned and then swallowed by the orc, faints after his third round inside: the orc's hold on him ends", async () => {
    await orcPinsBrom();
    await swallowBrom();
    for (const ended of [1, 2]) await countSwallowedAtRoundEnd(combat as never, ended);
    expect(round().holds).toHaveLength(1);
    await countSwallowedAtRoundEnd(combat as never, 3);
    expect(brom.statuses.has("unconscious")).toBe(true);
    expect([round().holds, brom.statuses.has("pinned"), orc.statuses.has("grappled")]).toEqual([[], false, false]);
  });
});
