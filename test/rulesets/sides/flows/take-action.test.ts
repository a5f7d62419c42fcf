import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCombat } from "../../../foundry-double/combat";
import { installFightDouble } from "../../../foundry-double";
import { equipCombatants, fakeCardHtml, installActionsDouble, placeTokens, type FighterSeed } from "../../../foundry-double/actions";

// The attack flow is another part's: here it only records who attacks, with what, at whom.
const { started } = vi.hoisted(() => ({ started: [] as unknown[][] }));
vi.mock("../../../../src/rulesets/sides/flows/start-attack", () => ({ startAttack: async (...args: unknown[]) => void started.push(args) }));

const { recorded: combatRecord, combats, net, dice, users } = installFightDouble();
const recorded = installActionsDouble();

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../src/foundry/combat/combatant-model");
const { handleStart } = await import("../../../../src/foundry/combat/combat-queries");
const { listenOnSocket, registerGmHandler } = await import("../../../../src/foundry/channel");
const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { handleTakeAction } = await import("../../../../src/rulesets/sides/flows/actions/gm-take-action");
const { TAKE_ACTION_QUERY } = await import("../../../../src/rulesets/sides/flows/actions/action-request");
const { requestAction } = await import("../../../../src/rulesets/sides/flows/actions/request-action");
const { moraleEnabled } = await import("../../../../src/rulesets/sides/flows/actions/morale-setting");
const { registerRulesetSettings } = await import("../../../../src/foundry/register");
const { sidesRules } = await import("../../../../src/rulesets/sides/rules/ruleset");
const { rollMorale } = await import("../../../../src/rulesets/sides/flows/actions/morale-check");
const { REFUSAL } = await import("../../../../src/rulesets/sides/rules/combat/labels");
const { wireOpportunityCard } = await import("../../../../src/rulesets/sides/flows/actions/aoo-buttons");
const { attackFromButton } = await import("../../../../src/rulesets/sides/flows/actions/sheet-actions");
const { storedEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { freshRound } = await import("../../../../src/rulesets/sides/rules/combat/action-economy");

const models = { SidesCharacterData, SidesMonsterData, SidesWeaponData, FrayCombatantData } as never;
registerGmHandler(TAKE_ACTION_QUERY, handleTakeAction);
listenOnSocket();

/**
 * The map, in 5 ft squares (x →):   archer(0,1) below Maren.
 *   Maren(0,0) goblin(1,0) pikeman(2,0, Long spear) chief(4,0)   corpse(1,1, unconscious)  lurker(1,-1, hidden)
 * Tamsin (Maren's ally) stands at (0,3); a neutral dog at (-1,0).
 */
const seeds: FighterSeed[] = [
  { id: "maren", name: "Maren", owners: ["p1"], at: [0, 0], disposition: 1, weapons: [{ id: "sword", category: "melee" }] },
  { id: "tamsin", name: "Tamsin", owners: ["p2"], at: [0, 3], disposition: 1, shoot: 1, weapons: [{ id: "bow", category: "ranged", launcher: "bow" }] },
  { id: "gob", name: "Goblin", owners: [], at: [1, 0], disposition: -1, monster: { attacks: [{ range: 50 }, { range: 0 }] } },
  { id: "chief", name: "Chieftain", owners: [], at: [4, 0], disposition: -1, monster: { attacks: [{ range: 0 }] } },
];
const bystanders: FighterSeed[] = [
  { id: "pikeman", name: "Pikeman", owners: [], at: [2, 0], disposition: -1, weapons: [{ id: "pike", category: "melee", long: true }] },
  { id: "archer", name: "Archer", owners: [], at: [0, 1], disposition: -1, monster: { attacks: [{ range: 60 }] } },
  { id: "corpse", name: "Fallen", owners: [], at: [1, 1], disposition: -1, statuses: ["unconscious"], monster: { attacks: [{ range: 0 }] } },
  { id: "lurker", name: "Lurker", owners: [], at: [1, -1], disposition: -1, hidden: true, monster: { attacks: [{ range: 0 }] } },
  { id: "dog", name: "Dog", owners: [], at: [-1, 0], disposition: 0, monster: { attacks: [{ range: 0 }] } },
];

type Combat = Record<string, any>;
let combat: Combat;
const combatant = (id: string) => combat.combatants.get(id) as Record<string, any>;
const economy = (id: string) => storedEconomy(combatant(id) as never) as Record<string, unknown> | null;
const take = (actionId: string, userId: string, id = "maren", extra: Record<string, unknown> = {}) =>
  handleTakeAction({ combatId: "combat1", combatantId: id, actionId, ...extra }, userId);
const aooCards = () => recorded.chat.filter((message) => message.content?.includes("fray-aoo-card"));
const foesOn = (card: { content?: string }) => [...(card.content ?? "").matchAll(/data-role="Scene\.s1\.Token\.token-(\w+)"/g)].map((m) => m[1]);

beforeEach(async () => {
  net.actAs("gm");
  recorded.chat.length = 0;
  recorded.statusChanges.length = 0;
  recorded.confirms.length = 0;
  recorded.confirmAnswers.length = 0;
  recorded.targeted.length = 0;
  started.length = 0;
  dice.splice(0, dice.length, 6, 3);
  combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds.map((seed) => ({ id: seed.id, name: seed.name, group: seed.disposition > 0 ? "party" : "foes", owners: seed.owners })), ["party", "foes"], combatRecord);
  const { tokens } = placeTokens([...seeds, ...bystanders], models, recorded);
  equipCombatants(combat, tokens, models);
  combats.set("combat1", combat);
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
});

