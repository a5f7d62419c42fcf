/**
 * Ready an Action through the GM, end to end: Clementine readies an attack "when the goblin steps out",
 * and on the foes' turn takes it as her reaction (no action spent, the multiple attack penalty counted);
 * refusals with no reaction, nothing readied, or someone else's readied action; it ends at her next turn;
 * a readied Seek Cover goes off as the reaction with a line in chat.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attack, double, fighter, freshScene, startFight, turn, type Fighter, askGm, attackCards as cards, lastCard, text, TEAMS_ATTACK_COMMAND, TEAMS_ECONOMY_REFUSAL, ATTACK_REFUSAL } from "./fight";

const g = globalThis as Record<string, any>;
// foundry.utils.escapeHTML escapes text for HTML (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
g.foundry.utils = { ...(g.foundry.utils ?? {}), escapeHTML: (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") };

const { registerGmHandler } = await import("../../../../../src/foundry/channel");
const { storedEconomy, storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { TEAMS_TAKE_ACTION } = await import("../../../../../src/rulesets/teams/flows/actions/action-request");
const { handleTeamsTakeAction } = await import("../../../../../src/rulesets/teams/flows/actions/gm-take-action");
const { handleTeamsTakeReadied, TEAMS_TAKE_READIED } = await import("../../../../../src/rulesets/teams/flows/actions/gm-take-readied");
const { startTeamsAttack } = await import("../../../../../src/rulesets/teams/flows/attack/start-attack");
const { REFUSAL_KEYS } = await import("../../../../../src/rulesets/teams/flows/actions/keys");
const { TEAMS_STATUS } = await import("../../../../../src/rulesets/teams/rules/statuses");
const { trackerContext } = await import("../../../../../src/foundry/combat/tracker-context");
const { compileTemplate } = await import("../../../../support/render-sheet");

registerGmHandler(TEAMS_TAKE_ACTION, handleTeamsTakeAction);
registerGmHandler(TEAMS_TAKE_READIED, handleTeamsTakeReadied);

const spear = { attributes: { strength: true }, proficiencies: { martial: true }, damage: 4, damageType: "piercing", criticalDamage: 8, criticalThreshold: 19 };
const SPEAR_FORM = { attribute: "strength", proficiency: "martial" };

let petra: Fighter;
let clementine: Fighter;
let guard: Fighter;
let goblin: Fighter;
let combat: Record<string, any>;

/** Petra (p1) and Clementine (p2, spear) against a town guard and a goblin, both the GM's. */
beforeEach(async () => {
  const scene = freshScene();
  const fields = { attributes: { strength: "d6" }, skills: { combat: "d6" }, proficiencies: { martial: 1 } };
  petra = fighter({ id: "petra", name: "Petra", owners: ["p1"], at: { x: 0, y: 0 }, fields, items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }] }, scene);
  clementine = fighter({ id: "clementine", name: "Clementine", owners: ["p2"], at: { x: 0, y: 2 }, fields, items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }] }, scene);
  guard = fighter({ id: "guard", name: "Town guard", owners: [], at: { x: 4, y: 0 }, monster: true, fields: { evasion: 6 } }, scene);
  goblin = fighter({ id: "goblin", name: "Goblin", owners: [], at: { x: 1, y: 3 }, monster: true, fields: { evasion: 5 } }, scene);
  combat = await startFight({ petra, clementine, guard, goblin }, { petra: "party", clementine: "party", guard: "foes", goblin: "foes" });
});

const budget = (id: string) => storedEconomy(combat.combatants.get(id)) as Record<string, unknown>;

/** `userId` asks the GM for Clementine's action. */
async function clementineTakes(actionId: string, extra: Record<string, unknown> = {}, userId = "p2") {
  double.actAs(userId);
  const answer = await askGm(TEAMS_TAKE_ACTION, { combatId: "combat1", combatantId: "clementine", actionId, ...extra });
  await double.net.settle();
  return answer;
}

/** The party picks Clementine; she stabs the guard, then readies `action` with a trigger; her turn ends and the goblin's team picks the goblin. */
async function clementineReadies(action: string, trigger = "when the goblin steps out") {
  await turn("act", "clementine", "p2");
  expect((await attack(clementine, guard, { itemId: "spear" }, [3, 3, 10], SPEAR_FORM)).card).toBeDefined();
  expect(await clementineTakes("readyAction", { readiedAction: action, readiedTrigger: trigger })).toMatchObject({ ok: true });
  await turn("endTurn", "clementine", "p2");
  await turn("act", "goblin");
}

/** Clementine's owner takes her readied attack on the goblin from the panel (the attack dialog, paid by the readied action). */
async function readiedStab(dice = [4, 3, 10]) {
  double.actAs("p2");
  double.targets.clear();
  double.targets.add(goblin.token);
  double.answers.push({ weaponId: "spear", sneak: false, flanking: false, ...SPEAR_FORM });
  double.dice.push(...dice);
  const before = cards().length;
  const answer = await startTeamsAttack(clementine.actor as never, { itemId: "spear" }, "readied");
  await double.net.settle();
  return { answer, card: cards().length > before ? lastCard() : undefined };
}

