/**
 * The sheet's Use, Cast and Intimidate buttons through the Foundry double: the player's client only
 * asks; the GM re-reads the creature and its item or target, takes the creature's Standard action in a
 * started fight (a player is refused past it, a GM may go on and the GMs are told), writes and posts
 * the card. Forged requests change nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, declaredFight, double, resetDoubles, settle, startDeclared, text, turn, type Creature } from "../attack/fight";
import { chat, giveItem, itemWrites, knowActors, lastChat, words } from "./use-fight";

const { startUseItem } = await import("../../../../../src/rulesets/declared/flows/use/use-item");
const { startCast } = await import("../../../../../src/rulesets/declared/flows/use/cast");
const { startIntimidate } = await import("../../../../../src/rulesets/declared/flows/use/intimidate");
const { DECLARED_CAST_COMMAND, DECLARED_INTIMIDATE_COMMAND, DECLARED_USE_COMMAND } = await import("../../../../../src/rulesets/declared/flows/use/request");
const { roundNotes } = await import("../../../../../src/rulesets/declared/flows/round/round-notes");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../../src/rulesets/declared/rules/actions/economy");
const { stateOf } = await import("../../../../../src/foundry/combat/combat-engine");

let ysolde: Creature;
let ghoul: Creature;
let bram: Creature;
let combat: Record<string, any>;
let draught: Record<string, any>;

/** Ysolde (p1), Intimidation +4, carries 2 healing draughts and knows Sleep (TN 14); a ghoul (the GM's); Bram (p2). */
beforeEach(() => {
  resetDoubles();
  itemWrites.length = 0;
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], fields: { skills: { intimidation: 4 } } },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true },
    { id: "bram", name: "Bram", owners: ["p2"] },
  ]);
  [ysolde, ghoul, bram] = [fight.creatures.ysolde!, fight.creatures.ghoul!, fight.creatures.bram!];
  combat = fight.combat;
  knowActors([ysolde, ghoul, bram]);
  draught = giveItem(ysolde, { id: "draught", name: "Healing Draught", kind: "consumable", fields: { quantity: 2, effect: "Restores 1d6 Stress." } });
  giveItem(ysolde, { id: "sleep", name: "Sleep", kind: "spell", fields: { castingTN: 14, description: "<p>Foes of <strong>4 HD</strong> or fewer fall asleep.</p>" } });
});

/**
 * The declarations lock and the round runs until `creature`'s own step: what it does there is what it
 * declared (test/rulesets/declared/security/declared-deeds.test.ts); those before it end their turns.
 */
async function lockAndReach(creature: Creature): Promise<void> {
  await turn({ kind: "lockDeclarations" });
  for (let steps = 0; steps < 5; steps++) {
    const step = (stateOf(combat as never) as { step: { combatantIds: string[] } | null }).step;
    if (!step || step.combatantIds.includes(creature.combatantId)) break;
    for (const id of step.combatantIds) await turn({ kind: "endTurn", combatantId: id });
  }
  await settle();
}

const standardTaken = (creature: Creature) => declaredEconomy.read(storedEconomy(combat.combatants.get(creature.combatantId))).taken.standard;
const ask = async (userId: string, command: string, creatureUuid: string, subject: string, force = false) => {
  double.actAs(userId);
  const answer = await askGm(command, { creatureUuid, subject, force });
  await settle();
  return answer;
};

