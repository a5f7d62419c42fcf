/**
 * The advanced combat maneuvers through the Foundry double, from the request to the GM's card: the GM
 * re-reads both creatures, refuses what the chapter refuses, waits for the defender's Attack of
 * Opportunity when the attempt provokes one, rolls the touch attack and the opposed roll (a tie is rolled
 * again) and applies what the win does.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { isFlatFootedAgainst } from "../../../../../src/rulesets/classic/rules/character/statuses";
import { initialData } from "../../../../../src/core/schema/spec";
import { maneuverCardSchema } from "../../../../../src/rulesets/classic/schema/maneuver-card";
import { beginTurn, budgetOf, classicFight, double, goOn, lastCard, maneuverAs, MANEUVER_REFUSAL, resetDoubles, settle, startIndividual } from "./fight";

const { countSwallowedAtRoundEnd } = await import("../../../../../src/rulesets/classic/flows/maneuvers/swallowed-rounds");
const { recordDamageInside } = await import("../../../../../src/rulesets/classic/flows/maneuvers/cut-out");
const { startClassicManeuver } = await import("../../../../../src/rulesets/classic/flows/maneuvers/start-maneuver");

type Plain = Record<string, any>;
let brom: Plain;
let orc: Plain;
let combat: Plain;

/**
 * Brom (p1), a fighter: STR 16 (+3), DEX 12 (+1), base attack +6 (+6/+1), Medium, a longsword in hand:
 * melee touch +9, grapple +9. An orc (the GM's) beside him: STR 14 (+2), DEX 10, base attack +2, 2 HD,
 * 13 HP, Medium, a greataxe in both hands: touch AC 10, grapple +4. Kit (p2) stands apart.
 */
const longsword = { id: "longsword", name: "Longsword", kind: "weapon" as const, fields: { held: "primary", damage: "1d8", trainingGroup: "martial" } as Record<string, unknown> };
const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { held: "primary", damage: "1d12", twoHanded: true, trainingGroup: "martial" } };

function fight(bromItems = [longsword]) {
  resetDoubles();
  const made = classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0, fields: { abilities: { str: { score: 16 }, dex: { score: 12 } }, baseAttackBonus: 6, hitDice: 6, training: { weapons: { martial: true } } }, items: bromItems },
    { id: "orc", name: "Orc", owners: [], monster: true, square: 1, fields: { abilities: { str: { score: 14 } }, baseAttackBonus: 2, hitDice: 2, health: { value: 13, max: 13 } }, items: [greataxe] },
    { id: "kit", name: "Kit", owners: ["p2"], square: 5 },
  ]);
  combat = made.combat;
  brom = made.creatures.brom!;
  orc = made.creatures.orc!;
}

beforeEach(() => fight());

describe("shove", () => {
  it("a shove 5 ft plus 5 ft per 5 over: Brom wins 17 to 5 and may push the orc 15 ft", async () => {
    const { answer, card } = await maneuverAs("p1", "brom", "orc", "shove", []);
    expect(answer).toMatchObject({ ok: true });
    expect(card?.system).toMatchObject({ phase: "opportunity", outcome: "pending" });
    // touch 1d20+9 = 19 against touch AC 10; Strength 1d20+3 = 17 against 1d20+2 = 5
    expect(await goOn("gm", [10, 14, 3])).toEqual({ ok: true });
    expect(card?.system).toMatchObject({ phase: "settled", outcome: "succeeded", touch: { total: 19, armourClass: 10, hit: true }, formulas: { aggressor: "1d20+3", defender: "1d20+2" }, opposed: [{ aggressor: 17, defender: 5 }] });
    expect(card?.system.effects).toEqual([{ key: "FRAY.Classic.Maneuver.Effect.Shove", data: { name: "Orc", feet: 15 } }]);
  });
});

