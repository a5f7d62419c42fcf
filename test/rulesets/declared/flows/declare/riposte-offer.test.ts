/**
 * When the attack card offers a riposte (rules/actions/riposte.ts read from a running declared fight):
 * Maren (p1) with a longsword against a hobgoblin with a spear and an archer with only a bow.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { creature, fightOf, resetDoubles, world, type Fighter } from "../round/fight";

const { handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");
const { applyDeclared, createDeclaredState } = await import("../../../../../src/core/turns/declared");
const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { riposteOffer } = await import("../../../../../src/rulesets/declared/flows/declare/riposte-offer");
const { declaredEconomy } = await import("../../../../../src/rulesets/declared/rules/actions/economy");

type Plain = Record<string, any>;
const SQUARE_PX = 100;
const weapon = (id: string, name: string, system: Plain) => ({ id, name, type: "declaredWeapon", system });

/**
 * Puts the creature's token on square (col, row) of a 1-yard grid, with its weapons. A TokenDocument
 * holds x, y (pixels) and width, height (squares), and its parent Scene the grid's size in pixels and
 * distance per square (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html#grid).
 */
const scene = { grid: { size: SQUARE_PX, distance: 1 } };
function place(fighter: Fighter, col: number, row: number, weapons: Plain[]): Fighter {
  Object.assign(fighter.token.document, { x: col * SQUARE_PX, y: row * SQUARE_PX, width: 1, height: 1, parent: scene });
  fighter.actor.items.contents.push(...(weapons as never[]));
  return fighter;
}

/** The GM started the fight: everyone joined (the surprised marked so) and shared one base d12; round 1's declarations are open. */
function startDeclared(ids: string[], surprisedIds: string[]): void {
  const GM = { userId: "gm", isGM: true };
  const commands = [
    ...ids.map((id) => ({ type: "join", by: GM, combatant: { id, name: id, owners: [], agilityModifier: 0, surprised: surprisedIds.includes(id) } })),
    { type: "start", by: GM },
    { type: "rollBase", by: GM, combatantIds: ids, d12: 6 },
  ];
  let state = createDeclaredState();
  for (const command of commands) {
    const outcome = applyDeclared(state, command as never);
    if (!outcome.ok) throw new Error(outcome.reason.key);
    state = outcome.state;
  }
  Object.assign(combat.system, { structure: "declared", state });
}

let combat: Plain;
let maren: Plain;
let hob: Plain;
let archer: Plain;

async function declare(id: string, actionId: string): Promise<void> {
  const answer = await handleTurn({ combatId: "combat1", intent: { kind: "declare", combatantId: id, actionId } }, "gm");
  expect(answer).toEqual({ ok: true });
}

function resetFight(surprised: string[] = []): void {
  resetDoubles();
  world.settings.set("fray.declaredRiposte", "anyone");
  const m = place(creature({ id: "maren", name: "Maren", owners: ["p1"], fields: { health: { value: 12, max: 12 } } }), 0, 0, [weapon("sword", "Longsword", { speed: 5 })]);
  const h = place(creature({ id: "hob", name: "Hobgoblin", owners: [], monster: true, disposition: -1, fields: { health: { value: 9, max: 9 } } }), 1, 0, [weapon("spear", "Spear", { speed: 3, thrown: true, range: 10 })]);
  const a = place(creature({ id: "archer", name: "Archer", owners: [], monster: true, disposition: -1, fields: { health: { value: 8, max: 8 } } }), 6, 0, [weapon("bow", "Shortbow", { speed: 4, range: 60 })]);
  combat = fightOf([m, h, a]);
  startDeclared(["maren", "hob", "archer"], surprised);
  [maren, hob, archer] = ["maren", "hob", "archer"].map((id) => combat.combatants.get(id));
}

beforeEach(() => resetFight());

const offer = (riposter: Plain, foe: Plain, trigger: "attacked" | "entered" = "attacked") => {
  const decision = riposteOffer(combat as never, riposter as never, foe as never, trigger);
  return decision.ok ? decision.trigger.key : decision.reason.key;
};

describe("attacked while on full defense", () => {
  it("Maren on full defense, struck by the hobgoblin beside her, is offered her riposte", async () => {
    await declare("maren", "fullDefense");
    await declare("hob", "attack:spear");
    expect(offer(maren, hob)).toBe("FRAY.Declared.Riposte.Trigger.attacked");
  });

  it("even when the hobgoblin declared defensive attack", async () => {
    await declare("maren", "fullDefense");
    await declare("hob", "defensiveAttack:spear");
    expect(offer(maren, hob)).toBe("FRAY.Declared.Riposte.Trigger.attacked");
  });

  it("not when she declared an attack instead", async () => {
    await declare("maren", "attack:sword");
    expect(offer(maren, hob)).toBe("FRAY.Declared.Riposte.Refusal.notOnFullDefense");
  });

  it("not against the archer shooting from six yards away", async () => {
    await declare("maren", "fullDefense");
    expect(offer(maren, archer)).toBe("FRAY.Declared.Riposte.Refusal.outOfReach");
  });

  it("not once her Reaction this round is spent", async () => {
    await declare("maren", "fullDefense");
    const spent = declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 1 }, moved: false });
    await storeEconomy(maren as never, spent);
    expect(offer(maren, hob)).toBe("FRAY.Declared.Riposte.Refusal.reactionSpent");
  });

  it("not at 0 Wound Points", async () => {
    await declare("maren", "fullDefense");
    maren.actor.system.health.value = 0;
    expect(offer(maren, hob)).toBe("FRAY.Declared.Riposte.Refusal.down");
  });

  it("the archer with only a bow has no melee weapon to riposte with", async () => {
    await declare("archer", "fullDefense");
    expect(offer(archer, maren)).toBe("FRAY.Declared.Riposte.Refusal.noMeleeWeapon");
  });
});

describe("surprise", () => {
  it("a surprised creature makes no riposte in round 1", async () => {
    resetFight(["maren"]);
    expect(offer(maren, hob, "entered")).toBe("FRAY.Declared.Riposte.Refusal.surprised");
  });
});

describe("a foe entering reach", () => {
  it("any armed creature answers it by default", async () => {
    await declare("hob", "attack:spear");
    await declare("maren", "attack:sword");
    expect(offer(hob, maren, "entered")).toBe("FRAY.Declared.Riposte.Trigger.entered");
  });

  it("a foe on defensive attack provokes none", async () => {
    await declare("maren", "defensiveAttack:sword");
    expect(offer(hob, maren, "entered")).toBe("FRAY.Declared.Riposte.Refusal.defensiveAttack");
  });

  it("with the world set to full defense only, only a creature on full defense answers", async () => {
    world.settings.set("fray.declaredRiposte", "fullDefenseOnly");
    await declare("hob", "attack:spear");
    expect(offer(hob, maren, "entered")).toBe("FRAY.Declared.Riposte.Refusal.notOnFullDefense");
    await declare("hob", "fullDefense");
    expect(offer(hob, maren, "entered")).toBe("FRAY.Declared.Riposte.Trigger.entered");
  });
});
