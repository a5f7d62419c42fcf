/**
 * Sneaking through the Foundry double: the side the GM names surprising starts the fight concealed (the
 * GM's own creatures' tokens hidden from the players, a player's character left visible to its owner);
 * a concealed attacker's target cannot react, and the attack reveals it; talking reveals, quiet acts do
 * not; the sheet's Reveal (owner or GM) and Hide (the GM alone).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, askAs, attackAs, double, factionsFight, giveStatuses, handleStart, initiative, lastCard, resetDoubles, settle, trackerRoll, attackRoll } from "../attack/fight";
import { giveUpdate } from "../../../../foundry-double/document-update";

const { registerFactionsSneaking } = await import("../../../../../src/rulesets/factions/flows/sneaking/register");
const { registerFactionsActions } = await import("../../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_SNEAK, SNEAK_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/sneaking/keys");
const { FACTIONS_TAKE_ACTION } = await import("../../../../../src/rulesets/factions/flows/actions/request");
const { TAKE_ACTION_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/actions/keys");
const { FACTIONS_SNEAKING_REFUSAL } = await import("../../../../../src/rulesets/factions/rules/sneaking/labels");
const { sneakButton } = await import("../../../../../src/rulesets/factions/flows/sneaking/sneak-button");
registerFactionsSneaking();
registerFactionsActions();

type Plain = Record<string, any>;
const g = globalThis as Plain;
let creatures: Record<string, Plain>;

/**
 * Wolves (the GM's) and Brenna (p1), each token with its disposition, its `hidden` flag and flags, updated by
 * TokenDocument#update (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#hidden).
 */
beforeEach(() => {
  resetDoubles();
  let combat: Plain;
  ({ combat, creatures } = factionsFight([
    { id: "brenna", name: "Brenna", owners: ["p1"], fields: { health: { value: 8, max: 8 } }, items: [{ id: "spear", name: "Spear", kind: "weapon", fields: { damage: "1d8", equipped: true } }] },
    { id: "wolf", name: "Wolf", owners: [], monster: true, fields: { health: { value: 6, max: 6 } }, items: [{ id: "bite", name: "Bite", kind: "weapon", fields: { damage: "1d6", equipped: true } }] },
  ]));
  for (const [id, actor] of Object.entries(creatures)) {
    const token = actor.getActiveTokens()[0].document;
    // Friendly 1, hostile -1 (CONST.TOKEN_DISPOSITIONS), as the start panel's sides read them.
    // TokenDocument#update: the double's (foundry-double/document-update); no write is refused here, as before.
    giveUpdate(Object.assign(token, { hidden: false, flags: {}, disposition: id === "wolf" ? -1 : 1 }));
    Object.assign(combat.combatants.get(id).token, { disposition: id === "wolf" ? -1 : 1 });
  }
});

const tokenOf = (id: string) => creatures[id]!.getActiveTokens()[0].document;
const concealed = (id: string) => creatures[id]!.statuses.has("concealed");
const chatLines = () => [...double.messages.values()].map((message) => message.content as string).join("\n");

/** The GM starts the fight under `structure`, naming `surprising` the ambushing side. */
async function startWithAmbush(structure: string, surprising: string | null) {
  // Dice that differ, so no roll-off ties for ever.
  initiative.splice(0, initiative.length, 1, 20, 13, 7, 16, 4, 10, 18, 2, 11, 5, 15, 8);
  g.foundry.dice.Roll = trackerRoll;
  const started = await handleStart({ combatId: "combat1", structure, choices: { surprising, startedBy: surprising } }, "gm").finally(() => (g.foundry.dice.Roll = attackRoll));
  if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
  await settle();
}

const sneak = (userId: string, id: string, conceal: boolean) => askAs(userId, FACTIONS_SNEAK, { actorUuid: creatures[id]!.uuid, tokenUuid: `Scene.s.Token.${id}`, conceal }, []);

describe("an ambush", () => {
  it("the wolves launch it: the wolf starts concealed and its token hidden from the players; Brenna does not", async () => {
    await startWithAmbush("factions", "foes");
    expect(concealed("wolf")).toBe(true);
    expect(tokenOf("wolf").hidden).toBe(true);
    expect(concealed("brenna")).toBe(false);
  });

  it("the party ambushes: Brenna starts concealed, her token left visible to her owner", async () => {
    await startWithAmbush("factions", "party");
    expect(concealed("brenna")).toBe(true);
    expect(tokenOf("brenna").hidden).toBe(false);
    expect(concealed("wolf")).toBe(false);
  });

  it("under another structure too (alternating teams), the surprising side starts concealed", async () => {
    await startWithAmbush("alternatingTeams", "foes");
    expect(concealed("wolf")).toBe(true);
  });

  it("no ambush named, no one concealed", async () => {
    await startWithAmbush("factions", null);
    expect([concealed("wolf"), concealed("brenna")]).toEqual([false, false]);
  });
});

describe("a concealed attacker", () => {
  it("the wolf's bite takes Brenna by surprise (no reaction offered), then the wolf is revealed and its token shown", async () => {
    await startWithAmbush("factions", "foes");
    const { card } = await attackAs("gm", "wolf", "brenna", "bite", []);
    expect(card!.system).toMatchObject({ reaction: "none", reactions: [] });
    expect(concealed("wolf")).toBe(false);
    expect(tokenOf("wolf").hidden).toBe(false);
    expect(chatLines()).toContain("Wolf is revealed: Attack.");
    // Revealed, its next bite may be dodged.
    await step("gm");
    const next = await attackAs("gm", "wolf", "brenna", "bite", [], { force: true });
    expect(next.card!.system.reactions.length).toBeGreaterThan(0);
  });

  it("a token the GM had hidden for its own reasons stays hidden when the wolf is revealed", async () => {
    tokenOf("wolf").hidden = true;
    await giveStatuses(creatures.wolf!, ["concealed"]);
    await attackAs("gm", "wolf", "brenna", "bite", []);
    expect(concealed("wolf")).toBe(false);
    expect(tokenOf("wolf").hidden).toBe(true);
  });
});

