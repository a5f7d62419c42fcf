/**
 * The teams attack through the Foundry double, from the sheet's click to the GM's card: the GM
 * re-reads everything, spends the Attack action, rolls and posts the card; the chapter's worked
 * examples come out as the GM applies them; Undo puts the actor back exactly.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actionsDouble, attack, double, fighter, freshScene, startFight, turn, type Fighter, askGm, attackCards as cards, lastCard, text, CARD_COMMANDS, TEAMS_ATTACK_COMMAND, ATTACK_REFUSAL, TEAMS_ECONOMY_REFUSAL } from "./fight";

const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { teamsEconomy } = await import("../../../../../src/rulesets/teams/rules/actions/economy");
const { startTeamsAttack } = await import("../../../../../src/rulesets/teams/flows/attack/start-attack");

const g = globalThis as Record<string, any>;
const spear = { attributes: { strength: true, dexterity: true }, proficiencies: { finesse: true, martial: true }, damage: 4, damageType: "piercing", criticalDamage: 8, criticalThreshold: 19, parryValue: 2, metal: true };
const shortbow = { attributes: { strength: false, dexterity: true }, proficiencies: { martial: false, ranged: true }, damage: 3, damageType: "piercing", criticalDamage: 6, criticalThreshold: 20, projectile: true };
const pools = (endurance: number, health: number) => ({ endurance: { value: endurance, max: endurance }, health: { value: health, max: health } });

let boudica: Fighter;
let agnessa: Fighter;
let guard: Fighter;
let brute: Fighter;

/**
 * Boudica (p1: strength d6, combat d6, martial +1, athletics d4, fortitude +1, endurance and health 12,
 * constitution 4) and Agnessa (p2, shortbow) stand beside a town guard (evasion 6, physical
 * deflection 8, GM's); a brute (GM's) whose three claws deal 5, 8 and 6 typeless stands by Boudica.
 *   Boudica (0,0)  guard (1,0)  Agnessa (4,0)  brute (0,3)
 */
beforeEach(() => {
  const scene = freshScene();
  boudica = fighter({
    id: "boudica", name: "Boudica", owners: ["p1"], at: { x: 0, y: 0 },
    fields: { attributes: { strength: "d6" }, skills: { combat: "d6", athletics: "d4" }, proficiencies: { martial: 1, fortitude: 1 }, evasion: 2, constitution: 4, ...pools(12, 12) },
    items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }, { id: "shield", name: "Round shield", kind: "shield", fields: { blockValue: 3, durability: { listed: 10, lost: 0 } } }],
  }, scene);
  agnessa = fighter({
    id: "agnessa", name: "Agnessa", owners: ["p2"], at: { x: 4, y: 0 },
    fields: { attributes: { dexterity: "d6" }, skills: { combat: "d4" }, proficiencies: { ranged: 1 } },
    items: [{ id: "bow", name: "Shortbow", kind: "weapon", fields: shortbow }],
  }, scene);
  guard = fighter({ id: "guard", name: "Town guard", owners: [], at: { x: 1, y: 0 }, monster: true, fields: { evasion: 6, deflection: { physical: 8, elemental: 0 }, ...pools(10, 10) } }, scene);
  const claw = (damage: number) => ({ name: `Claw ${damage}`, attributes: { strength: true }, proficiencies: { martial: false }, damage, damageType: "typeless", criticalDamage: damage, criticalThreshold: 30 });
  brute = fighter({ id: "brute", name: "Brute", owners: [], at: { x: 0, y: 3 }, monster: true, fields: { attacks: [claw(5), claw(8), claw(6)] } }, scene);
});


/** Asks the GM to run a card step as `userId`. */
async function step(userId: string, command: string, extra: Record<string, unknown> = {}, dice: number[] = []) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(command, { messageId: lastCard().id, ...extra });
  await double.net.settle();
  return answer;
}

const vitals = (f: Fighter) => ({ endurance: f.actor.system.endurance.value, health: f.actor.system.health.value, stamina: f.actor.system.stamina.value, conditions: { ...f.actor.system.conditions }, deathsCheated: f.actor.system.deathsCheated });