describe("a player takes an action through the GM", () => {
  it("on their own combatant, on their side's turn: the budget is spent and stored on the Combat", async () => {
    const answer = await take("meleeAttack", "p1");
    expect(answer.ok).toBe(true);
    expect(economy("maren")).toMatchObject({ mainSpent: true, movesTaken: 0 });
    expect(await take("run", "p1")).toMatchObject({ ok: true });
    expect(economy("maren")).toMatchObject({ mainSpent: true, movesTaken: 1 });
  });

  it("on someone else's combatant: refused, by name, and nothing changes", async () => {
    const answer = await take("run", "p1", "tamsin");
    expect(answer).toEqual({ ok: false, reason: "FRAY.Sides.Actions.Refusal.notOwner", data: { name: "Tamsin" } });
    expect(economy("tamsin")).toEqual(freshRound());
    expect(await take("run", "p2", "gob")).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.notOwner" });
  });

  it("the GM may act for anyone, but the goblins' Main waits for their side's turn", async () => {
    expect(await take("meleeAttack", "gm", "gob")).toEqual({ ok: false, reason: REFUSAL.notYourTurn, data: { overridable: 1 } });
    expect(await take("totalDefense", "gm", "gob")).toMatchObject({ ok: true });
    expect(economy("gob")).toMatchObject({ totalDefense: true, mainSpent: true, instantsUsed: 1 });
  });

  it("beyond the budget: refused with the reason; forced, it is applied and the GMs are told in a whisper", async () => {
    await take("meleeAttack", "p1");
    const refused = await take("useSkill", "p1");
    expect(refused).toEqual({ ok: false, reason: REFUSAL.mainSpent, data: { overridable: 1 } });
    expect(recorded.chat.filter((m) => m.whisper?.length)).toEqual([]);

    const forced = await take("useSkill", "p1", "maren", { force: true });
    expect(forced).toMatchObject({ ok: true, result: { overridden: REFUSAL.mainSpent } });
    const whispers = recorded.chat.filter((m) => m.whisper?.length);
    expect(whispers).toHaveLength(1);
    expect(whispers[0]!.whisper).toEqual(["gm"]);
    // The whisper's text is escaped: its quotes arrive as entities.
    const said = whispers[0]!.content!.replaceAll("&quot;", '"');
    expect(said).toContain('"actor":"Maren"');
    expect(said).toContain('"action":"FRAY.Sides.Combat.Action.UseSkill"');
    expect(said).toContain(`"rule":"${REFUSAL.mainSpent}"`);
  });

  it("a player cannot force an action off their side's turn: refused without the offer to take it anyway, nothing spent, no whisper", async () => {
    const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "endGroupTurn", groupId: "party" } }, "gm")).toEqual({ ok: true });
    expect(await take("meleeAttack", "p1")).toEqual({ ok: false, reason: REFUSAL.notYourTurn, data: {} });
    expect(await take("meleeAttack", "p1", "maren", { force: true })).toEqual({ ok: false, reason: REFUSAL.notYourTurn, data: {} });
    expect(economy("maren")).toEqual(freshRound());
    expect(recorded.chat.filter((m) => m.whisper?.length)).toEqual([]);
  });

  it("a character who is down takes no action: mortally wounded Maren's attack and Total Defense are refused by name, nothing spent", async () => {
    await combatant("maren").actor.toggleStatusEffect("mortallyWounded", { active: true });
    expect(await take("meleeAttack", "p1")).toEqual({ ok: false, reason: "FRAY.Sides.Actions.Refusal.cannotAct", data: { name: "Maren" } });
    expect(await take("totalDefense", "p1", "maren", { force: true })).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.cannotAct" });
    expect(economy("maren")).toEqual(freshRound());
  });

  it("a request naming no real action or combat is refused", async () => {
    expect(await take("teleport", "p1")).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.unknownAction" });
    expect(await handleTakeAction({ combatId: "nope", combatantId: "maren", actionId: "run" }, "p1")).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.noCombat" });
  });
});

