/**
 * Blasts through the Foundry double: a blast hits a zone and everyone in it and on its borders. A melee
 * blast goes off in the attacker's zone and spares the attacker; a ranged one hits the zone it is aimed at,
 * and on a missed WIT save deviates to the neighbouring zone a die picks. One card lists every target;
 * damage is rolled for each, after its own armour; each may dodge; Undo puts everything back. With no
 * zones drawn the user's targets are the targets. The GM reads everything again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, beginTurn, budgetOf, double, settle, startFactions, text } from "../attack/fight";
import { BLAST_COMMANDS, BLAST_REFUSAL, blastAs, blastCards, blastFight, blastStep, lastBlast } from "./blast-fight";
import { FACTIONS_ZONE_REFUSAL } from "../../../../../src/rulesets/factions/rules/zones/labels";
import { FACTIONS_ATTACK_REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";
import { FACTIONS_REACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/reactions/labels";

const { startFactionsAttack } = await import("../../../../../src/rulesets/factions/flows/attack/start-attack");

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;
const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastBlast().system as Plain;
const names = () => record().targets.map((t: Plain) => t.name);

beforeEach(() => ({ combat, creatures } = blastFight()));

describe("a melee blast", () => {
  it("Greta's spinning flail in the yard hits Sybilla beside her, never Greta herself, and cannot miss", async () => {
    const { answer, card } = await blastAs("p1", "flail", { zoneId: "yard" }, []);
    expect(answer).toMatchObject({ ok: true });
    expect(card!.system).toMatchObject({ kind: "melee", hit: true, witSave: null, aimedZone: "yard", landedZone: "yard" });
    expect(names()).toEqual(["Sybilla"]);
    expect(await blastStep("p1", BLAST_COMMANDS.rollDamage, [3])).toMatchObject({ ok: true });
    expect(health("sybilla")).toBe(4);
    expect(health("greta")).toBe(8);
  });

  it("goes off in the attacker's own zone only: aimed at the hall next door it is refused", async () => {
    const { answer, card } = await blastAs("p1", "flail", { zoneId: "hall" }, []);
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ZONE_REFUSAL.notOwnZone });
    expect(card).toBeUndefined();
  });
});

describe("a ranged blast", () => {
  it("the fire pot thrown into the hall (1 zone, within half of 2): no WIT save, the bandit and the brute are hit, each after its own armour", async () => {
    await startFactions();
    await beginTurn("greta");
    const { card } = await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(card!.system).toMatchObject({ hit: true, witSave: null, landedZone: "hall", landedZoneName: "Hall" });
    expect(names()).toEqual(["Bandit", "Brute"]);
    expect(budgetOf(combat, "greta").main).toBe(true);
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [5, 4]);
    expect(health("bandit")).toBe(2);
    expect(health("brute")).toBe(4);
    expect(record().targets.map((t: Plain) => t.damageRolled)).toEqual([5, 4]);
    expect(lastBlast().content).toContain("Bandit");
    expect(await blastStep("p1", BLAST_COMMANDS.rollDamage, [6, 6])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.alreadyRolled });
  });

  it("aimed at its own zone it catches the thrower too", async () => {
    await blastAs("p1", "firepot", { zoneId: "yard" }, []);
    expect(names()).toEqual(["Greta", "Sybilla"]);
  });

  it("a miss deviates: the hall's neighbours are numbered (1 cellar, 2 yard), the d2 shows 2 and the yard is hit, Greta too", async () => {
    creatures.greta!.items.get("firepot").system.range = 1;
    // Beyond half range: a WIT save, 15 against 12 fails; then the deviation die.
    const { card } = await blastAs("p1", "firepot", { zoneId: "hall" }, [15, 2]);
    expect(card!.system).toMatchObject({ hit: false, witSave: { natural: 15 }, deviationDie: "1d2", deviationFace: 2, landedZone: "yard" });
    expect(record().deviationOptions).toEqual([
      { face: 1, zoneId: "cellar", name: "Cellar" },
      { face: 2, zoneId: "yard", name: "Yard" },
    ]);
    expect(names()).toEqual(["Greta", "Sybilla"]);
    expect(card!.content).toContain(text("FRAY.Factions.BlastFlow.Card.Deviation", { die: "1d2", options: "1: Cellar, 2: Yard" }));
  });

  it("the cellar two zones off, beyond a 1-zone throw, is out of range; a forged zone id is refused as no such zone", async () => {
    creatures.greta!.items.get("firepot").system.range = 1;
    expect((await blastAs("p1", "firepot", { zoneId: "cellar" }, [])).answer).toMatchObject({ ok: false, reason: FACTIONS_ATTACK_REFUSAL.outOfRange });
    expect((await blastAs("p1", "firepot", { zoneId: "the-moon" }, [])).answer).toMatchObject({ ok: false, reason: FACTIONS_ZONE_REFUSAL.unknownZone });
    expect(blastCards()).toHaveLength(0);
  });

  it("a player cannot blast for another's character, nor blast with a weapon that is no blast", async () => {
    expect((await blastAs("p2", "firepot", { zoneId: "hall" }, [])).answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect((await blastAs("p1", "knife", { zoneId: "hall" }, [])).answer).toMatchObject({ ok: false, reason: BLAST_REFUSAL.notBlast });
  });
});

describe("each target may dodge, and Undo puts everything back", () => {
  it("the bandit dodges (AGI 12, rolls 10): only the brute takes the fire", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(await blastStep("gm", BLAST_COMMANDS.dodge, [10], { token: "Scene.s.Token.bandit" })).toMatchObject({ ok: true });
    expect(lastBlast().content).not.toContain("Bandit: Dodge");
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [4]);
    expect(health("bandit")).toBe(6);
    expect(health("brute")).toBe(4);
  });

  it("Greta caught in her own fire pot cannot dodge: her turn is under way; Sybilla, whose turn is still to come, may", async () => {
    await startFactions();
    await beginTurn("greta");
    await blastAs("p1", "firepot", { zoneId: "yard" }, []);
    expect(await blastStep("p1", BLAST_COMMANDS.dodge, [1], { token: "Scene.s.Token.greta" })).toMatchObject({ ok: false, reason: FACTIONS_REACTION_REFUSAL.alreadyActed });
    expect(await blastStep("p2", BLAST_COMMANDS.dodge, [3], { token: "Scene.s.Token.sybilla" })).toMatchObject({ ok: true });
    expect(budgetOf(combat, "sybilla").reacted).toBe(true);
    expect(await blastStep("p2", BLAST_COMMANDS.dodge, [3], { token: "Scene.s.Token.sybilla" })).toMatchObject({ ok: false, reason: BLAST_REFUSAL.alreadyDodged });
    // Undo gives Sybilla's turn back too.
    await blastStep("gm", BLAST_COMMANDS.undo);
    expect(budgetOf(combat, "sybilla").reacted).toBe(false);
  });

  it("a player cannot dodge for a creature not theirs, nor name one the blast did not catch", async () => {
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(await blastStep("p1", BLAST_COMMANDS.dodge, [1], { token: "Scene.s.Token.bandit" })).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await blastStep("p2", BLAST_COMMANDS.dodge, [1], { token: "Scene.s.Token.sybilla" })).toMatchObject({ ok: false, reason: BLAST_REFUSAL.notATarget });
  });

  it("Undo gives every target its health back and Greta her main action", async () => {
    await startFactions();
    await beginTurn("greta");
    await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    await blastStep("p1", BLAST_COMMANDS.rollDamage, [6, 6]);
    expect([health("bandit"), health("brute")]).toEqual([1, 2]);
    expect(await blastStep("p1", BLAST_COMMANDS.undo)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await blastStep("gm", BLAST_COMMANDS.undo)).toMatchObject({ ok: true });
    expect([health("bandit"), health("brute")]).toEqual([6, 8]);
    expect(budgetOf(combat, "greta").main).toBe(false);
    expect(lastBlast().content).toContain(text("FRAY.Factions.BlastFlow.Card.Undone"));
  });
});

describe("with no zones drawn", () => {
  beforeEach(() => ({ combat, creatures } = blastFight([])));

  it("the user's targets are the targets", async () => {
    await blastAs("p1", "firepot", { targetTokenUuids: ["Scene.s.Token.bandit", "Scene.s.Token.sybilla"] }, []);
    expect(record()).toMatchObject({ aimedZone: "", hit: true });
    expect(names()).toEqual(["Bandit", "Sybilla"]);
  });

  it("a melee blast spares the attacker even when she targets herself; no targets is refused", async () => {
    await blastAs("p1", "flail", { targetTokenUuids: ["Scene.s.Token.greta", "Scene.s.Token.brute"] }, []);
    expect(names()).toEqual(["Brute"]);
    expect((await blastAs("p1", "flail", { targetTokenUuids: [] }, [])).answer).toMatchObject({ ok: false, reason: BLAST_REFUSAL.noTargets });
  });

  it("a token named that is no creature on this scene is dropped; naming only such is refused", async () => {
    await blastAs("p1", "firepot", { targetTokenUuids: ["Scene.elsewhere.Token.ghost", "Scene.s.Token.brute"] }, []);
    expect(names()).toEqual(["Brute"]);
    expect((await blastAs("p1", "firepot", { targetTokenUuids: ["Scene.elsewhere.Token.ghost"] }, [])).answer).toMatchObject({ ok: false, reason: BLAST_REFUSAL.noTargets });
  });
});

describe("the blast dialog", () => {
  const weaponOf = (id: string) => creatures.greta!.items.get(id);

  /** `userId` clicks Attack on the weapon; the dialog, when one opens, is answered with `answer` (null: closed). */
  async function openAs(userId: string, weaponId: string, answer?: Plain | null) {
    double.actAs(userId);
    if (answer !== undefined) double.answers.push(answer);
    await startFactionsAttack(creatures.greta as never, weaponId);
    await settle();
    double.actAs("gm");
    return double.dialogs.at(-1)?.content ?? "";
  }

  it("the fire pot (range 1) offers the yard and the hall with their range bands, not the cellar beyond reach; the zone picked becomes the card's", async () => {
    weaponOf("firepot").system.range = 1;
    const content = await openAs("p1", "firepot", { zoneId: "yard", visible: "on" });
    expect(content).toContain('value="yard"');
    expect(content).toContain(text("FRAY.Factions.BlastFlow.Dialog.ZoneChoice", { zone: "Hall", band: text("FRAY.Factions.Zones.Range.BeyondHalf") }));
    expect(content).not.toContain('value="cellar"');
    expect(record()).toMatchObject({ aimedZone: "yard", weaponName: "Fire pot" });
  });

  it("the spinning flail offers only Greta's own zone", async () => {
    const content = await openAs("p1", "flail", null);
    expect(content).toContain('value="yard"');
    expect(content).not.toContain('value="hall"');
  });

  it("with no zones drawn, the user's targets are listed and become the targets; none targeted is told before anything is asked", async () => {
    ({ combat, creatures } = blastFight([]));
    expect(await openAs("p1", "firepot")).toBe("");
    expect(double.notices.at(-1)).toMatchObject({ level: "warn", message: text("FRAY.Factions.BlastFlow.Notice.NoTargets") });
    double.targets.add(creatures.bandit!.getActiveTokens()[0]);
    double.targets.add(creatures.brute!.getActiveTokens()[0]);
    const content = await openAs("p1", "firepot", { visible: "on" });
    expect(content).toContain("Bandit, Brute");
    expect(names()).toEqual(["Bandit", "Brute"]);
  });
});