describe("Boudica's spear, made through the GM", () => {
  it("a player's attack: the GM rolls 2d6+1 as Foundry rolls, posts the card as the attacker's token, 6 against evasion 6 hits for 10 − 8 = 2", async () => {
    const { card } = await attack(boudica, guard, { itemId: "spear" }, [3, 2, 10], { attribute: "strength", proficiency: "martial" });
    expect(card?.author?.id).toBe("gm");
    expect(card?.speaker).toEqual({ token: "Scene.s.Token.boudica" });
    expect(card?.rolls.map((roll) => roll.formula)).toEqual(["1d6", "1d6", "1d20"]);
    expect(card?.system).toMatchObject({ plan: { testFormula: "2d6+1", target: { evasion: 6, reduction: 8 } }, rolls: { sets: [{ attribute: 3, combatSkill: 2 }], luckFace: 10 } });
    expect(card?.content).toContain(text("FRAY.Teams.Card.Button.Apply", { amount: 2 }));
  });

  it("a payload naming another weapon's numbers changes nothing: the GM reads the spear from Boudica's item", async () => {
    double.actAs("p1");
    double.dice.push(3, 2, 10);
    const answer = await askGm(TEAMS_ATTACK_COMMAND, {
      attackerTokenUuid: "Scene.s.Token.boudica", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "spear" },
      choices: { attribute: "strength", proficiency: "martial" }, weapon: { damage: 40 }, target: { evasion: 0 },
    });
    expect(answer).toMatchObject({ ok: true });
    expect(lastCard().system).toMatchObject({ plan: { weapon: { damage: 4, criticalDamage: 8 }, target: { evasion: 6 } } });
  });

  it("a weapon not in hand cannot attack: the GM refuses it, no card", async () => {
    boudica.item("spear").system.wielded = false;
    double.actAs("p1");
    const answer = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.boudica", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "spear" }, choices: {} });
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.noWeapon });
    expect(cards()).toEqual([]);
  });

  it("a player cannot attack with another player's character: refused by name, no card", async () => {
    double.actAs("p2");
    const answer = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.boudica", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "spear" }, choices: {} });
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Boudica" } });
    expect(cards()).toEqual([]);
  });

  it("with no single target the attack is not started, and the player is told why", async () => {
    double.actAs("p1");
    double.targets.clear();
    expect(await startTeamsAttack(boudica.actor as never, { itemId: "spear" })).toBeNull();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Teams.Attack.Notice.NoTarget"));
  });

  it("luck 19 at the spear's 19+: a critical, 6 + 8 − 8 = 6; the GM applies it and Undo puts the guard back exactly", async () => {
    const before = vitals(guard);
    await attack(boudica, guard, { itemId: "spear" }, [3, 2, 19], { attribute: "strength", proficiency: "martial" });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Outcome.Critical"));
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: true });
    expect(vitals(guard)).toEqual({ ...before, endurance: 4 });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Button.Undo"));
    expect(await step("gm", CARD_COMMANDS.undo)).toEqual({ ok: true });
    expect(vitals(guard)).toEqual(before);
    expect(lastCard().system.log).toEqual([]);
  });

  it("only the GM applies and undoes: a player's Apply is refused and changes nothing", async () => {
    await attack(boudica, guard, { itemId: "spear" }, [3, 2, 10], { attribute: "strength", proficiency: "martial" });
    expect(await step("p1", CARD_COMMANDS.apply)).toEqual({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(guard.actor.system.endurance.value).toBe(10);
  });
});

