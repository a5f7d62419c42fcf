/**
 * Non-lethal attacks through the Foundry double: Balthasar (bare hands) disarms or grapples the bandit
 * (STR 10, a club in hand). The attack hits like a melee blow and deals no damage; the bandit may dodge or
 * counter; then Balthasar's player picks the weapon and the GM rolls the bandit's STR save: a failure drops
 * the club (unequipped) or leaves the bandit grabbed. A counter lands first; Undo puts everything back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, lastCard, step, text } from "../attack/fight";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastCard().system as Plain;
const club = () => creatures.bandit!.items.get("club").system;
const actions = () => [...String(lastCard().content).matchAll(/data-fray-card-action="(\w+)"/g)].map((match) => match[1]);
const nonLethal = (kind: "disarm" | "grapple", dice: number[] = [], extra: Plain = {}) => attackAs("p1", "balthasar", "bandit", "sword", dice, { nonLethal: kind, ...extra });
const resolve = (userId: string, dice: number[], weapon?: string) => step(userId, CARD_COMMANDS.resolveNonLethal, dice, weapon ? { type: weapon } : {});
const noReaction = () => step("gm", CARD_COMMANDS.noReaction);
const NOT_HELD = "FRAY.Factions.Attack.NonLethal.Refusal.NotHeld";

beforeEach(() => {
  ({ creatures } = balthasarAgainstBandit());
});

describe("a disarm", () => {
  it("is made with bare hands, deals no damage and offers the bandit its reactions; no damage can be rolled", async () => {
    const { card } = await nonLethal("disarm");
    expect(card!.system).toMatchObject({ hit: true, weaponId: "", formula: "", reaction: "offered", nonLethal: { kind: "disarm", weapons: [{ id: "club", name: "Club" }], strSave: null } });
    expect(card!.content).toContain(text("FRAY.Factions.NonLethalFlow.Card.ExplainDisarm", { target: "Bandit", attacker: "Balthasar" }));
    await noReaction();
    expect(actions()).not.toContain("rollDamage");
    expect(lastCard().content).toContain('data-fray-card-action="resolveNonLethal" data-role="attacker" data-type="club"');
    expect(await step("p1", CARD_COMMANDS.rollDamage, [8])).toMatchObject({ ok: false, reason: "FRAY.Factions.NonLethalFlow.Refusal.NoDamage" });
    expect(health("bandit")).toBe(6);
  });

  it("failed (15 against STR 10): the bandit drops the club Balthasar picked — unequipped — and the card says so", async () => {
    await nonLethal("disarm");
    expect(await resolve("p1", [15], "club")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.reactionPending });
    await noReaction();
    expect(await resolve("p1", [15], "club")).toMatchObject({ ok: true });
    expect(club().equipped).toBe(false);
    expect(record().nonLethal).toMatchObject({ strSave: { natural: 15, score: 10, passed: false }, droppedId: "club", droppedName: "Club" });
    expect(lastCard().content).toContain(text("FRAY.Factions.NonLethalFlow.Card.Dropped", { target: "Bandit", weapon: "Club" }));
    expect(actions()).toEqual(["undo"]);
    expect(await resolve("p1", [1], "club")).toMatchObject({ ok: false, reason: "FRAY.Factions.NonLethalFlow.Refusal.Resolved" });
  });

  it("passed (10 against STR 10): the club stays in hand", async () => {
    await nonLethal("disarm");
    await noReaction();
    await resolve("p1", [10], "club");
    expect(club().equipped).toBe(true);
    expect(record().nonLethal).toMatchObject({ strSave: { passed: true }, droppedId: "", result: { key: "FRAY.Factions.Attack.NonLethal.Resisted" } });
  });

  it("a forged pick — Balthasar's own sword, a weapon the bandit does not hold — is refused before any die is rolled", async () => {
    await nonLethal("disarm");
    await noReaction();
    expect(await resolve("p1", [], "sword")).toMatchObject({ ok: false, reason: NOT_HELD });
    expect(await resolve("p1", [])).toMatchObject({ ok: false, reason: NOT_HELD });
    expect(record().nonLethal.strSave).toBeNull();
    // The club put away since the card was posted: the GM reads the bandit's items again.
    await creatures.bandit!.items.get("club").update({ system: { equipped: false } });
    expect(await resolve("p1", [15], "club")).toMatchObject({ ok: true });
    expect(record().nonLethal).toMatchObject({ droppedId: "", result: { key: "FRAY.Factions.Attack.NonLethal.NothingToDrop" } });
  });

  it("only the attacker's owner or the GM resolves it", async () => {
    await nonLethal("disarm");
    await noReaction();
    expect(await resolve("p2", [15], "club")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(club().equipped).toBe(true);
  });

  it("a target not nearby cannot be disarmed; a ranged weapon named in a forged request is ignored (bare hands)", async () => {
    const far = await nonLethal("disarm", [], { nearby: false });
    expect(far.answer).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Refusal.NotNearby" });
    const { card } = await attackAs("p1", "balthasar", "bandit", "bow", [], { nonLethal: "disarm" });
    expect(card!.system).toMatchObject({ weaponId: "", kind: "melee" });
  });

  it("Undo puts the club back in the bandit's hand", async () => {
    await nonLethal("disarm");
    await noReaction();
    await resolve("gm", [15], "club");
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(club().equipped).toBe(true);
  });
});

describe("a grapple", () => {
  it("failed: the bandit is grabbed (entangled while held); Undo lets it go", async () => {
    await nonLethal("grapple");
    await noReaction();
    expect(lastCard().content).toContain(text("FRAY.Factions.NonLethalFlow.Card.Button.Grapple", { target: "Bandit" }));
    expect(await resolve("p1", [14])).toMatchObject({ ok: true });
    expect(creatures.bandit!.statuses.has("grabbed")).toBe(true);
    expect(record().nonLethal).toMatchObject({ grabbed: true, wasGrabbed: false });
    expect(lastCard().content).toContain(text("FRAY.Factions.NonLethalFlow.Card.Grabbed", { attacker: "Balthasar", target: "Bandit" }));
    await step("gm", CARD_COMMANDS.undo);
    expect(creatures.bandit!.statuses.has("grabbed")).toBe(false);
  });

  it("passed: nothing happens", async () => {
    await nonLethal("grapple");
    await noReaction();
    await resolve("p1", [3]);
    expect(creatures.bandit!.statuses.has("grabbed")).toBe(false);
    expect(record().nonLethal.grabbed).toBe(false);
  });

  it("dodged (AGI save 10 against 12): it misses and there is nothing to resolve", async () => {
    await nonLethal("grapple");
    await step("gm", CARD_COMMANDS.dodge, [10]);
    expect(record().hit).toBe(false);
    expect(actions()).not.toContain("resolveNonLethal");
    expect(await resolve("p1", [20])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notAHit });
  });
});

describe("a non-lethal attack countered resolves last", () => {
  it("the bandit's club (6) lands first; Balthasar still stands, so his grapple then resolves", async () => {
    expect((await nonLethal("grapple")).answer).toMatchObject({ ok: true });
    // Only the club is rolled: the grapple deals no damage.
    expect(await step("gm", CARD_COMMANDS.counter, [6])).toMatchObject({ ok: true });
    expect(health("balthasar")).toBe(2);
    expect(record().counter).toMatchObject({ rolled: 6, lands: true, hitLands: true, outcome: "FRAY.Factions.Reaction.Outcome.attackerHitFirst" });
    expect(record().damageRolled).toBeNull();
    expect(actions()).toContain("resolveNonLethal");
    await resolve("p1", [15]);
    expect(creatures.bandit!.statuses.has("grabbed")).toBe(true);
  });

  it("the club drops Balthasar (4 health) first: his grapple never lands; Undo heals him", async () => {
    await creatures.balthasar!.update({ system: { health: { value: 4 } } });
    await nonLethal("grapple");
    await step("gm", CARD_COMMANDS.counter, [6]);
    expect(health("balthasar")).toBe(0);
    expect(record().counter).toMatchObject({ lands: true, hitLands: false });
    expect(actions()).not.toContain("resolveNonLethal");
    expect(await resolve("p1", [15])).toMatchObject({ ok: false, reason: "FRAY.Factions.NonLethalFlow.Refusal.NotLanded" });
    await step("gm", CARD_COMMANDS.undo);
    expect(health("balthasar")).toBe(4);
    expect(creatures.balthasar!.statuses.has("incapacitated")).toBe(false);
  });
});