describe("using a consumable", () => {
  it("out of a fight Ysolde's player drinks a draught: the GM writes 1 left and posts its effect", async () => {
    double.actAs("p1");
    await startUseItem(ysolde.actor as never, "draught");
    await settle();
    expect(draught.system.quantity).toBe(1);
    expect(itemWrites).toEqual([{ client: "gm", item: "Healing Draught", change: { system: { quantity: 1 } } }]);
    const said = words(lastChat().content);
    expect(said).toContain(text("FRAY.Declared.Use.Card.UseTitle", { actor: "Ysolde", item: "Healing Draught" }));
    expect(said).toContain("Restores 1d6 Stress.");
    expect(said).toMatch(/Left 1 Speed \+6/);
  });

  it("at 0 it is refused with the reason, nothing written, no action spent", async () => {
    draught.system.quantity = 0;
    await startDeclared([5, 4, 9], { ysolde: "consumable:draught", ghoul: "fullDefense", bram: "fullDefense" });
    double.actAs("p1");
    await startUseItem(ysolde.actor as never, "draught");
    await settle();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Use.Refusal.NoneLeft", { item: "Healing Draught" }));
    expect(itemWrites).toEqual([]);
    expect(standardTaken(ysolde)).toBe(0);
  });

  it("in a started fight it is the Standard action: a second use is refused to the player; the GM goes on and the GMs are told", async () => {
    await startDeclared([5, 4, 9], { ysolde: "consumable:draught", ghoul: "fullDefense", bram: "fullDefense" });
    await lockAndReach(ysolde);
    expect(await ask("p1", DECLARED_USE_COMMAND, ysolde.actor.uuid, "draught")).toEqual({ ok: true, result: { left: 1 } });
    expect(standardTaken(ysolde)).toBe(1);
    const again = await ask("p1", DECLARED_USE_COMMAND, ysolde.actor.uuid, "draught", true);
    expect(again).toEqual({ ok: false, reason: "FRAY.Declared.Condition.Refusal.KindUsed", data: { kind: "standard" } });
    expect(draught.system.quantity).toBe(1);
    expect(await ask("gm", DECLARED_USE_COMMAND, "Scene.s.Token.ysolde", "draught")).toMatchObject({ ok: false, data: { overridable: 1 } });
    expect(await ask("gm", DECLARED_USE_COMMAND, "Scene.s.Token.ysolde", "draught", true)).toEqual({ ok: true, result: { left: 0 } });
    const whisper = chat().find((message) => message.whisper.includes("gm"));
    expect(whisper?.content).toContain(text("FRAY.Declared.Use.Overridden", { user: "gm", actor: "Ysolde", rule: text("FRAY.Declared.Condition.Refusal.KindUsed", { kind: "standard" }) }));
    expect(draught.system.quantity).toBe(0);
  });

  it("Bram's player naming Ysolde's draught is refused; an item of another type or none is refused", async () => {
    expect(await ask("p2", DECLARED_USE_COMMAND, ysolde.actor.uuid, "draught")).toEqual({ ok: false, reason: "FRAY.Declared.Use.Refusal.NotOwner", data: { name: "Ysolde" } });
    expect(await ask("p1", DECLARED_USE_COMMAND, ysolde.actor.uuid, "sleep")).toEqual({ ok: false, reason: "FRAY.Declared.Use.Refusal.NoItem" });
    expect(await ask("p1", DECLARED_USE_COMMAND, ysolde.actor.uuid, "")).toEqual({ ok: false, reason: "FRAY.Declared.Use.Refusal.BadRequest" });
    expect(draught.system.quantity).toBe(2);
    expect(chat()).toEqual([]);
  });
});

describe("casting a spell", () => {
  it("the card shows Sleep, TN 14, speed +4 and its words without markup; no roll; the Standard action is spent", async () => {
    await startDeclared([5, 4, 9], { ysolde: "cast:sleep", ghoul: "fullDefense", bram: "fullDefense" });
    await lockAndReach(ysolde);
    double.actAs("p1");
    await startCast(ysolde.actor as never, "sleep");
    await settle();
    const card = lastChat();
    expect(card.author?.id).toBe("gm");
    expect(card.rolls).toEqual([]);
    const said = words(card.content);
    expect(said).toContain(text("FRAY.Declared.Use.Card.CastTitle", { actor: "Ysolde", spell: "Sleep" }));
    expect(said).toMatch(/Casting TN 14 Speed \+4/);
    expect(said).toContain("Foes of 4 HD or fewer fall asleep.");
    expect(card.content).not.toContain("<strong>");
    expect(standardTaken(ysolde)).toBe(1);
  });

  it("a dead caster casts nothing, in a fight or out of one", async () => {
    ysolde.actor.system.health.value = -20;
    expect(await ask("p1", DECLARED_CAST_COMMAND, ysolde.actor.uuid, "sleep")).toEqual({ ok: false, reason: "FRAY.Declared.Condition.Refusal.Dead" });
    expect(chat()).toEqual([]);
  });
});