describe("Boudica's endurance and health, as the GM applies three wounds", () => {
  it("7 leaves endurance 5 (harmed); 10 more leaves health 7 and she fortifies 7 against 5; 8 more drops her, and a 1 on the death test kills her", async () => {
    await attack(brute, boudica, { attackIndex: 0 }, [1, 1, 10]);
    await step("gm", CARD_COMMANDS.apply);
    expect(vitals(boudica)).toMatchObject({ endurance: 5, health: 12 });
    expect(boudica.actor.system.derived.conditions).toEqual(["harmed"]);

    await attack(brute, boudica, { attackIndex: 1 }, [1, 1, 10]);
    await step("gm", CARD_COMMANDS.apply);
    expect(vitals(boudica)).toMatchObject({ endurance: 0, health: 7 });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Button.Fortify", { difficulty: 5 }));
    // strength d6 shows 4, athletics d4 shows 2, fortitude +1: 7 against her missing health of 5.
    expect(await step("p1", CARD_COMMANDS.fortify, {}, [4, 2, 10])).toEqual({ ok: true });
    expect(vitals(boudica)).toMatchObject({ health: 7, stamina: 2, conditions: { unconscious: false } });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Step.fortify.success", { target: "Boudica", total: 7, difficulty: 5 }));

    await attack(brute, boudica, { attackIndex: 2 }, [1, 1, 10]);
    await step("gm", CARD_COMMANDS.apply);
    expect(vitals(boudica)).toMatchObject({ health: 0, conditions: { unconscious: true, dead: false } });
    expect(await step("p1", CARD_COMMANDS.deathTest, {}, [1])).toEqual({ ok: true });
    expect(boudica.actor.system.conditions.dead).toBe(true);
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Step.deathTest.failure", { target: "Boudica", total: 1, difficulty: 10 }));
  });

  it("choosing to fall instead of fortifying: unconscious, and Undo wakes her again", async () => {
    boudica.actor.system.endurance.value = 0;
    await attack(brute, boudica, { attackIndex: 0 }, [1, 1, 10]);
    await step("gm", CARD_COMMANDS.apply);
    expect(await step("p2", CARD_COMMANDS.fall)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("p1", CARD_COMMANDS.fall)).toEqual({ ok: true });
    expect(boudica.actor.system.conditions.unconscious).toBe(true);
    await step("gm", CARD_COMMANDS.undo);
    expect(boudica.actor.system.conditions.unconscious).toBe(false);
  });

  it("a cheated death raises her death difficulty to 15 for good", async () => {
    boudica.actor.system.endurance.value = 0;
    boudica.actor.system.health.value = 3;
    await attack(brute, boudica, { attackIndex: 0 }, [1, 1, 10]);
    await step("gm", CARD_COMMANDS.apply);
    await step("p1", CARD_COMMANDS.deathTest, {}, [12]);
    expect(vitals(boudica)).toMatchObject({ deathsCheated: 1, conditions: { dead: false, unconscious: true } });
    expect(boudica.actor.system.derived.deathDifficulty).toBe(15);
  });
});