describe("Ready an Action: a readied attack", () => {
  it("is stored with its trigger, and on the goblin's turn is taken as Clementine's reaction: no action spent, the multiple attack penalty counts her earlier stab", async () => {
    await clementineReadies("attack");
    expect(budget("clementine")).toMatchObject({ readied: true, readiedAction: "attack", readiedTrigger: "when the goblin steps out", actionsSpent: 2, turnEnded: true });

    const { card } = await readiedStab();
    expect(card).toBeDefined();
    expect(card!.system.plan).toMatchObject({ earlierAttacks: 1 });
    expect(budget("clementine")).toMatchObject({ readied: false, readiedAction: "", reactionsLeft: 0, actionsSpent: 2, attacksThisRound: 2 });
  });

  it("shows on the tracker as 'Readied: Attack — when the goblin steps out' beside her spent actions", async () => {
    await clementineReadies("attack");
    const context = trackerContext(combat) as Record<string, any>;
    const rows = [...context.groups.flatMap((group: Record<string, any>) => group.fighters), ...context.order.flatMap((step: Record<string, any>) => step.fighters)];
    const row = rows.find((entry: Record<string, any>) => entry.id === "clementine");
    expect(row.economy.at(-1)).toEqual({ label: "FRAY.Teams.Economy.Readied.attack", available: true, detail: "when the goblin steps out" });
    expect(compileTemplate("systems/fray/templates/combat/fighter.hbs")(row)).toContain("Readied: Attack &mdash; when the goblin steps out");
  });

  it("is refused with no reaction left (she dodged earlier), and nothing is rolled", async () => {
    await clementineReadies("attack");
    double.actAs("gm");
    await storeEconomy(combat.combatants.get("clementine"), { ...budget("clementine"), reactionsLeft: 0 });
    const { card } = await readiedStab();
    expect(card).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text(TEAMS_ECONOMY_REFUSAL.noReactionLeft));
    double.actAs("p2");
    const payload = { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.goblin", source: { itemId: "spear" }, choices: {}, payment: "readied" };
    expect(await askGm(TEAMS_ATTACK_COMMAND, payload)).toEqual({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.noReactionLeft });
    expect(budget("clementine")).toMatchObject({ readied: true, reactionsLeft: 0 });
  });

  it("is refused when nothing is readied", async () => {
    await turn("act", "clementine", "p2");
    await turn("endTurn", "clementine", "p2");
    await turn("act", "goblin");
    const { card } = await readiedStab();
    expect(card).toBeUndefined();
    double.actAs("p2");
    const payload = { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.goblin", source: { itemId: "spear" }, choices: {}, payment: "readied" };
    expect(await askGm(TEAMS_ATTACK_COMMAND, payload)).toEqual({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.nothingReadied });
    expect(budget("clementine")).toMatchObject({ reactionsLeft: 1 });
  });

  it("ends, unused, when Clementine's next turn starts", async () => {
    await clementineReadies("attack");
    await turn("endTurn", "goblin");
    await turn("act", "petra", "p1");
    await turn("endTurn", "petra", "p1");
    await turn("act", "guard");
    await turn("endTurn", "guard");
    // Round 2: the party picks Clementine again.
    await turn("act", "clementine", "p2");
    expect(budget("clementine")).toMatchObject({ readied: false, readiedAction: "", readiedTrigger: "" });
    double.actAs("p2");
    const payload = { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.goblin", source: { itemId: "spear" }, choices: {}, payment: "readied" };
    expect(await askGm(TEAMS_ATTACK_COMMAND, payload)).toEqual({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.nothingReadied });
  });

  it("cannot be triggered by another player: Petra's owner is refused Clementine's readied attack and her readied action", async () => {
    await clementineReadies("attack");
    double.actAs("p1");
    const payload = { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.goblin", source: { itemId: "spear" }, choices: {}, payment: "readied" };
    expect(await askGm(TEAMS_ATTACK_COMMAND, payload)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await askGm(TEAMS_TAKE_READIED, { combatId: "combat1", combatantId: "clementine", actionId: "move" })).toMatchObject({ ok: false, reason: REFUSAL_KEYS.notOwner });
    expect(budget("clementine")).toMatchObject({ readied: true, reactionsLeft: 1 });
  });
});

describe("Ready an Action: other readied actions", () => {
  it("a readied Seek Cover goes off on the goblin's turn: the reaction is spent, she is in cover, and the table reads it in chat", async () => {
    await clementineReadies("seekCover", "when the archers draw");
    double.actAs("p2");
    expect(await askGm(TEAMS_TAKE_READIED, { combatId: "combat1", combatantId: "clementine" })).toMatchObject({ ok: true, result: { action: "seekCover" } });
    await double.net.settle();
    expect(budget("clementine")).toMatchObject({ readied: false, inCover: true, reactionsLeft: 0, actionsSpent: 2 });
    expect(clementine.actor.statuses.has(TEAMS_STATUS.inCover)).toBe(true);
    const line = [...double.messages.values()].at(-1)?.content;
    expect(line).toContain("Clementine");
    expect(line).toContain("when the archers draw");
    // Once taken it is gone: a second try is refused.
    expect(await askGm(TEAMS_TAKE_READIED, { combatId: "combat1", combatantId: "clementine" })).toMatchObject({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.nothingReadied });
  });

  it("a readied attack is not taken without its dice: the GM sends it to the attack dialog", async () => {
    await clementineReadies("attack");
    double.actAs("p2");
    expect(await askGm(TEAMS_TAKE_READIED, { combatId: "combat1", combatantId: "clementine" })).toMatchObject({ ok: false, reason: REFUSAL_KEYS.readiedAttack });
  });

  it("readying names one single action: Guard is refused and nothing is spent", async () => {
    await turn("act", "clementine", "p2");
    expect(await clementineTakes("readyAction", { readiedAction: "guard" })).toMatchObject({ ok: false, reason: REFUSAL_KEYS.noReadiedChoice });
    expect(budget("clementine")).toMatchObject({ actionsSpent: 0, readied: false });
  });
});