describe("intimidating a monster", () => {
  const target = (creature: Creature) => {
    double.targets.clear();
    double.targets.add(creature.token as never);
  };

  it("d20 13 + 4 = 17 against the ghoul: the card, the Standard action, and 17 noted for its morale check", async () => {
    // An Intimidation is the deed of a creature that declared a defensive attack (docs/rules-notes.md).
    await startDeclared([5, 4, 9], { ysolde: "defensiveAttack", ghoul: "fullDefense", bram: "fullDefense" });
    await lockAndReach(ysolde);
    double.actAs("p1");
    target(ghoul);
    double.dice.push(13);
    await startIntimidate(ysolde.actor as never);
    await settle();
    const card = lastChat();
    expect(card.rolls.map((roll: { formula: string }) => roll.formula)).toEqual(["1d20+4"]);
    const said = words(card.content);
    expect(said).toContain(text("FRAY.Declared.Use.Card.IntimidateTitle", { actor: "Ysolde", target: "Ghoul" }));
    expect(said).toMatch(/d20 13 Intimidation \+4 Intimidation check 17/);
    expect(roundNotes(combat as never).intimidations).toEqual([{ combatantId: ghoul.combatantId, total: 17 }]);
    expect(standardTaken(ysolde)).toBe(1);
  });

  it("with no target the player is told to target one monster and nothing is asked", async () => {
    double.actAs("p1");
    double.targets.clear();
    await startIntimidate(ysolde.actor as never);
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Use.Notice.OneTarget"));
    expect(chat()).toEqual([]);
  });

  it("refused against a character, against itself, and before the fight has started: nothing noted", async () => {
    expect(await ask("p1", DECLARED_INTIMIDATE_COMMAND, ysolde.actor.uuid, "Scene.s.Token.ghoul")).toMatchObject({ ok: false, reason: "FRAY.Declared.Use.Refusal.NotInFight" });
    await startDeclared([5, 4, 9], { ysolde: "fullDefense", ghoul: "fullDefense", bram: "fullDefense" });
    expect(await ask("p1", DECLARED_INTIMIDATE_COMMAND, ysolde.actor.uuid, "Scene.s.Token.bram")).toMatchObject({ ok: false, reason: "FRAY.Declared.Use.Refusal.NotAMonster" });
    expect(await ask("gm", DECLARED_INTIMIDATE_COMMAND, "Scene.s.Token.ghoul", "Scene.s.Token.ghoul")).toMatchObject({ ok: false, reason: "FRAY.Declared.Use.Refusal.Self" });
    expect(roundNotes(combat as never).intimidations).toEqual([]);
    expect(chat().filter((message) => message.rolls.length > 0 && message.content.includes("intimidates"))).toEqual([]);
  });

  it("Bram's player cannot make Ysolde intimidate; a forged total is not read", async () => {
    await startDeclared([5, 4, 9], { ysolde: "fullDefense", ghoul: "fullDefense", bram: "defensiveAttack" });
    await lockAndReach(bram);
    double.actAs("p2");
    const forged = await askGm(DECLARED_INTIMIDATE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "Scene.s.Token.ghoul", total: 40 });
    expect(forged).toEqual({ ok: false, reason: "FRAY.Declared.Use.Refusal.NotOwner", data: { name: "Ysolde" } });
    double.dice.push(2);
    expect(await ask("p2", DECLARED_INTIMIDATE_COMMAND, bram.actor.uuid, "Scene.s.Token.ghoul")).toEqual({ ok: true, result: { total: 2 } });
    expect(roundNotes(combat as never).intimidations).toEqual([{ combatantId: ghoul.combatantId, total: 2 }]);
  });
});