describe("Agnessa's shortbow", () => {
  it("her mishap: luck 1 with only Boudica within 1 m of the guard sends the arrow to Boudica (1d1)", async () => {
    const { card } = await attack(agnessa, guard, { itemId: "bow" }, [3, 2, 1, 1], { attribute: "dexterity", proficiency: "ranged" });
    expect(card?.rolls.map((roll) => roll.formula)).toEqual(["1d6", "1d4", "1d20", "1d1"]);
    expect(card?.system.people.map((person: { name: string }) => person.name)).toEqual(["Town guard", "Boudica"]);
    expect(card?.system.rolls.strayFace).toBe(1);
    expect(card?.content).toContain(text("FRAY.Teams.Card.Luck.Stray", { intended: "Town guard", target: "Boudica" }));
  });

  it("in a fight her second attack this round takes −2, and both are spent from her budget", async () => {
    const combat = await startFight({ boudica, agnessa, guard, brute }, { boudica: "party", agnessa: "party", guard: "foes", brute: "foes" });
    await turn("act", "agnessa", "p2");
    await attack(agnessa, guard, { itemId: "bow" }, [3, 2, 10], { attribute: "dexterity", proficiency: "ranged" });
    await attack(agnessa, guard, { itemId: "bow" }, [2, 2, 10], { attribute: "dexterity", proficiency: "ranged" });
    expect(lastCard().system.plan.modifiers).toContainEqual({ key: "FRAY.Teams.Combat.Modifier.MultipleAttack", value: -2, data: { attacks: 1 } });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.VersusEvasion", { total: 3, evasion: 6 }));
    expect(storedEconomy(combat.combatants.get("agnessa"))).toMatchObject({ actionsSpent: 2, attacksThisRound: 2 });
  });

  it("over the budget a player is refused; the GM may confirm and force it, and the GMs are told", async () => {
    const combat = await startFight({ boudica, agnessa, guard, brute }, { boudica: "party", agnessa: "party", guard: "foes", brute: "foes" });
    await turn("act", "agnessa", "p2");
    for (const face of [3, 3, 3]) await attack(agnessa, guard, { itemId: "bow" }, [face, 1, 10]);
    const { answer, card } = await attack(agnessa, guard, { itemId: "bow" }, [3, 1, 10]);
    // The player's dialog says why and asks again; closing it sends nothing.
    expect(card).toBeUndefined();
    expect(answer).toBeNull();
    expect(double.notices.at(-1)?.message).toBe(text(TEAMS_ECONOMY_REFUSAL.noActionsLeft));
    double.actAs("p2");
    expect(await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.agnessa", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "bow" }, choices: {}, force: true })).toEqual({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.noActionsLeft });
    double.actAs("gm");
    double.dice.push(3, 1, 10);
    const forced = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.agnessa", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "bow" }, choices: {}, force: true });
    expect(forced).toMatchObject({ ok: true });
    expect(storedEconomy(combat.combatants.get("agnessa"))).toMatchObject({ attacksThisRound: 4 });
    expect([...double.messages.values()].some((message) => message.content.includes(text("FRAY.Teams.Attack.Overridden", { user: "gm", actor: "Agnessa", rule: text(TEAMS_ECONOMY_REFUSAL.noActionsLeft) })))).toBe(true);
  });

  it("the GM's brute attacks on the party's turn: the GM is asked to confirm, and confirming forces it", async () => {
    const combat = await startFight({ boudica, agnessa, guard, brute }, { boudica: "party", agnessa: "party", guard: "foes", brute: "foes" });
    actionsDouble.confirmAnswers.push(true);
    const { answer, card } = await attack(brute, boudica, { attackIndex: 0 }, [1, 1, 10, 1, 1, 10]);
    expect(actionsDouble.confirms).toHaveLength(1);
    expect(actionsDouble.confirms[0]!.content).toContain(text(TEAMS_ECONOMY_REFUSAL.notYourTurn));
    expect(answer).toMatchObject({ ok: true });
    expect(card?.author?.id).toBe("gm");
    expect(storedEconomy(combat.combatants.get("brute"))).toMatchObject({ attacksThisRound: 1 });
  });

  it("declining the confirm sends nothing more: no card, nothing spent", async () => {
    const combat = await startFight({ boudica, agnessa, guard, brute }, { boudica: "party", agnessa: "party", guard: "foes", brute: "foes" });
    actionsDouble.confirmAnswers.push(false);
    const { card } = await attack(brute, boudica, { attackIndex: 0 }, [1, 1, 10]);
    expect(card).toBeUndefined();
    expect(teamsEconomy.read(storedEconomy(combat.combatants.get("brute")))).toMatchObject({ attacksThisRound: 0, actionsSpent: 0 });
  });
});

describe("the killing strike", () => {
  it("on the unconscious guard: 3 + 2 + 1 = 6 meets its constitution of 4, the GM applies the kill and Undo takes it back", async () => {
    await guard.actor.update({ system: { conditions: { unconscious: true } } });
    const { card } = await attack(boudica, guard, { itemId: "spear" }, [3, 2, 1, 1, 10], { attribute: "strength", proficiency: "martial", killingStrike: true });
    expect(double.notices).toEqual([]);
    expect(card?.system).toMatchObject({ killingStrike: true, plan: { advantage: 1, actions: 3 } });
    expect(card?.content).toContain(text("FRAY.Teams.Card.Killing.Versus", { total: 6, constitution: 4 }));
    expect(await step("gm", CARD_COMMANDS.apply)).toEqual({ ok: true });
    expect(guard.actor.system.conditions.dead).toBe(true);
    await step("gm", CARD_COMMANDS.undo);
    expect(guard.actor.system.conditions.dead).toBe(false);
  });

  it("one that falls short of the constitution stands as a sneak attack against evasion", async () => {
    await guard.actor.update({ system: { conditions: { unconscious: true } } });
    await guard.actor.update({ system: { constitution: 9 } });
    const { card } = await attack(boudica, guard, { itemId: "spear" }, [3, 2, 1, 1, 10], { attribute: "strength", proficiency: "martial", killingStrike: true });
    expect(card?.content).toContain(text("FRAY.Teams.Card.Killing.Failed", { versus: text("FRAY.Teams.Card.Killing.Versus", { total: 6, constitution: 9 }) }));
    expect(card?.content).toContain(text("FRAY.Teams.Card.Button.Apply", { amount: 2 }));
  });

  it("is not offered against a conscious target: the box is absent and the attack is an ordinary one", async () => {
    const { card } = await attack(boudica, guard, { itemId: "spear" }, [3, 2, 10], { attribute: "strength", proficiency: "martial", killingStrike: true });
    expect(double.dialogs.at(-1)?.content).not.toContain('name="killingStrike"');
    expect(card?.system).toMatchObject({ killingStrike: false });
  });

  it("a payload asking a killing strike on a conscious target is refused by the GM: no card", async () => {
    double.actAs("p1");
    const answer = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.boudica", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "spear" }, choices: { killingStrike: true } });
    expect(answer).toEqual({ ok: false, reason: "FRAY.Teams.Combat.Refusal.TargetNotUnconscious" });
    expect(cards()).toEqual([]);
  });
});