describe("trip and the opposed roll", () => {
  it("a trip that wins knocks the defender prone, and the card says so", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "trip", []);
    await goOn("gm", [10, 12, 4]);
    expect(card?.system).toMatchObject({ outcome: "succeeded", opposed: [{ aggressor: 15, defender: 6 }] });
    expect([...orc.statuses]).toEqual(["prone"]);
    expect(card?.content).toContain("Orc is Prone.");
  });

  it("a tie is rolled again, both sides, until one wins; every roll shows on the card", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "trip", []);
    // 10+3 = 11+2 tie, then 4+3 against 15+2: the orc wins
    await goOn("gm", [10, 10, 11, 4, 15]);
    expect(card?.system.opposed).toEqual([
      { aggressor: 13, defender: 13 },
      { aggressor: 7, defender: 17 },
    ]);
    expect(card?.system.outcome).toBe("failed");
    expect(card?.rolls.map((roll) => roll.formula)).toEqual(["1d20+9", "1d20+3", "1d20+2", "1d20+3", "1d20+2"]);
    expect(orc.statuses.size).toBe(0);
  });

  it("−4 on the opposed roll after an Attack of Opportunity that dealt damage", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "trip", []);
    await goOn("gm", [10, 12, 4], true);
    expect(card?.system).toMatchObject({ aooDealtDamage: true, formulas: { aggressor: "1d20-1", defender: "1d20+2" }, opposed: [{ aggressor: 11, defender: 6 }] });
  });

  it("a touch attack that misses ends the attempt before any opposed roll; a natural 1 meeting touch AC hits as written", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "trip", []);
    await goOn("gm", [1, 12, 4]);
    expect(card?.system).toMatchObject({ outcome: "succeeded", touch: { natural: 1, total: 10, hit: true } });
    orc.system.abilities.dex.score = 18;
    orc.system.prepareDerivedData();
    await maneuverAs("p1", "brom", "orc", "trip", []);
    await goOn("gm", [4]);
    expect(lastCard().system).toMatchObject({ outcome: "missed", touch: { total: 13, armourClass: 14, hit: false }, opposed: [] });
    expect(orc.statuses.has("prone")).toBe(true);
  });

  it("only the GM goes on, once", async () => {
    await maneuverAs("p1", "brom", "orc", "trip", []);
    expect(await goOn("p1", [10, 12, 4])).toEqual({ ok: false, reason: MANEUVER_REFUSAL.gmOnly });
    expect(await goOn("gm", [10, 12, 4])).toEqual({ ok: true });
    expect(await goOn("gm", [10, 12, 4])).toEqual({ ok: false, reason: MANEUVER_REFUSAL.settled });
  });
});

/** Brom grapples the orc: touch 19, grapple 1d20+9 = 19 against the orc's 1d20+4 = 9. */
async function grappleOrc() {
  await maneuverAs("p1", "brom", "orc", "grapple", []);
  await goOn("gm", [10, 10, 5]);
}