describe("what actions do beyond the budget", () => {
  it("Go Prone and Stand Up set and clear the prone status", async () => {
    await take("goProne", "p1");
    await take("standUp", "p1");
    expect(recorded.statusChanges).toEqual([
      { actor: "Maren", status: "prone", active: true },
      { actor: "Maren", status: "prone", active: false },
    ]);
  });

  it("Hold an Action marks the budget holding; releasing it is an Instant, once", async () => {
    await take("holdAction", "p1");
    expect(economy("maren")).toMatchObject({ held: true, movesTaken: 1 });
    expect(await take("meleeAttack", "p1")).toMatchObject({ ok: false, reason: REFUSAL.actionHeld });
    expect(await take("releaseHeld", "p1")).toMatchObject({ ok: true });
    expect(economy("maren")).toMatchObject({ held: false, heldReleased: true, instantsUsed: 1 });
    expect(await take("releaseHeld", "p1")).toEqual({ ok: false, reason: REFUSAL.nothingHeld, data: {} });
  });

  it("Reload is Free for an archer with Shoot-1", async () => {
    await take("rangedAttack", "p2", "tamsin");
    expect(await take("reload", "p2", "tamsin")).toMatchObject({ ok: true });
    expect(economy("tamsin")).toMatchObject({ mainSpent: true, freeUsed: 1 });
  });
});

describe("Attacks of Opportunity", () => {
  it("an action that provokes lists exactly the adjacent armed foes able to strike, and the Long weapon 10 ft off", async () => {
    const answer = await take("run", "p1");
    expect(answer).toMatchObject({ ok: true, result: { attacksOfOpportunity: ["token-gob", "token-pikeman"] } });
    expect(aooCards()).toHaveLength(1);
    expect(foesOn(aooCards()[0]!)).toEqual(["gob", "pikeman"]);
    // The GM's record says what each strikes with: the goblin its melee attack (the second line), the pikeman the pike.
    expect(aooCards()[0]!.type).toBe("sidesOpportunity");
    expect(aooCards()[0]!.system).toMatchObject({
      moverUuid: "Scene.s1.Token.token-maren",
      moverName: "Maren",
      action: "run",
      foes: [
        { tokenUuid: "Scene.s1.Token.token-gob", name: "Goblin", itemId: "", attackIndex: 1 },
        { tokenUuid: "Scene.s1.Token.token-pikeman", name: "Pikeman", itemId: "pike", attackIndex: null },
      ],
      struck: [],
    });
    expect(aooCards()[0]!.content).toContain('data-mover-uuid="Scene.s1.Token.token-maren"');
  });

  it("nobody, after Disengage this round", async () => {
    await take("disengage", "p1");
    expect(await take("run", "p1")).toMatchObject({ ok: true, result: { attacksOfOpportunity: [] } });
    expect(aooCards()).toEqual([]);
  });

  it("nobody for an action that does not provoke; Screen an Ally only when the screener moves", async () => {
    await take("meleeAttack", "p1");
    expect(aooCards()).toEqual([]);
    await take("screenAlly", "p1");
    expect(aooCards()).toEqual([]);
    expect(await take("screenAlly", "p1", "maren", { force: true, moved: true })).toMatchObject({ result: { attacksOfOpportunity: ["token-gob", "token-pikeman"] } });
  });

  it("a foe with no armed neighbour posts nothing", async () => {
    expect(await take("totalDefense", "gm", "chief")).toMatchObject({ ok: true });
    expect(await take("useSkill", "gm", "chief", { force: true })).toMatchObject({ ok: true, result: { attacksOfOpportunity: [] } });
  });
});

describe("the player's client", () => {
  const maren = () => combatant("maren").actor as never;
  beforeEach(() => {
    const g = globalThis as Record<string, any>;
    g.game.combat = combat;
    net.actAs("p1");
  });

  it("asks to confirm an action the economy refuses, then takes it with the GM told", async () => {
    expect(await requestAction(maren(), "meleeAttack")).toBe(true);
    expect(await requestAction(maren(), "disengage")).toBe(true);
    expect(recorded.confirms).toHaveLength(1);
    expect(recorded.confirms[0]!.content).toContain(REFUSAL.mainSpent);
    expect(recorded.chat.filter((m) => m.whisper?.length)).toHaveLength(1);
    expect(economy("maren")).toMatchObject({ disengaged: true });
  });

  it("takes nothing when the player declines", async () => {
    await requestAction(maren(), "meleeAttack");
    recorded.confirmAnswers.push(false);
    expect(await requestAction(maren(), "disengage")).toBe(false);
    expect(economy("maren")).toMatchObject({ disengaged: false });
  });

  it("asks whether the screener moves before screening an ally", async () => {
    recorded.confirmAnswers.push(true);
    await requestAction(maren(), "screenAlly");
    expect(recorded.confirms[0]!.title).toBe("FRAY.Sides.Actions.Confirm.movedTitle");
    expect(aooCards()).toHaveLength(1);
  });
});

