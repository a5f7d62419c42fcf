/**
 * Past the turn's budget a player may confirm an action anyway (the GMs are told), but only on the
 * creature's own turn: that is a table's judgement call, made in the open. On another faction's turn a
 * player's `force: true` (any console can send it) is refused like any refusal, and the refusal is not
 * offered as one to confirm. A GM may confirm anywhere (mayOverrideBudget, src/core/turns/budget-override.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askAs, attackAs, attackCards, balthasarAgainstBandit, beginTurn, budgetOf, double, handleTurn, settle, startFactions } from "../flows/attack/fight";
import { consumable } from "../flows/poison/consumable-item";

const { FACTIONS_ACTION_REFUSAL } = await import("../../../../src/rulesets/factions/rules/actions/labels");
const { OVERRIDABLE } = await import("../../../../src/foundry/actions/override");
const { registerGmHandler } = await import("../../../../src/foundry/channel");
const { registerFactionsActions } = await import("../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
const { handleCoatWeapon } = await import("../../../../src/rulesets/factions/flows/poison/gm-coat");
const { FACTIONS_COAT_WEAPON } = await import("../../../../src/rulesets/factions/flows/poison/keys");
registerFactionsActions();
registerGmHandler(FACTIONS_COAT_WEAPON, handleCoatWeapon);

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

const overrideWhispers = () => [...double.messages.values()].filter((message) => String(message.content).includes("fray-override"));
const untouched = { bonus: 0, main: false, moved: false, reacted: false, surrendered: false };

/** Balthasar takes his turn and ends it: the bandits' faction is on turn. */
async function bandisTurn(): Promise<void> {
  await beginTurn("balthasar");
  const ended = await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "balthasar" } }, "gm");
  if (!ended.ok) throw new Error(`Balthasar's turn did not end: ${JSON.stringify(ended)}`);
  await settle();
}

beforeEach(async () => {
  ({ combat, creatures } = balthasarAgainstBandit());
  creatures.balthasar!.items.contents.push(consumable("venom", "Spider venom", { kind: "poison", quantity: 1 }));
  await startFactions();
});

describe("on the bandits' turn, Balthasar's player", () => {
  beforeEach(bandisTurn);

  it("confirms an attack anyway: refused as not his turn; no card, nothing spent, the GMs told nothing", async () => {
    const cardsBefore = attackCards().length;
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", [20, 8], { force: true });
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect(attackCards()).toHaveLength(cardsBefore);
    expect(creatures.bandit!.system.health.value).toBe(6);
    expect(overrideWhispers()).toHaveLength(0);
  });

  it("is not offered to confirm: the refusal of an attack carries no overridable mark", async () => {
    const { answer } = (await attackAs("p1", "balthasar", "bandit", "sword", [])) as { answer: Plain };
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect(answer.data?.[OVERRIDABLE]).toBeUndefined();
  });

  it("confirms a sheet action or a coat of poison anyway: refused, nothing used, nothing spent", async () => {
    const spent = { ...budgetOf(combat, "balthasar") };
    const action = await askAs("p1", FACTIONS_TAKE_ACTION, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", action: "interact", itemId: "", force: true }, []);
    expect(action.answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect((action.answer as Plain).data?.[OVERRIDABLE]).toBeUndefined();
    const coat = await askAs("p1", FACTIONS_COAT_WEAPON, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", itemId: "venom", weaponId: "sword", force: true }, []);
    expect(coat.answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect(creatures.balthasar!.items.get("venom").system.quantity).toBe(1);
    expect(creatures.balthasar!.items.get("sword").system.coated).toBe(false);
    expect(budgetOf(combat, "balthasar")).toEqual(spent);
    expect(overrideWhispers()).toHaveLength(0);
  });

  it("the GM may still confirm for him (the GM is the referee), and the GMs are told", async () => {
    const refused = (await attackAs("gm", "balthasar", "bandit", "sword", [])) as { answer: Plain };
    expect(refused.answer.data?.[OVERRIDABLE]).toBe(1);
    const { answer, card } = await attackAs("gm", "balthasar", "bandit", "sword", [], { force: true });
    expect(answer).toMatchObject({ ok: true });
    expect(card).toBeDefined();
    expect(overrideWhispers()).toHaveLength(1);
  });
});

describe("on his own turn, past the budget", () => {
  it("Balthasar's player is offered to confirm a second attack, and confirmed it goes ahead; the GMs are told", async () => {
    await beginTurn("balthasar");
    expect(budgetOf(combat, "balthasar")).toEqual(untouched);
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    const again = (await attackAs("p1", "balthasar", "bandit", "sword", [])) as { answer: Plain };
    expect(again.answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.mainSpent, data: { [OVERRIDABLE]: 1 } });
    const forced = await attackAs("p1", "balthasar", "bandit", "sword", [], { force: true });
    expect(forced.answer).toMatchObject({ ok: true });
    expect(overrideWhispers()).toHaveLength(1);
  });
});
