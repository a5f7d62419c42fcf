import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFightDouble } from "../../../../foundry-double";
import { installActionsDouble } from "../../../../foundry-double/actions";
import { installTeamsActionGlobals, teamsFight, type TeamsFighterSeed, type TeamsWrites } from "./support";

// Resuscitate's test is another part's: here it only records who tests to revive whom.
const { revived } = vi.hoisted(() => ({ revived: [] as string[][] }));
vi.mock("../../../../../src/rulesets/teams/flows/tests/resuscitate", () => ({
  rollResuscitation: async (rescuer: { name: string }, patient: { name: string }) => void revived.push([rescuer.name, patient.name]),
}));

const { recorded: combatRecord, combats, net, settings } = installFightDouble();
const chat = installActionsDouble();
installTeamsActionGlobals();
settings.set("fray.ruleset", "teams");

const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../../src/foundry/combat/combatant-model");
const { handleStart, handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");
const { listenOnSocket, registerGmHandler } = await import("../../../../../src/foundry/channel");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { TEAMS_TAKE_ACTION } = await import("../../../../../src/rulesets/teams/flows/actions/action-request");
const { handleTeamsTakeAction } = await import("../../../../../src/rulesets/teams/flows/actions/gm-take-action");
const { registerTeamsTurnHooks } = await import("../../../../../src/rulesets/teams/flows/actions/turn-hooks");
const { requestTeamsAction } = await import("../../../../../src/rulesets/teams/flows/actions/request-action");
const { teamsActionsPanel } = await import("../../../../../src/rulesets/teams/flows/actions/panel-input");
const { REFUSAL_KEYS } = await import("../../../../../src/rulesets/teams/flows/actions/keys");
const { TEAMS_ECONOMY_REFUSAL: REFUSAL } = await import("../../../../../src/rulesets/teams/rules/actions/labels");
const { freshBudget } = await import("../../../../../src/rulesets/teams/rules/actions/turn-budget");

registerGmHandler(TEAMS_TAKE_ACTION, handleTeamsTakeAction);
registerTeamsTurnHooks();
listenOnSocket();

/** The party (Petra with her crossbow, reload 2; Clementine) against a goblin and a guard. */
const seeds: TeamsFighterSeed[] = [
  { id: "petra", name: "Petra", owners: ["p1"], group: "party", stamina: 1, items: [{ id: "crossbow", wielded: true, reload: 2 }, { id: "dagger" }] },
  { id: "clementine", name: "Clementine", owners: ["p2"], group: "party", focus: 3 },
  { id: "gob", name: "Goblin", owners: [], group: "foes" },
  { id: "guard", name: "Guard", owners: [], group: "foes" },
];

const g = globalThis as Record<string, any>;
let combat: Record<string, any>;
let writes: TeamsWrites;
const combatant = (id: string) => combat.combatants.get(id) as Record<string, any>;
const actorOf = (id: string) => combatant(id).actor as Record<string, any>;
const budget = (id: string) => ({ ...freshBudget(), ...((storedEconomy(combatant(id) as never) as object | null) ?? {}) });
const take = (actionId: string, userId: string, id: string, extra: Record<string, unknown> = {}) =>
  handleTeamsTakeAction({ combatId: "combat1", combatantId: id, actionId, ...extra }, userId);
const turn = async (kind: "act" | "endTurn", id: string, userId = "gm") => expect(await handleTurn({ combatId: "combat1", intent: { kind, combatantId: id } }, userId)).toEqual({ ok: true });
const whispers = () => chat.chat.filter((message) => message.whisper?.length);
const statusesOf = (id: string) => [...actorOf(id).statuses].sort();
const button = (actor: string, id: string) => teamsActionsPanel(actorOf(actor) as never).groups.flatMap((group) => group.actions).find((action) => action.id === id);

/** Petra's turn ends; the goblin, Clementine and the guard take theirs; the next round starts with Petra's. */
async function untilPetrasNextTurn() {
  await turn("endTurn", "petra", "p1");
  for (const [id, user] of [["gob", "gm"], ["clementine", "p2"], ["guard", "gm"]] as const) {
    await turn("act", id, user);
    await turn("endTurn", id, user);
  }
  await turn("act", "petra", "p1");
}

beforeEach(async () => {
  net.actAs("gm");
  g.game.combat = null;
  chat.chat.length = 0;
  revived.length = 0;
  chat.confirms.length = 0;
  chat.confirmAnswers.length = 0;
  writes = { actorUpdates: [], itemUpdates: [] };
  ({ combat } = teamsFight(seeds, FrayCombat as never, FrayCombatData as never, FrayCombatantData as never, combatRecord, writes));
  combats.set("combat1", combat);
  expect(await handleStart({ combatId: "combat1", structure: "alternatingTeams", choices: { startedBy: "party" } }, "gm")).toEqual({ ok: true });
});

describe("Guard through the GM", () => {
  it("a player's Guard spends an action, ends the turn and marks Petra guarding until her next turn", async () => {
    await turn("act", "petra", "p1");
    expect(await take("guard", "p1", "petra")).toMatchObject({ ok: true });
    expect(budget("petra")).toMatchObject({ actionsSpent: 1, turnEnded: true, guarding: true });
    expect(statusesOf("petra")).toEqual(["guarding"]);
    await untilPetrasNextTurn();
    expect(statusesOf("petra")).toEqual([]);
    expect(budget("petra")).toMatchObject({ actionsSpent: 0, turnEnded: false, guarding: false });
  });

  it("Guard ends with the fight when the GM deletes the combat", async () => {
    await turn("act", "petra", "p1");
    await take("guard", "p1", "petra");
    g.Hooks.callAll("deleteCombat", combat);
    await vi.waitFor(() => expect(statusesOf("petra")).toEqual([]));
  });

  it("Seek Cover shows in cover on the token and ends with the next turn too", async () => {
    await turn("act", "petra", "p1");
    expect(await take("seekCover", "p1", "petra")).toMatchObject({ ok: true });
    expect(statusesOf("petra")).toEqual(["inCover"]);
    await untilPetrasNextTurn();
    expect(statusesOf("petra")).toEqual([]);
  });
});

describe("who may act", () => {
  it("a player cannot act for another player's character: refused by name, nothing spent", async () => {
    await turn("act", "petra", "p1");
    expect(await take("move", "p1", "clementine")).toEqual({ ok: false, reason: REFUSAL_KEYS.notOwner, data: { name: "Clementine" } });
    expect(await take("guard", "p2", "gob")).toMatchObject({ ok: false, reason: REFUSAL_KEYS.notOwner });
    expect(budget("clementine")).toEqual(freshBudget());
    expect(statusesOf("gob")).toEqual([]);
  });

  it("only the character taking the turn spends actions: Clementine waits while Petra acts, and is not offered to take it anyway", async () => {
    await turn("act", "petra", "p1");
    expect(await take("move", "p2", "clementine")).toEqual({ ok: false, reason: REFUSAL.notYourTurn });
  });

  it("a player cannot force an action off their character's turn: Clementine's forced Move is refused, nothing spent, no whisper", async () => {
    await turn("act", "petra", "p1");
    expect(await take("move", "p2", "clementine", { force: true })).toEqual({ ok: false, reason: REFUSAL.notYourTurn });
    expect(budget("clementine")).toEqual(freshBudget());
    expect(whispers()).toEqual([]);
  });

  it("the GM may force an action off the character's turn, and the GMs are told", async () => {
    await turn("act", "petra", "p1");
    expect(await take("move", "gm", "clementine")).toEqual({ ok: false, reason: REFUSAL.notYourTurn, data: { overridable: 1 } });
    expect(await take("move", "gm", "clementine", { force: true })).toMatchObject({ ok: true, result: { overridden: REFUSAL.notYourTurn } });
    expect(whispers()).toHaveLength(1);
  });

  it("a request naming no action of the table, or the attack (the weapon's own button), is refused", async () => {
    expect(await take("teleport", "p1", "petra")).toEqual({ ok: false, reason: REFUSAL_KEYS.unknownAction });
    expect(await take("attack", "p1", "petra")).toEqual({ ok: false, reason: REFUSAL_KEYS.unknownAction });
  });
});

describe("over the budget", () => {
  it("a second Move is refused with the reason; forced, it is taken and the GMs are told in a whisper", async () => {
    await turn("act", "petra", "p1");
    expect(await take("move", "p1", "petra")).toMatchObject({ ok: true });
    expect(await take("move", "p1", "petra")).toEqual({ ok: false, reason: REFUSAL.alreadyMoved, data: { overridable: 1 } });
    expect(whispers()).toEqual([]);
    expect(await take("move", "p1", "petra", { force: true })).toMatchObject({ ok: true, result: { overridden: REFUSAL.alreadyMoved } });
    expect(budget("petra")).toMatchObject({ actionsSpent: 2 });
    expect(whispers()).toHaveLength(1);
    expect(whispers()[0]!.whisper).toEqual(["gm"]);
    // The whisper's text is escaped: its quotes arrive as entities.
    const said = whispers()[0]!.content!.replaceAll("&quot;", '"');
    expect(said).toContain('"actor":"Petra"');
    expect(said).toContain(`"rule":"${REFUSAL.alreadyMoved}"`);
  });

  it("from the sheet: the player is asked to confirm, and declining takes nothing", async () => {
    await turn("act", "petra", "p1");
    g.game.combat = combat;
    net.actAs("p1");
    expect(await requestTeamsAction(actorOf("petra") as never, "move")).toBe(true);
    chat.confirmAnswers.push(false);
    expect(await requestTeamsAction(actorOf("petra") as never, "move")).toBe(false);
    expect(chat.confirms).toHaveLength(1);
    expect(chat.confirms[0]!.content).toContain(REFUSAL.alreadyMoved);
    expect(budget("petra")).toMatchObject({ actionsSpent: 1 });
    expect(await requestTeamsAction(actorOf("petra") as never, "move")).toBe(true);
    expect(budget("petra")).toMatchObject({ actionsSpent: 2 });
    net.actAs("gm");
    expect(whispers()).toHaveLength(1);
  });
});

describe("Sprint", () => {
  it("needs a Move first and 1 stamina, which it spends", async () => {
    await turn("act", "petra", "p1");
    g.game.combat = combat;
    expect(button("petra", "sprint")).toMatchObject({ allowed: false, reason: REFUSAL.sprintNeedsMove });
    expect(await take("sprint", "p1", "petra")).toMatchObject({ ok: false, reason: REFUSAL.sprintNeedsMove });
    await take("move", "p1", "petra");
    expect(button("petra", "sprint")).toMatchObject({ allowed: true, reason: null });
    expect(await take("sprint", "p1", "petra")).toMatchObject({ ok: true });
    expect(actorOf("petra").system.stamina.value).toBe(0);
    expect(writes.actorUpdates).toEqual([{ actor: "Petra", changes: { system: { stamina: { value: 0 }, focus: { value: 3 } } } }]);
    expect(await take("sprint", "p1", "petra")).toEqual({ ok: false, reason: REFUSAL.notEnoughStamina, data: { needed: 1, left: 0, overridable: 1 } });
  });
});

describe("Petra's reload", () => {
  /** "Petra fires her crossbow … then decides to seek cover": two actions gone, one left for a two-action reload. */
  async function startReload() {
    await turn("act", "petra", "p1");
    await take("move", "p1", "petra");
    await take("seekCover", "p1", "petra");
    return take("reload", "p1", "petra", { itemId: "crossbow" });
  }

  it("starts with her last action and finishes with the first action of her next turn, before any other", async () => {
    expect(await startReload()).toMatchObject({ ok: true, result: { completed: false } });
    expect(budget("petra")).toMatchObject({ actionsSpent: 3, extended: { action: "reload", actionsLeft: 1 } });
    await untilPetrasNextTurn();
    expect(budget("petra").extended).toEqual({ action: "reload", actionsLeft: 1, itemId: "crossbow" });
    g.game.combat = combat;
    expect(teamsActionsPanel(actorOf("petra") as never).extended).toMatchObject({ action: "reload", actionsLeft: 1, canContinue: true, canAbandon: true });
    expect(await take("move", "p1", "petra")).toMatchObject({ ok: false, reason: REFUSAL.finishOrAbandon });
    expect(await take("continueExtended", "p1", "petra")).toMatchObject({ ok: true, result: { completed: true } });
    expect(budget("petra")).toMatchObject({ actionsSpent: 1, extended: null });
    // Finished on a later turn, the reload still loads the crossbow it was started on.
    expect(writes.itemUpdates).toEqual([{ item: "crossbow", changes: { system: { loaded: true } } }]);
    expect(await take("move", "p1", "petra")).toMatchObject({ ok: true });
  });

  it("can be abandoned for free on her next turn, leaving all three actions", async () => {
    await startReload();
    await untilPetrasNextTurn();
    expect(await take("abandonExtended", "p1", "petra")).toMatchObject({ ok: true, result: { abandoned: "reload" } });
    expect(budget("petra")).toMatchObject({ actionsSpent: 0, extended: null });
    expect(await take("move", "p1", "petra")).toMatchObject({ ok: true });
  });

  it("needs a weapon that reloads", async () => {
    await turn("act", "petra", "p1");
    expect(await take("reload", "p1", "petra", { itemId: "dagger" })).toEqual({ ok: false, reason: REFUSAL_KEYS.noReload, data: { item: "dagger" } });
  });
});

describe("Command", () => {
  async function clementinesTurn() {
    await turn("act", "petra", "p1");
    await turn("endTurn", "petra", "p1");
    await turn("act", "gob");
    await turn("endTurn", "gob");
    await turn("act", "clementine", "p2");
  }

  it("costs Clementine 2 focus and gives Petra one action to take during Clementine's turn", async () => {
    await clementinesTurn();
    expect(await take("command", "p2", "clementine", { targetTokenUuid: "Scene.s1.Token.tok-petra" })).toMatchObject({ ok: true });
    expect(actorOf("clementine").system.focus.value).toBe(1);
    expect(budget("petra").grantedActions).toBe(1);
    expect(await take("command", "p2", "clementine", { targetTokenUuid: "Scene.s1.Token.tok-petra" })).toMatchObject({ ok: false, reason: REFUSAL.alreadyCommanded });
    expect(await take("brandish", "p1", "petra", { itemId: "dagger" })).toMatchObject({ ok: true });
    expect(budget("petra").grantedActions).toBe(0);
    expect(actorOf("petra").items.get("dagger").system.wielded).toBe(true);
  });

  it("an action Petra did not take is lost when Clementine's turn ends", async () => {
    await clementinesTurn();
    await take("command", "p2", "clementine", { targetTokenUuid: "Scene.s1.Token.tok-petra" });
    expect(budget("petra").grantedActions).toBe(1);
    await turn("endTurn", "clementine", "p2");
    await vi.waitFor(() => expect(budget("petra").grantedActions).toBe(0));
  });

  it("needs an ally targeted in this fight", async () => {
    await clementinesTurn();
    expect(await take("command", "p2", "clementine")).toEqual({ ok: false, reason: REFUSAL_KEYS.noAlly });
  });
});

describe("what actions do to documents", () => {
  it("Drop Prone and Stand Up set and clear prone on the token and the sheet", async () => {
    await turn("act", "petra", "p1");
    expect(await take("standUp", "p1", "petra")).toMatchObject({ ok: false, reason: REFUSAL.notProne });
    await take("dropProne", "p1", "petra");
    expect(statusesOf("petra")).toEqual(["prone"]);
    expect(actorOf("petra").system.conditions.prone).toBe(true);
    await take("standUp", "p1", "petra");
    expect(statusesOf("petra")).toEqual([]);
    expect(actorOf("petra").system.conditions.prone).toBe(false);
  });

  it("Drop Item lets the crossbow go for free; Brandish takes it up again for an action", async () => {
    await turn("act", "petra", "p1");
    expect(await take("dropItem", "p1", "petra", { itemId: "crossbow" })).toMatchObject({ ok: true });
    expect(actorOf("petra").items.get("crossbow").system.wielded).toBe(false);
    expect(budget("petra").actionsSpent).toBe(0);
    expect(await take("dropItem", "p1", "petra", { itemId: "crossbow" })).toEqual({ ok: false, reason: REFUSAL_KEYS.notHeld, data: { item: "crossbow" } });
    await take("brandish", "p1", "petra", { itemId: "crossbow" });
    expect(actorOf("petra").items.get("crossbow").system.wielded).toBe(true);
    expect(budget("petra").actionsSpent).toBe(1);
  });

  it("Resuscitate takes two actions, puts the rescuer prone, then rolls the test to revive the patient", async () => {
    await turn("act", "petra", "p1");
    expect(await take("resuscitate", "p1", "petra")).toEqual({ ok: false, reason: REFUSAL_KEYS.noPatient });
    expect(await take("resuscitate", "p1", "petra", { targetTokenUuid: "Scene.s1.Token.tok-clementine" })).toMatchObject({ ok: true, result: { completed: true } });
    expect(budget("petra").actionsSpent).toBe(2);
    expect(statusesOf("petra")).toEqual(["prone"]);
    expect(revived).toEqual([["Petra", "Clementine"]]);
  });

  it("a Resuscitate begun with one action left goes prone at once and tests only when finished next turn", async () => {
    await turn("act", "petra", "p1");
    await take("move", "p1", "petra");
    await take("interact", "p1", "petra");
    const patient = { targetTokenUuid: "Scene.s1.Token.tok-clementine" };
    expect(await take("resuscitate", "p1", "petra", patient)).toMatchObject({ ok: true, result: { completed: false } });
    expect(statusesOf("petra")).toEqual(["prone"]);
    expect(revived).toEqual([]);
    await untilPetrasNextTurn();
    expect(await take("continueExtended", "p1", "petra", patient)).toMatchObject({ ok: true, result: { completed: true } });
    expect(revived).toEqual([["Petra", "Clementine"]]);
  });

  it("Wait ends the turn with an extra reaction; Ready an Action ends it with the action readied", async () => {
    await turn("act", "petra", "p1");
    await take("wait", "p1", "petra");
    expect(budget("petra")).toMatchObject({ reactionsLeft: 2, turnEnded: true });
    await turn("endTurn", "petra", "p1");
    await turn("act", "gob");
    await take("readyAction", "gm", "gob", { readiedAction: "attack", readiedTrigger: "when Petra steps out" });
    expect(budget("gob")).toMatchObject({ readied: true, readiedAction: "attack", readiedTrigger: "when Petra steps out", turnEnded: true });
  });
});

describe("out of a started fight", () => {
  it("nothing is spent, what changes a document still happens, and turn-long actions are refused", async () => {
    // No fight anywhere: the GM ended it.
    combats.delete("combat1");
    const actor = actorOf("petra");
    net.actAs("p1");
    expect(await requestTeamsAction(actor as never, "dropProne")).toBe(true);
    expect(await requestTeamsAction(actor as never, "guard")).toBe(false);
    net.actAs("gm");
    expect(statusesOf("petra")).toEqual(["prone"]);
    expect(budget("petra")).toEqual(freshBudget());
    expect(teamsActionsPanel(actor as never)).toMatchObject({ started: false, badges: [] });
    expect(button("petra", "guard")).toMatchObject({ allowed: false, reason: REFUSAL_KEYS.onlyInFight });
  });
});

describe("a request naming the actor instead of its combatant", () => {
  it("is still held to the fight it is in: Petra's reload off her turn is refused, the crossbow stays empty", async () => {
    await turn("act", "clementine", "p2");
    const answer = await handleTeamsTakeAction({ actorUuid: "Actor.petra", actionId: "reload", itemId: "crossbow" }, "p1");
    expect(answer).toEqual({ ok: false, reason: REFUSAL.notYourTurn });
    expect(writes.itemUpdates).toEqual([]);
    expect(budget("petra")).toEqual(freshBudget());
  });

  it("on Petra's own turn it spends her budget like any action", async () => {
    await turn("act", "petra", "p1");
    expect(await handleTeamsTakeAction({ actorUuid: "Actor.petra", actionId: "move" }, "p1")).toMatchObject({ ok: true });
    expect(budget("petra")).toMatchObject({ actionsSpent: 1, moved: true });
  });
});
