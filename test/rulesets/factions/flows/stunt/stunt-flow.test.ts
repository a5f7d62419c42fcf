/**
 * Attack stunts through the Foundry double: after the WIT save and before the target reacts, Balthasar's
 * player proposes another effect in words; only the GM approves or vetoes it; the bandit (the GM answers
 * for it) accepts — no reaction, no damage, the GM applies the effect by hand — or refuses, and the attack
 * resolves as normal. The player's words are escaped and cut.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, lastCard, startIndividual, step, text } from "../attack/fight";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;
let combat: Plain;

const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastCard().system as Plain;
const actions = () => [...String(lastCard().content).matchAll(/data-fray-card-action="(\w+)"/g)].map((match) => match[1]);
const propose = (userId: string, effect: unknown) => step(userId, CARD_COMMANDS.proposeStunt, [], { effect });
const PENDING = "FRAY.Factions.AttackFlow.Stunt.Refusal.Pending";

beforeEach(() => {
  ({ creatures, combat } = balthasarAgainstBandit());
});

describe("an attack stunt proposed, approved and answered", () => {
  it("proposed after the hit: the card waits on the GM, and neither a reaction nor damage can be taken meanwhile", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(actions()).toEqual(expect.arrayContaining(["proposeStunt", "dodge", "counter", "noReaction", "undo"]));
    expect(await propose("p1", "  cut the rope bridge  ")).toMatchObject({ ok: true });
    expect(record().stunt).toEqual({ step: "proposed", effect: "cut the rope bridge" });
    expect(actions()).toEqual(["approveStunt", "vetoStunt", "undo"]);
    expect(lastCard().content).toContain("Balthasar proposes a stunt instead of damage: “cut the rope bridge”");
    expect(await step("gm", CARD_COMMANDS.dodge, [1])).toMatchObject({ ok: false, reason: PENDING });
    expect(await step("gm", CARD_COMMANDS.noReaction)).toMatchObject({ ok: false, reason: PENDING });
    expect(record().reaction).toBe("offered");
  });

  it("a player cannot approve as the GM, nor answer for the bandit", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", "force a surrender");
    expect(await step("p1", CARD_COMMANDS.approveStunt)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(record().stunt.step).toBe("proposed");
    await step("gm", CARD_COMMANDS.approveStunt);
    expect(await step("p1", CARD_COMMANDS.acceptStunt)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(record().stunt.step).toBe("approved");
  });

  it("approved and accepted: no reaction and no damage; the card says the GM applies the effect by hand", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", "cut the rope bridge");
    expect(await step("gm", CARD_COMMANDS.approveStunt)).toMatchObject({ ok: true });
    expect(actions()).toEqual(["acceptStunt", "refuseStunt", "undo"]);
    expect(await step("gm", CARD_COMMANDS.acceptStunt)).toMatchObject({ ok: true });
    expect(record().stunt.step).toBe("accepted");
    expect(actions()).toEqual(["undo"]);
    expect(lastCard().content).toContain(text("FRAY.Factions.AttackFlow.Stunt.ByHand"));
    expect(lastCard().content).not.toContain(text("FRAY.Factions.AttackFlow.Card.Damage", { formula: "1d8" }));
    expect(await step("p1", CARD_COMMANDS.rollDamage, [8])).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Stunt.Refusal.Accepted" });
    expect(await step("gm", CARD_COMMANDS.dodge, [1])).toMatchObject({ ok: false });
    expect(health("bandit")).toBe(6);
    // Accepting is no reaction: the bandit's turn is still its own.
    expect(budgetOf(combat, "bandit").reacted).toBe(false);
  });

  it("approved and refused: the attack resolves as normal, the bandit's reactions offered again", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", "knock the lantern over");
    await step("gm", CARD_COMMANDS.approveStunt);
    expect(await step("gm", CARD_COMMANDS.refuseStunt)).toMatchObject({ ok: true });
    expect(actions()).toEqual(expect.arrayContaining(["dodge", "counter", "noReaction", "undo"]));
    expect(actions()).not.toContain("proposeStunt");
    expect(lastCard().content).toContain(text("FRAY.Factions.Attack.Stunt.Refused"));
    await step("gm", CARD_COMMANDS.noReaction);
    expect(await step("p1", CARD_COMMANDS.rollDamage, [5])).toMatchObject({ ok: true });
    expect(health("bandit")).toBe(2);
  });

  it("vetoed by the GM: the attack resolves as normal, and no second stunt is proposed on it", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", "tear the bandit's banner down");
    expect(await step("gm", CARD_COMMANDS.vetoStunt)).toMatchObject({ ok: true });
    expect(record().stunt.step).toBe("vetoed");
    expect(actions()).toEqual(expect.arrayContaining(["dodge", "counter", "noReaction", "undo"]));
    expect(actions()).not.toContain("proposeStunt");
    expect(await propose("p1", "again")).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Stunt.Refusal.Already" });
    await step("gm", CARD_COMMANDS.dodge, [15]);
    expect(record()).toMatchObject({ reaction: "dodge", hit: true });
  });
});

describe("when a stunt may be proposed, and by whom", () => {
  it("only for the attacker: Sybilla's player cannot propose on Balthasar's attack", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await propose("p2", "trip him")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(record().stunt).toBeNull();
  });

  it("not once the bandit has chosen whether to react, and not on a miss", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.noReaction);
    expect(await propose("p1", "trip him")).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Stunt.Refusal.AfterReaction" });
    await attackAs("p1", "balthasar", "bandit", "bow", [15], { nearby: false, beyondHalf: true });
    expect(actions()).toEqual(["undo"]);
    expect(await propose("p1", "pin his cloak")).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Stunt.Refusal.NotAfterHit" });
  });

  it("an empty effect is refused", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await propose("p1", "   ")).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Stunt.Refusal.NoEffect" });
    expect(await propose("p1", 42)).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Stunt.Refusal.NoEffect" });
  });

  it("written in the attack dialog, the stunt is proposed as soon as the attack hits, before the bandit may react", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", [], { stunt: "force a surrender" });
    expect(record().stunt).toEqual({ step: "proposed", effect: "force a surrender" });
    expect(actions()).toEqual(["approveStunt", "vetoStunt", "undo"]);
    await attackAs("p1", "balthasar", "bandit", "bow", [15], { nearby: false, beyondHalf: true, stunt: "pin his cloak" });
    expect(record().stunt).toBeNull();
  });

  it("the player's words are text, not markup, and cut at 160 characters", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", `<img src=x onerror="alert(1)">${"a".repeat(300)}`);
    expect(lastCard().content).not.toContain("<img");
    expect(lastCard().content).toContain("&lt;img");
    expect(record().stunt.effect).toHaveLength(160);
  });

  it("Undo after an accepted stunt gives the main action back and closes the card", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await propose("p1", "cut the rope bridge");
    await step("gm", CARD_COMMANDS.approveStunt);
    await step("gm", CARD_COMMANDS.acceptStunt);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(budgetOf(combat, "balthasar").main).toBe(false);
    expect(actions()).toEqual([]);
    expect(await step("gm", CARD_COMMANDS.vetoStunt)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.undone });
  });
});