/** Lets the last card's blow land, to clear the way for the next attack. */
async function step(userId: string) {
  await askAs(userId, CARD_COMMANDS.noReaction, { messageId: lastCard().id }, []);
}

describe("other acts", () => {
  it("speaking reveals a concealed Brenna; picking something up does not", async () => {
    await giveStatuses(creatures.brenna!, ["concealed"]);
    const take = (action: string) => askAs("p1", FACTIONS_TAKE_ACTION, { actorUuid: creatures.brenna!.uuid, tokenUuid: "Scene.s.Token.brenna", action, itemId: "", force: false }, []);
    await take("pickUpOrPutDown");
    expect(concealed("brenna")).toBe(true);
    await take("speak");
    expect(concealed("brenna")).toBe(false);
    expect(chatLines()).toContain("Brenna is revealed: Talk.");
  });
});

describe("the sheet's Hide and Reveal", () => {
  it("Brenna's player reveals her (she moved in the open); the chat says so", async () => {
    await giveStatuses(creatures.brenna!, ["concealed"]);
    expect((await sneak("p1", "brenna", false)).answer).toMatchObject({ ok: true });
    expect(concealed("brenna")).toBe(false);
    expect(chatLines()).toContain("Brenna is revealed.");
  });

  it("a player cannot hide again on their own: hiding is the GM's call; the GM hides the wolf, token and all", async () => {
    expect((await sneak("p1", "brenna", true)).answer).toMatchObject({ ok: false, reason: SNEAK_REFUSAL.gmHides });
    expect(concealed("brenna")).toBe(false);
    expect((await sneak("gm", "wolf", true)).answer).toMatchObject({ ok: true });
    expect([concealed("wolf"), tokenOf("wolf").hidden]).toEqual([true, true]);
    expect((await sneak("gm", "wolf", true)).answer).toMatchObject({ ok: false, reason: FACTIONS_SNEAKING_REFUSAL.alreadyConcealed });
    expect((await sneak("gm", "wolf", false)).answer).toMatchObject({ ok: true });
    expect([concealed("wolf"), tokenOf("wolf").hidden]).toEqual([false, false]);
  });

  it("forged asks: a player cannot reveal the GM's wolf, nor reveal one in the open", async () => {
    await giveStatuses(creatures.wolf!, ["concealed"]);
    expect((await sneak("p1", "wolf", false)).answer).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.notOwner });
    expect(concealed("wolf")).toBe(true);
    expect((await sneak("p1", "brenna", false)).answer).toMatchObject({ ok: false, reason: SNEAK_REFUSAL.notConcealed });
    expect((await askAs("p1", FACTIONS_SNEAK, { actorUuid: creatures.brenna!.uuid, conceal: "yes" }, [])).answer).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.badRequest });
  });

  it("the button: Reveal for anyone concealed, Hide for the GM alone", () => {
    expect(sneakButton(true, false)).toEqual({ conceal: false, label: "FRAY.Factions.Sneaking.Button.Reveal" });
    expect(sneakButton(true, true)).toEqual({ conceal: false, label: "FRAY.Factions.Sneaking.Button.Reveal" });
    expect(sneakButton(false, true)).toEqual({ conceal: true, label: "FRAY.Factions.Sneaking.Button.Hide" });
    expect(sneakButton(false, false)).toBeNull();
  });
});

describe("Undo of the attack that gave the attacker away", () => {
  const undo = (userId: string) => askAs(userId, CARD_COMMANDS.undo, { messageId: lastCard().id }, []);

  it("the wolf's surprise bite is undone: the wolf is concealed again, its token hidden again", async () => {
    await startWithAmbush("factions", "foes");
    await attackAs("gm", "wolf", "brenna", "bite", []);
    expect(lastCard().system.revealedAttacker).toBe(true);
    expect(concealed("wolf")).toBe(false);
    expect((await undo("gm")).answer).toMatchObject({ ok: true });
    expect(concealed("wolf")).toBe(true);
    expect(tokenOf("wolf").hidden).toBe(true);
  });

  it("an attack by a wolf in the open is undone: the wolf stays in the open", async () => {
    await attackAs("gm", "wolf", "brenna", "bite", []);
    expect(lastCard().system.revealedAttacker).toBe(false);
    await undo("gm");
    expect(concealed("wolf")).toBe(false);
    expect(tokenOf("wolf").hidden).toBe(false);
  });

  it("Brenna's player cannot undo her revealing spear thrust: she stays revealed", async () => {
    await giveStatuses(creatures.brenna!, ["concealed"]);
    await attackAs("p1", "brenna", "wolf", "spear", []);
    expect(lastCard().system.revealedAttacker).toBe(true);
    expect((await undo("p1")).answer).toMatchObject({ ok: false });
    expect(concealed("brenna")).toBe(false);
    // The GM's Undo conceals her again; her token (a player's) is never hidden.
    await undo("gm");
    expect(concealed("brenna")).toBe(true);
    expect(tokenOf("brenna").hidden).toBe(false);
  });
});
