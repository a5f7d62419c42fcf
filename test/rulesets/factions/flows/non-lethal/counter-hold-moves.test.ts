/**
 * The hold a grapple counter leaves, through the Foundry double: the bandit (the GM's) counters Balthasar's
 * sword blow with a grapple and Balthasar fails his STR save, so the bandit holds him. The hold's buttons
 * are the bandit's (Shove, Let go) and Balthasar's (Break free) — the card's target grabs its attacker —
 * and Undo puts everything back. A player pressing the other side's button is refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, lastCard, startIndividual, step, text } from "../attack/fight";

const { holdsIn } = await import("../../../../../src/rulesets/factions/flows/non-lethal/holds");

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

const record = () => lastCard().system as Plain;
const grabbed = (id: string) => creatures[id]!.statuses.has("grabbed");
const buttons = () => [...String(lastCard().content).matchAll(/data-fray-card-action="(\w+)"[^>]*?(?:data-type="([\w]+)")?>/g)].map((m) => (m[2] ? `${m[1]}:${m[2]}` : m[1]));
const H = "FRAY.Factions.NonLethalFlow.Hold";
const NOT_HELD = "FRAY.Factions.NonLethalFlow.Refusal.NotHeld";
const HELD_BY_BANDIT = [{ grabber: "Scene.s.Token.bandit", grabbed: "Scene.s.Token.balthasar", grabberName: "Bandit", grabbedName: "Balthasar" }];

/** Balthasar's sword (5, 4 through the mail) lands; the bandit's grapple counter holds him (15 against STR 12). */
async function banditHoldsBalthasar() {
  await attackAs("p1", "balthasar", "bandit", "sword", []);
  await step("gm", CARD_COMMANDS.counter, [5], { type: "grapple" });
  await step("gm", CARD_COMMANDS.resolveCounter, [15]);
}

beforeEach(() => ({ combat, creatures } = balthasarAgainstBandit()));

describe("after a grapple counter, the bandit holds Balthasar", () => {
  it("the card offers the bandit's Shove (half a zone, into a hazard) and Let go, and Balthasar's Break free", async () => {
    await banditHoldsBalthasar();
    expect(grabbed("balthasar")).toBe(true);
    expect(buttons()).toEqual(["shove:halfZone", "shove:hazard", "release", "breakFree", "undo"]);
    expect(lastCard().content).toContain(text(`${H}.Button.BreakFree`, { target: "Balthasar" }));
  });

  it("Balthasar's player may not shove or let go for the bandit; Sybilla's may not break free for him", async () => {
    await banditHoldsBalthasar();
    expect(await step("p1", CARD_COMMANDS.shove, [], { type: "halfZone" })).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Bandit" } });
    expect(await step("p1", CARD_COMMANDS.release)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("p2", CARD_COMMANDS.breakFree, [3])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Balthasar" } });
    expect(grabbed("balthasar")).toBe(true);
    expect(record().counterNonLethal.holdOver).toBe(false);
  });

  it("Balthasar breaks free (3 against STR 12): free, the line names him, the buttons go; Undo leaves him free and the bandit unhurt", async () => {
    await banditHoldsBalthasar();
    expect(await step("p1", CARD_COMMANDS.breakFree, [3])).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(false);
    expect(record().counterNonLethal).toMatchObject({ holdOver: true, holdLines: [{ key: `${H}.BrokeFree`, data: { grabber: "Bandit", grabbed: "Balthasar" } }] });
    expect(record().nonLethal).toBeNull();
    expect(lastCard().content).toContain("Balthasar breaks free — ");
    expect(buttons()).toEqual(["undo"]);
    expect(await step("p1", CARD_COMMANDS.breakFree, [1])).toMatchObject({ ok: false, reason: NOT_HELD });
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(false);
    expect(creatures.bandit!.system.health.value).toBe(6);
  });

  it("Balthasar fails to break free (15 against STR 12): still held, the buttons stay", async () => {
    await banditHoldsBalthasar();
    expect(await step("p1", CARD_COMMANDS.breakFree, [15])).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(true);
    expect(record().counterNonLethal.holdLines.map((l: Plain) => l.key)).toEqual([`${H}.StillHeld`]);
    expect(buttons()).toContain("breakFree");
  });
});

describe("in a fight, the bandit's hold is the GM's", () => {
  beforeEach(async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await banditHoldsBalthasar();
  });

  it("the GM shoves Balthasar into a hazard for the bandit (its reaction spent its turn: the GM's click goes ahead); the line names the bandit; Undo leaves no hold and gives the reaction back", async () => {
    expect(holdsIn(combat as never)).toEqual(HELD_BY_BANDIT);
    expect(await step("gm", CARD_COMMANDS.shove, [], { type: "hazard" })).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
    expect(lastCard().content).toContain(text(`${H}.ShovedHazard`, { grabber: "Bandit", grabbed: "Balthasar" }));
    expect(record()).toMatchObject({ holdEndedFrom: { held: true, grabbed: true }, counterNonLethal: { holdOver: true } });
    expect(await step("gm", CARD_COMMANDS.release)).toMatchObject({ ok: false, reason: NOT_HELD });
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(budgetOf(combat, "bandit")).toMatchObject({ main: false, reacted: false });
    expect(grabbed("balthasar")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
  });

  it("the GM lets go for the bandit: free, no main action spent", async () => {
    expect(await step("gm", CARD_COMMANDS.release)).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
    expect(budgetOf(combat, "bandit").main).toBe(false);
    expect(lastCard().content).toContain(text(`${H}.Released`, { grabber: "Bandit", grabbed: "Balthasar" }));
  });
});