describe("the Attack of Opportunity card on each client", () => {
  const g = globalThis as Record<string, any>;
  const as = (id: string) => net.actAs(id);
  /** The card as the message Foundry would hold: its sub-type, its record and who posted it. */
  function messageOf(authorIsGm: boolean) {
    const posted = aooCards()[0]!;
    return { id: "aoo-card", type: posted.type, system: posted.system, author: { isGM: authorIsGm } } as never;
  }
  async function cardFor(userId: string, authorIsGm = true) {
    // The GM's handler runs on the GM's client.
    as("gm");
    await take("run", "p1");
    as(userId);
    const card = fakeCardHtml(aooCards()[0]!.content ?? "");
    wireOpportunityCard(messageOf(authorIsGm), card.html);
    return card;
  }
  beforeEach(() => {
    // The pikeman belongs to the second player for these tests.
    const pikeman = g.fromUuidSync("Scene.s1.Token.token-pikeman");
    pikeman.actor.testUserPermission = (user: { id: string }) => user.id === "p2";
    Object.defineProperty(pikeman.actor, "isOwner", { get: () => g.game.user.isGM || g.game.user.id === "p2", configurable: true });
  });

  it("shows a foe's button only to that foe's owners and the GM", async () => {
    const seenByP2 = await cardFor("p2");
    expect(seenByP2.buttons.map((b) => [b.dataset.role, b.removed])).toEqual([
      ["Scene.s1.Token.token-gob", true],
      ["Scene.s1.Token.token-pikeman", false],
    ]);
    recorded.chat.length = 0;
    const seenByGm = await cardFor("gm");
    expect(seenByGm.buttons.every((b) => !b.removed)).toBe(true);
    const seenByMover = await cardFor("p1");
    expect(seenByMover.buttons.every((b) => b.removed)).toBe(true);
    as("gm");
  });

  it("clicking targets the mover and starts that foe's attack with its melee weapon, as the strike this card offers", async () => {
    const card = await cardFor("p2");
    card.buttons[1]!.listeners[0]!();
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(recorded.targeted).toEqual(["token-maren"]);
    const [attacker, source, options] = started[0] as [{ name: string }, unknown, { target: unknown; opportunityMessageId: string }];
    expect(attacker.name).toBe("Pikeman");
    expect(source).toEqual({ itemId: "pike" });
    expect(options.target).toBe(g.fromUuidSync("Scene.s1.Token.token-maren").object);
    expect(options.opportunityMessageId).toBe("aoo-card");
    as("gm");
  });

  it("a card a player posted shows no buttons, not even to the GM", async () => {
    for (const user of ["p2", "gm"]) {
      recorded.chat.length = 0;
      const forged = await cardFor(user, false);
      expect(forged.buttons.every((b) => b.removed)).toBe(true);
    }
    as("gm");
  });
});

describe("the sheet's attack button", () => {
  const g = globalThis as Record<string, any>;
  const button = (data: Record<string, string>) => ({ closest: () => ({ dataset: data }) }) as unknown as HTMLElement;
  beforeEach(() => {
    g.game.combat = combat;
    net.actAs("p1");
  });

  it("starts the attack with that weapon and spends nothing itself: the GM spends the Main when it accepts the attack", async () => {
    await attackFromButton(combatant("maren").actor, button({ attackAction: "meleeAttack", itemId: "sword" }));
    expect(started.map((args) => args[1])).toEqual([{ itemId: "sword" }]);
    expect(economy("maren")).toEqual(freshRound());
    expect(recorded.confirms).toEqual([]);
  });
});

describe("morale", () => {
  it("is a world setting, on by default", () => {
    registerRulesetSettings(sidesRules);
    expect(moraleEnabled()).toBe(true);
    const g = globalThis as Record<string, any>;
    const get = g.game.settings.get;
    g.game.settings.get = (namespace: string, key: string) => (key === "sidesMorale" ? "off" : get(namespace, key));
    expect(moraleEnabled()).toBe(false);
    g.game.settings.get = get;
  });

  it("rolls 2d6 to chat against the monster's score and says whether it breaks", async () => {
    const goblin = combatant("gob").actor as never;
    dice.splice(0, dice.length, 9, 5);
    await rollMorale(goblin);
    await rollMorale(goblin);
    const rolls = combatRecord.messages.slice(-2);
    expect(rolls.map((m) => [m.formula, m.total])).toEqual([["2d6", 9], ["2d6", 5]]);
    expect(rolls[0]!.flavor).toContain("FRAY.Sides.Combat.Outcome.MoraleBreaks");
    expect(rolls[1]!.flavor).toContain("FRAY.Sides.Combat.Outcome.MoraleHolds");
  });
});