describe("grapple", () => {
  it("a won grapple leaves both grappled, flat-footed to everyone but each other", async () => {
    await grappleOrc();
    expect(lastCard().system).toMatchObject({ outcome: "succeeded", formulas: { aggressor: "1d20+9", defender: "1d20+4" } });
    expect([...brom.statuses]).toEqual(["grappled"]);
    expect([...orc.statuses]).toEqual(["grappled"]);
    expect(isFlatFootedAgainst(orc.statuses, false)).toBe(true);
    expect(isFlatFootedAgainst(orc.statuses, true)).toBe(false);
  });

  it("a follow-up is refused to one who holds nobody; a pin is then won without a touch attack or an AoO", async () => {
    expect((await maneuverAs("p1", "brom", "orc", "grapplePin", [])).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.NotGrappling" });
    await grappleOrc();
    const { card } = await maneuverAs("p1", "brom", "orc", "grapplePin", [12, 3]);
    expect(card?.system).toMatchObject({ phase: "settled", touch: null, outcome: "succeeded", opposed: [{ aggressor: 21, defender: 7 }] });
    expect([...orc.statuses].sort()).toEqual(["grappled", "pinned"]);
    expect((await maneuverAs("p1", "brom", "orc", "grappleExpose", [12, 3])).card?.system.outcome).toBe("succeeded");
    expect(orc.statuses.has("exposed")).toBe(true);
  });

  it("escape: the held orc wins its grapple against Brom's, and both are free of the hold, the pin and the exposure", async () => {
    await grappleOrc();
    await maneuverAs("p1", "brom", "orc", "grapplePin", [12, 3]);
    expect((await maneuverAs("gm", "kit", "orc", "grappleEscape", [])).answer).toEqual({ ok: false, reason: MANEUVER_REFUSAL.notGrappled });
    const { card } = await maneuverAs("gm", "orc", "brom", "grappleEscape", [18, 2]);
    expect(card?.system).toMatchObject({ outcome: "succeeded", formulas: { aggressor: "1d20+4", defender: "1d20+9" }, opposed: [{ aggressor: 22, defender: 11 }] });
    expect([brom.statuses.size, orc.statuses.size]).toEqual([0, 0]);
    expect((await maneuverAs("p1", "brom", "orc", "grapplePin", [12, 3])).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.NotGrappling" });
  });

  it("submission: three won rounds in a row faint the orc with its 13 maximum HP as non-lethal damage; a lost one starts again", async () => {
    await grappleOrc();
    await maneuverAs("p1", "brom", "orc", "grappleSubmission", [12, 3]);
    expect(lastCard().content).toContain("held in submission for 1 of 3 rounds");
    await maneuverAs("p1", "brom", "orc", "grappleSubmission", [1, 19]);
    expect(lastCard().system.outcome).toBe("failed");
    await maneuverAs("p1", "brom", "orc", "grappleSubmission", [12, 3]);
    await maneuverAs("p1", "brom", "orc", "grappleSubmission", [12, 3]);
    expect(orc.system.nonLethal).toBe(0);
    await maneuverAs("p1", "brom", "orc", "grappleSubmission", [12, 3]);
    expect(lastCard().content).toContain("held in submission for 3 of 3 rounds");
    expect(orc.system.nonLethal).toBe(13);
    expect(orc.statuses.has("unconscious")).toBe(true);
  });
});

describe("what the chapter refuses before any roll", () => {
  it("swallow whole is refused below three sizes larger; a Gargantuan creature swallows a Medium one, who faints after 3 rounds inside", async () => {
    expect((await maneuverAs("gm", "orc", "brom", "swallowWhole", [])).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.SwallowTooSmall", data: { steps: 3 } });
    orc.system.size = "huge";
    orc.system.prepareDerivedData();
    expect((await maneuverAs("gm", "orc", "brom", "swallowWhole", [])).answer).toMatchObject({ ok: false });
    orc.system.size = "gargantuan";
    orc.system.prepareDerivedData();
    // Grapple +2 +2 +4 (Gargantuan) = 1d20+8 against Brom's better of grapple +9 and Escape Artist +1
    const { card } = await maneuverAs("gm", "orc", "brom", "swallowWhole", [15, 3]);
    expect(card?.system).toMatchObject({ outcome: "succeeded", touch: null, formulas: { aggressor: "1d20+8", defender: "1d20+9" } });
    expect([...brom.statuses]).toEqual(["swallowed"]);
    for (const round of [1, 2]) await countSwallowedAtRoundEnd(combat as never, round);
    expect(brom.statuses.has("unconscious")).toBe(false);
    await countSwallowedAtRoundEnd(combat as never, 2);
    expect(brom.statuses.has("unconscious")).toBe(false);
    await countSwallowedAtRoundEnd(combat as never, 3);
    expect(brom.statuses.has("unconscious")).toBe(true);
  });

  it("disarm is refused without a free hand or a disarming weapon; with one, a win makes the orc let go of its greataxe", async () => {
    fight([{ ...longsword, id: "greatsword", name: "Greatsword", fields: { ...longsword.fields, twoHanded: true } }]);
    expect((await maneuverAs("p1", "brom", "orc", "disarm", [])).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.DisarmNeedsHand" });
    fight();
    await maneuverAs("p1", "brom", "orc", "disarm", []);
    // Dexterity +1 against +0, no size difference
    await goOn("gm", [10, 12, 4]);
    expect(lastCard().system).toMatchObject({ outcome: "succeeded", formulas: { aggressor: "1d20+1", defender: "1d20" } });
    expect(orc.items.get("greataxe").system.held).toBe("none");
    expect(lastCard().content).toContain("Orc drops Greataxe in an adjacent square.");
  });

  it("a charge is refused under 10 ft, off a straight line or past twice the speed; a good one leaves Brom charging, with no roll", async () => {
    expect((await maneuverAs("p1", "brom", "orc", "charge", [], { distanceFeet: 5, straight: true })).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.ChargeTooShort", data: { min: 10 } });
    expect((await maneuverAs("p1", "brom", "orc", "charge", [], { distanceFeet: 20, straight: false })).answer).toMatchObject({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.ChargeNotStraight" });
    expect((await maneuverAs("p1", "brom", "orc", "charge", [], { distanceFeet: 65, straight: true })).answer).toEqual({ ok: false, reason: "FRAY.Classic.Maneuver.Refusal.ChargeTooFar", data: { max: 60 } });
    const { card } = await maneuverAs("p1", "brom", "orc", "charge", [], { distanceFeet: 20, straight: true });
    expect(card?.system).toMatchObject({ outcome: "taken", opposed: [], touch: null });
    expect([...brom.statuses]).toEqual(["charging"]);
    expect(orc.statuses.size).toBe(0);
  });

  it("full defense puts its status on the defender of itself, and nothing else", async () => {
    await maneuverAs("p1", "brom", "brom", "fullDefense", []);
    expect([...brom.statuses]).toEqual(["fullDefense"]);
  });
});

describe("maneuvers that hurt or break", () => {
  it("trample: the orc is knocked prone and crushed for Brom's unarmed 1d3 + twice STR, through the harm flow", async () => {
    orc.system.health = { value: 30, max: 30 };
    await maneuverAs("p1", "brom", "orc", "trample", []);
    await goOn("gm", [10, 12, 4, 2]);
    expect(lastCard().system.outcome).toBe("succeeded");
    expect(lastCard().rolls.at(-1)?.formula).toBe("1d3+6");
    expect(orc.system.health.value).toBe(22);
    expect(orc.statuses.has("prone")).toBe(true);
  });

  it("shatter: Brom is shattering whatever happens; a win breaks the orc's greataxe: let go, marked broken", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "shatter", [12, 3, 5], { itemId: "greataxe" });
    // attack +6 +3 against the orc's +2 +2; the longsword's 1d8 against the item
    expect(card?.system).toMatchObject({ outcome: "succeeded", formulas: { aggressor: "1d20+9", defender: "1d20+4" } });
    expect(brom.statuses.has("shattering")).toBe(true);
    expect(orc.items.get("greataxe")).toMatchObject({ system: { held: "none" }, flags: { fray: { broken: true } } });
    expect(card?.content).toContain("Greataxe takes 5 damage and breaks.");
    expect((await maneuverAs("p1", "brom", "orc", "shatter", [], { itemId: "greataxe" })).answer).toEqual({ ok: false, reason: MANEUVER_REFUSAL.noItem });
  });

  it("a feigned strike that wins leaves the orc flat-footed: Beguile (CHA) against its level check (HD + WIS)", async () => {
    const { card } = await maneuverAs("p1", "brom", "orc", "feignedStrike", [12, 3]);
    expect(card?.system).toMatchObject({ outcome: "succeeded", formulas: { aggressor: "1d20", defender: "1d20+2" } });
    expect([...orc.statuses]).toEqual(["flatFooted"]);
  });
});

describe("the GM's authority", () => {
  it("a player's forged payload changes nothing: the totals, the formulas and the defender's numbers come from the documents", async () => {
    const { answer, card } = await maneuverAs("p1", "brom", "orc", "feignedStrike", [12, 3], { outcome: "succeeded", aggressorTotal: 40, formulas: { aggressor: "1d20+30" }, aooDealtDamage: true, phase: "settled", effects: [{ key: "x" }] });
    expect(answer).toMatchObject({ ok: true });
    expect(card?.author?.id).toBe("gm");
    expect(card?.system).toMatchObject({ aooDealtDamage: false, formulas: { aggressor: "1d20", defender: "1d20+2" }, opposed: [{ aggressor: 12, defender: 5 }] });
  });

  it("a player cannot make another player's creature maneuver, nor the GM's", async () => {
    expect((await maneuverAs("p2", "brom", "orc", "trip", [])).answer).toEqual({ ok: false, reason: MANEUVER_REFUSAL.notOwner, data: { name: "Brom" } });
    expect((await maneuverAs("p1", "orc", "brom", "trip", [])).answer).toEqual({ ok: false, reason: MANEUVER_REFUSAL.notOwner, data: { name: "Orc" } });
    expect((await maneuverAs("p1", "brom", "orc", "fly", [])).answer).toEqual({ ok: false, reason: MANEUVER_REFUSAL.badRequest });
  });

  it("a maneuver card a player posted runs no step", async () => {
    double.actAs("p1");
    const forged = { ...initialData(maneuverCardSchema), phase: "opportunity", aggressor: { actorUuid: "Actor.brom", tokenUuid: "Scene.s.Token.brom", name: "Brom" }, defender: { actorUuid: "Actor.orc", tokenUuid: "Scene.s.Token.orc", name: "Orc" } };
    await (globalThis as { ChatMessage?: { create(data: object): Promise<unknown> } }).ChatMessage?.create({ type: "classicManeuver", system: forged, content: "" });
    expect(await goOn("gm", [10, 12, 4])).toEqual({ ok: false, reason: MANEUVER_REFUSAL.notGm });
  });
});

describe("the action a maneuver costs, in a started fight", () => {
  it("a trip is an attack action: Brom's +6/+1 allow two; the third is refused, overridable, and a confirmed one goes ahead with the GM told", async () => {
    await startIndividual([20, 5, 3]);
    await beginTurn("brom");
    await maneuverAs("p1", "brom", "orc", "trip", []);
    await maneuverAs("p1", "brom", "orc", "trip", []);
    expect(budgetOf(combat, "brom")).toMatchObject({ standard: "attacks", attacks: 2 });
    const refused = await maneuverAs("p1", "brom", "orc", "trip", []);
    expect(refused.answer).toEqual({ ok: false, reason: "FRAY.Classic.Action.Refusal.attacksSpent", data: { count: 2, overridable: 1 } });
    expect(refused.card).toBeUndefined();
    const forced = await maneuverAs("p1", "brom", "orc", "trip", [], { force: true });
    expect(forced.answer).toMatchObject({ ok: true });
    const told = [...double.messages.values()].find((message) => message.whisper.includes("gm") && message.content.includes("past the round's actions"));
    expect(told?.content).toContain("Brom made a Trip past the round's actions");
  });

  it("a grapple takes the standard action; a full defense then needs the whole turn and is refused", async () => {
    await startIndividual([20, 5, 3]);
    await beginTurn("brom");
    await maneuverAs("p1", "brom", "orc", "grapple", []);
    expect(budgetOf(combat, "brom")).toMatchObject({ standard: "standard" });
    expect((await maneuverAs("p1", "brom", "brom", "fullDefense", [])).answer).toMatchObject({ ok: false, reason: "FRAY.Classic.Action.Refusal.fullRoundNeedsWholeTurn" });
    expect(brom.statuses.has("fullDefense")).toBe(false);
  });

  it("off its own turn a creature's maneuver is refused (the orc acts second)", async () => {
    await startIndividual([20, 5, 3]);
    expect((await maneuverAs("gm", "orc", "brom", "trip", [])).answer).toMatchObject({ ok: false, reason: "FRAY.Classic.Action.Refusal.notYourTurn" });
  });
});

describe("cutting out", () => {
  it("swallowed Brom cuts his way out with 20% of the swallower's 40 HP (8), dealt with a slashing weapon; blunt blows do not count", async () => {
    orc.system.size = "gargantuan";
    orc.system.health = { value: 40, max: 40 };
    orc.system.prepareDerivedData();
    await maneuverAs("gm", "orc", "brom", "swallowWhole", [15, 3]);
    expect(await recordDamageInside(combat as never, orc as never, brom as never, 20, false)).toBe(false);
    expect(await recordDamageInside(combat as never, orc as never, brom as never, 5, true)).toBe(false);
    expect(brom.statuses.has("swallowed")).toBe(true);
    expect(await recordDamageInside(combat as never, orc as never, brom as never, 3, true)).toBe(true);
    expect(brom.statuses.has("swallowed")).toBe(false);
    await countSwallowedAtRoundEnd(combat as never, 5);
    expect(brom.statuses.has("unconscious")).toBe(false);
  });
});

describe("from the sheet's maneuver button", () => {
  it("with no target the player is told to target one creature, and nothing is asked", async () => {
    double.actAs("p1");
    await startClassicManeuver(brom as never, "trip");
    expect(double.notices).toEqual([{ level: "warn", message: "Target one creature first." }]);
    expect(double.dialogs).toEqual([]);
  });

  it("Brom's player targets the orc and shoves it; the dialog's answer goes to the GM, who posts the card", async () => {
    double.actAs("p1");
    double.targets.add(orc.getActiveTokens()[0]);
    double.answers.push({});
    await startClassicManeuver(brom as never, "shove");
    await settle();
    expect(double.dialogs.map((dialog) => dialog.title)).toEqual(["Shove"]);
    expect(lastCard().system).toMatchObject({ maneuver: "shove", aggressor: { name: "Brom" }, defender: { name: "Orc" }, phase: "opportunity" });
  });

  it("a charge asks the distance and the line; a refused one comes back as a warning", async () => {
    double.actAs("p1");
    double.answers.push({ distanceFeet: "5", straight: true });
    await startClassicManeuver(brom as never, "charge");
    await settle();
    expect(double.notices).toEqual([{ level: "warn", message: "A charge needs at least 10 ft of movement." }]);
    double.answers.push({ distanceFeet: "25", straight: true });
    await startClassicManeuver(brom as never, "charge");
    await settle();
    expect(brom.statuses.has("charging")).toBe(true);
  });
});
