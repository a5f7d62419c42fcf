/**
 * Countering a blast through the Foundry double (chapter: "Attacks with multiple targets can only be
 * countered by a single target"). Every target caught may Dodge or Counter before damage; once one
 * counters, Counter is withdrawn from the rest. The exchange is the attack card's: that target's blast
 * damage against the counter's, the larger after reductions first, a tie together. A counter that drops
 * the attacker first stops the blast. Undo puts the attacker back too and refunds the counterer's turn.
 * Dice: the blast's 1d6 for the counterer, then its fists' 1d4 (the test world reads impaired damage as d4).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, beginTurn, budgetOf, startFactions, text } from "../attack/fight";
import { BLAST_COMMANDS, BLAST_REFUSAL, blastAs, blastFight, blastStep, lastBlast } from "./blast-fight";
import { FACTIONS_REACTION_OUTCOME, FACTIONS_REACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/reactions/labels";

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;
const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastBlast().system as Plain;
const row = (name: string) => record().targets.find((t: Plain) => t.name === name);
const token = (id: string) => ({ token: `Scene.s.Token.${id}` });
const buttons = () => [...lastBlast().content.matchAll(/data-fray-card-action="(\w+)"[^>]*data-token="Scene\.s\.Token\.(\w+)"/g)].map((m) => `${m[2]}:${m[1]}`);

beforeEach(() => ({ combat, creatures } = blastFight()));

describe("only one target of a blast may counter", () => {
  it("the fire pot in the hall: the bandit and the brute are each offered Dodge and Counter before damage", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(buttons()).toEqual(["bandit:dodge", "bandit:counter", "brute:dodge", "brute:counter"]);
  });

  it("the bandit counters: the brute is offered Dodge only, and a forged Counter for it is refused", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(await blastStep("gm", BLAST_COMMANDS.counter, [5, 3], token("bandit"))).toMatchObject({ ok: true });
    expect(buttons()).toEqual(["brute:dodge"]);
    expect(await blastStep("gm", BLAST_COMMANDS.counter, [], token("brute"))).toMatchObject({ ok: false, reason: FACTIONS_REACTION_REFUSAL.counterTaken });
    expect(await blastStep("gm", BLAST_COMMANDS.counter, [], token("bandit"))).toMatchObject({ ok: false, reason: BLAST_REFUSAL.alreadyCountered });
    expect(await blastStep("gm", BLAST_COMMANDS.dodge, [], token("bandit"))).toMatchObject({ ok: false, reason: BLAST_REFUSAL.alreadyCountered });
    // Roll damage hits the brute alone: the bandit's blast damage was rolled in the exchange.
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [4]);
    expect([health("bandit"), health("brute"), health("greta")]).toEqual([2, 4, 5]);
  });

  it("the brute may still dodge after the bandit's counter", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [5, 3], token("bandit"));
    expect(await blastStep("gm", BLAST_COMMANDS.dodge, [2], token("brute"))).toMatchObject({ ok: true });
    await blastStep("p1", BLAST_COMMANDS.rollDamage, []);
    expect(health("brute")).toBe(8);
  });
});

describe("the counter exchange, as on the attack card", () => {
  it("the bandit takes more (5, 4 through its mail, against Greta's 3): it is hit first, still stands and strikes back", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [5, 3], token("bandit"));
    expect(row("Bandit").counter).toMatchObject({ rolled: 3, lands: true, hitLands: true, outcome: FACTIONS_REACTION_OUTCOME.defenderHitFirst });
    expect([health("bandit"), health("greta")]).toEqual([2, 5]);
    expect(lastBlast().content).toContain(text(FACTIONS_REACTION_OUTCOME.defenderHitFirst));
  });

  it("Greta (2 health) takes more: she is hit first and falls, her fire pot never goes off — nobody is hurt and Roll damage is refused", async () => {
    await creatures.greta!.update({ system: { health: { value: 2 } } });
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [2, 4], token("bandit"));
    expect(row("Bandit").counter).toMatchObject({ lands: true, hitLands: false, outcome: FACTIONS_REACTION_OUTCOME.attackerHitFirst });
    expect(health("greta")).toBe(0);
    expect(creatures.greta!.statuses.has("incapacitated")).toBe(true);
    expect(await blastStep("p1", BLAST_COMMANDS.rollDamage, [6])).toMatchObject({ ok: false, reason: BLAST_REFUSAL.voided });
    expect(await blastStep("gm", BLAST_COMMANDS.dodge, [1], token("brute"))).toMatchObject({ ok: false, reason: BLAST_REFUSAL.voided });
    expect([health("bandit"), health("brute")]).toEqual([6, 8]);
    expect(lastBlast().content).toContain(text("FRAY.Factions.BlastFlow.Card.Voided", { attacker: "Greta" }));
    expect(lastBlast().content).not.toContain('data-fray-card-action="rollDamage"');
  });

  it("a tie (2 through the mail, 2 back) lands together", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [3, 2], token("bandit"));
    expect(row("Bandit").counter).toMatchObject({ lands: true, hitLands: true, outcome: FACTIONS_REACTION_OUTCOME.together });
    expect([health("bandit"), health("greta")]).toEqual([4, 6]);
  });
});

describe("who may counter", () => {
  it("a player cannot counter for a creature not theirs, nor name one the blast did not catch", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(await blastStep("p1", BLAST_COMMANDS.counter, [5, 3], token("bandit"))).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await blastStep("p2", BLAST_COMMANDS.counter, [5, 3], token("sybilla"))).toMatchObject({ ok: false, reason: BLAST_REFUSAL.notATarget });
    expect([health("bandit"), health("greta")]).toEqual([6, 8]);
  });

  it("Greta caught in her own fire pot cannot counter herself; Sybilla beside her may", async () => {
    await blastAs("p1", "firepot", { zoneId: "yard" }, []);
    expect(buttons()).toEqual(["greta:dodge", "sybilla:dodge", "sybilla:counter"]);
    expect(await blastStep("p1", BLAST_COMMANDS.counter, [3, 2], token("greta"))).toMatchObject({ ok: false, reason: FACTIONS_REACTION_REFUSAL.noSuitableAttack });
    expect(await blastStep("p2", BLAST_COMMANDS.counter, [3, 2], token("sybilla"))).toMatchObject({ ok: true });
  });

  it("a target whose turn is over cannot counter", async () => {
    await startFactions();
    await beginTurn("greta");
    await blastAs("p1", "firepot", { zoneId: "yard" }, []);
    await blastStep("p2", BLAST_COMMANDS.dodge, [3], token("sybilla"));
    expect(await blastStep("p2", BLAST_COMMANDS.counter, [3, 2], token("sybilla"))).toMatchObject({ ok: false, reason: BLAST_REFUSAL.alreadyDodged });
  });
});

describe("Undo after a counter", () => {
  it("puts back the bandit, the brute and Greta, refunds the bandit's turn and Greta's main action", async () => {
    await startFactions();
    await beginTurn("greta");
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("gm", BLAST_COMMANDS.counter, [5, 3], token("bandit"));
    expect(budgetOf(combat, "bandit").reacted).toBe(true);
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [4]);
    expect(await blastStep("gm", BLAST_COMMANDS.undo)).toMatchObject({ ok: true });
    expect([health("bandit"), health("brute"), health("greta")]).toEqual([6, 8, 8]);
    expect(budgetOf(combat, "bandit").reacted).toBe(false);
    expect(budgetOf(combat, "greta").main).toBe(false);
  });

  it("Greta hit by Sybilla's counter and then by her own fire pot is put back whole", async () => {
    await blastAs("p1", "firepot", { zoneId: "yard" }, []);
    // Sybilla takes 2, Greta 3: Greta is hit first (8 → 5), then the pot on Sybilla (7 → 5).
    await blastStep("p2", BLAST_COMMANDS.counter, [2, 3], token("sybilla"));
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [4]);
    expect([health("greta"), health("sybilla")]).toEqual([1, 5]);
    await blastStep("gm", BLAST_COMMANDS.undo);
    expect([health("greta"), health("sybilla")]).toEqual([8, 7]);
  });
});
