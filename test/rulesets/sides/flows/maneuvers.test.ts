/**
 * The maneuvers in the shell, through the Foundry double: a player's button, the attack card, the
 * GM's opposed check with Foundry Rolls, and what the GM applies (statuses, the combat's grapple
 * record, hit points). Every write to someone else's actor must come from the GM's client.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installAttackDouble, type ActorLike, type TokenDouble } from "../../../foundry-double/attack";
import { fakeCardHtml } from "../../../foundry-double/actions";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "../../../foundry-double/status-toggle";
import { giveUpdate, gmOnly, updateOf } from "../../../foundry-double/document-update";
import { englishWithPending } from "./maneuvers/support";
import { engineAtRound } from "../../../support/engine-at-round";

const users = [
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
  { id: "gm", isGM: true },
];
const g = globalThis as Record<string, any>;
const double = installAttackDouble(englishWithPending(), users);

const hooks = new Map<string, (...args: unknown[]) => unknown>();
g.Hooks = { on: (name: string, fn: (...args: unknown[]) => unknown) => void hooks.set(name, fn), callAll: () => undefined };
const confirms: boolean[] = [];
g.foundry.applications.api.DialogV2.confirm = async () => confirms.shift() ?? true;

const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { listenOnSocket, askGm, onGmLane } = await import("../../../../src/foundry/channel");
const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { registerManeuvers } = await import("../../../../src/rulesets/sides/flows/maneuvers/register");
const { startManeuver } = await import("../../../../src/rulesets/sides/flows/maneuvers/start-maneuver");
const { requestManeuverCheck } = await import("../../../../src/rulesets/sides/flows/maneuvers/attack-card-step");
const { MANEUVER_CHECK_QUERY } = await import("../../../../src/rulesets/sides/flows/maneuvers/opposed-check-query");
const { grappleDamageAtRoundEnd } = await import("../../../../src/rulesets/sides/flows/maneuvers/grapple-round-end");
const { screenAlly } = await import("../../../../src/rulesets/sides/flows/maneuvers/start-maneuver");
const { requestScreenCheck } = await import("../../../../src/rulesets/sides/flows/maneuvers/attack-card-step");
const { startAttack } = await import("../../../../src/rulesets/sides/flows/start-attack");
const { requestGrappleMove } = await import("../../../../src/rulesets/sides/flows/maneuvers/maneuver-card-buttons");
const { wireManeuverSteps } = await import("../../../../src/rulesets/sides/flows/maneuvers/attack-card-step");
const { wireCard } = await import("../../../../src/rulesets/sides/flows/card-buttons");
const { grappleBlocksAction } = await import("../../../../src/rulesets/sides/flows/maneuvers/grapple-block");
const { registerAttackHandler } = await import("../../../../src/rulesets/sides/flows/gm-attack");
const { FrayCombatantData } = await import("../../../../src/foundry/combat/combatant-model");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { grappleDamageRound, grapplesOf, saveGrapples, screensOf } = await import("../../../../src/rulesets/sides/flows/maneuvers/combat-record");

/** Just enough DOM for the card wiring: elements with classes, data attributes, children and clicks. */
class FakeElement {
  className = "";
  textContent = "";
  type = "";
  disabled = false;
  dataset: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  listeners: ((event: { preventDefault(): void }) => void)[] = [];
  constructor(className = "", dataset: Record<string, string> = {}) {
    this.className = className;
    this.dataset = dataset;
  }
  append(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
  }
  before(sibling: FakeElement) {
    const parent = this.parent!;
    sibling.parent = parent;
    parent.children.splice(parent.children.indexOf(this), 0, sibling);
  }
  addEventListener(_type: string, listener: (event: { preventDefault(): void }) => void) {
    this.listeners.push(listener);
  }
  all(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  matches(selector: string) {
    const data = /^\[data-fray-card-action="(\w+)"\]$/.exec(selector);
    if (data) return this.dataset.frayCardAction === data[1];
    return selector.startsWith(".") && this.className.split(" ").includes(selector.slice(1));
  }
  querySelectorAll(selector: string) {
    return this.all().filter((el) => el.matches(selector));
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}
g.document = { createElement: () => new FakeElement() };

/** An attack card as its template renders it, with its damage buttons. */
function cardHtml() {
  const html = new FakeElement();
  const card = new FakeElement("fray fray-attack-card");
  const row = new FakeElement("fray-card-buttons");
  row.append(new FakeElement("", { frayCardAction: "rollDamage" }));
  row.append(new FakeElement("", { frayCardAction: "snapAttack" }));
  card.append(row);
  html.append(card);
  return html;
}
const texts = (html: FakeElement) => html.all().map((el) => el.textContent).filter(Boolean);
listenOnSocket();
registerManeuvers();
registerAttackHandler();

const noSkills = Object.fromEntries(["administer", "connect", "convince", "craft", "exert", "heal", "know", "lead", "magic", "notice", "perform", "pray", "ride", "sail", "sneak", "survive", "trade", "work"].map((s) => [s, -1]));

function weapon(fields: object) {
  return Object.assign(new SidesWeaponData(), {
    schemaVersion: 2, category: "melee", damage: "1d8", attributes: { str: true, dex: false }, skill: "stab",
    shock: { points: 2, ac: 15 }, range: { normal: 0, long: 0 }, launcher: "none", twoHanded: false, thrown: false,
    long: false, nonLethal: false, magicBonus: 0, carry: "readied", encumbrance: 1, cost: 0, description: "", ...fields,
  });
}

/** Every write to an actor, by the client that made it; a client without ownership is refused as the server would. */
const writes: { client: string; actor: string; change: unknown }[] = [];

function writable(actor: ActorLike) {
  const write = (change: unknown) => {
    const user = g.game.user as { id: string; isGM: boolean };
    if (!actor.testUserPermission(user, "OWNER")) throw new Error(`${user.id} lacks permission to update ${actor.name}`);
    writes.push({ client: user.id, actor: actor.name, change });
  };
  return Object.assign(actor, {
    // Actor#update: the double's (foundry-double/document-update), refused and recorded as `write` is.
    update: updateOf(actor as unknown as Record<string, unknown>, {
      name: actor.name,
      mayWrite: (user) => actor.testUserPermission(user, "OWNER"),
      record: (change, user) => void writes.push({ client: user.id, actor: actor.name, change }),
    }),
    // Actor#toggleStatusEffect (foundry-double/status-toggle): statuses only, each its own effect; each creation or deletion a write.
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) => toggleStatusEffect(statusSetEffects(actor.statuses, write), id, options),
  });
}

/** Bran's combatant: its round budget, written by the GM's client only (Combatant#update: the double's, foundry-double/document-update). */
function combatantOf(actor: ActorLike) {
  const combatant = {
    id: "c-bran",
    name: actor.name,
    actor,
    token: null,
    system: Object.assign(new FrayCombatantData(), { economy: null as Record<string, unknown> | null }),
  };
  return giveUpdate(combatant, { mayWrite: gmOnly });
}

/** The combat being viewed: Fray's own (not started: no turn to be out of), its data written by the GM's client only. */
function makeCombat() {
  let bran: ReturnType<typeof combatantOf> | null = null;
  const combat = Object.assign(new FrayCombat(), {
    id: "combat1",
    flags: { fray: {} as Record<string, unknown> },
    system: Object.assign(new FrayCombatData(), { roundState: { budgets: [], rulesets: [] } }) as unknown as Record<string, unknown>,
    round: 1,
    combatants: { get: (id: string) => (id === "c-bran" ? bran : undefined) },
    getCombatantsByActor: (actor: ActorLike) => {
      if (actor.name !== "Bran") return [];
      bran ??= combatantOf(actor);
      return [bran];
    },
    async setFlag(scope: string, key: string, value: unknown) {
      if (!g.game.user.isGM) throw new Error("only the GM writes the combat");
      combat.flags.fray[key] = structuredClone(value);
      return combat;
    },
  });
  // Combat#update: the double's (foundry-double/document-update), the GM's client only; the round state's lists are replaced whole, as arrays are.
  return giveUpdate(combat, { mayWrite: gmOnly });
}

/** Grapples the GM recorded earlier (written as the GM, whoever acts in the test). */
async function seedGrapples(holds: { grapplerId: string; defenderId: string; size: "manSized" }[]): Promise<void> {
  const user = g.game.user.id as string;
  double.actAs("gm");
  await saveGrapples(combat as never, { holds });
  double.actAs(user);
}

let hero: ReturnType<typeof writable>;
let goblin: ReturnType<typeof writable>;
let heroToken: TokenDouble;
let goblinToken: TokenDouble;
let combat: ReturnType<typeof makeCombat>;

const seen = { mode: "melee", attribute: "", cover: "none", visibility: "seen", attackerProne: false, enemyInMelee: false, dualWieldId: "", chargeFt: 0, swarmAssailants: 0, snap: false, otherModifier: 0 };
const hp = (actor: ActorLike) => (actor.system as { health: { value: number } }).health.value;
const maneuverCards = () => [...double.messages.values()].filter((m) => m.type === "sidesManeuver");

beforeEach(() => {
  double.messages.clear();
  double.notices.length = 0;
  double.dialogs.length = 0;
  double.answers.length = 0;
  double.dice.length = 0;
  double.targets.clear();
  writes.length = 0;
  confirms.length = 0;
  double.actAs("p1");
  // Maren: STR +1, Brawl 0, Stab 1; Physical save 14.
  hero = writable(double.actor("Actor.maren", "Maren", Object.assign(new SidesCharacterData(), {
    attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: { ...noSkills, exert: 0 }, movement: 30,
    modifiers: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 14, parts: [] },
    saves: { physical: 14, evasion: 15, mental: 15, luck: 15 }, health: { value: 12, max: 12 },
  }), ["p1"], [
    { id: "sword", name: "Longsword", system: weapon({}) },
    { id: "fists", name: "Bare Knuckles", system: weapon({ category: "unarmed", damage: "1d2", attributes: { str: true, dex: true }, skill: "brawl", shock: { points: 0, ac: null } }) },
    { id: "bow", name: "Shortbow", system: weapon({ category: "ranged", damage: "1d6", attributes: { str: false, dex: true }, skill: "shoot", shock: { points: 0, ac: null }, range: { normal: 50, long: 75 }, launcher: "bow", twoHanded: true }) },
  ]));
  // A goblin (p2's): skill bonus 1, Physical save 15, 10 HP.
  goblin = writable(double.actor("Actor.gob", "Goblin", Object.assign(new SidesMonsterData(), {
    attackBonus: 1, damage: "1d6", shock: { points: 1, ac: 13 }, ac: 13, trainedSnap: false, shockImmune: false, attacks: [],
    movement: 30, skillBonus: 1, save: 15, health: { value: 10, max: 10 },
  }), ["p2"]));
  heroToken = double.token("Scene.s.Token.maren", hero, { x: 0, y: 0 });
  goblinToken = double.token("Scene.s.Token.gob", goblin, { x: 1, y: 0 });
  double.targets.add(goblinToken);
  combat = makeCombat();
  g.game.combat = combat;
  g.game.combats = { get: (id: string) => (id === combat.id ? combat : undefined) };
});

/** Maren's button → the size dialog → the attack dialog → a hit (d20 11 + 3 = 14 against AC 13). */
async function attemptHit(kind: "shove" | "grapple", size = "manSized", effect = "prone") {
  double.answers.push({ size, effect }, { ...seen });
  double.dice.push(11);
  await startManeuver(hero as never, kind);
  const attack = [...double.messages.values()].find((m) => m.type === "sidesAttack");
  if (!attack) throw new Error("no attack card");
  return attack;
}

describe("shoving", () => {
  it("marks the attack card, then the GM rolls both sides and knocks the target prone on a won check", async () => {
    const attack = await attemptHit("shove");
    expect(attack.system.maneuverAttempt).toEqual({ kind: "shove", size: "manSized", effect: "prone", checkMessageId: null });
    double.dice.push(5, 4, 2, 3); // Maren 9 + STR 1 + Exert 0 = 10; goblin 5 + 1 = 6
    const answer = await requestManeuverCheck(attack.id);
    expect(answer.ok).toBe(true);
    expect(goblin.statuses.has("prone")).toBe(true);
    expect(writes).toEqual([{ client: "gm", actor: "Goblin", change: { status: "prone", active: true } }]);
    const [card] = maneuverCards();
    expect(card?.rolls.map((r) => [r.formula, r.total])).toEqual([["2d6", 9], ["2d6", 5]]);
    expect(card?.content).toContain("Maren shoves Goblin");
    expect(card?.content).toContain("Knocked prone.");
    expect(attack.system.maneuverAttempt.checkMessageId).toBe(card?.id);
  });

  it("a lost check leaves the target standing; a larger humanoid costs the attacker 2", async () => {
    const attack = await attemptHit("shove", "largerHumanoid");
    double.dice.push(4, 4, 3, 3); // 8 + 1 − 2 = 7 against 6 + 1 = 7: a tie holds
    await requestManeuverCheck(attack.id);
    expect(goblin.statuses.has("prone")).toBe(false);
    expect(maneuverCards()[0]?.content).toContain("The target stands firm.");
  });

  it("a push is a note on the card, no status", async () => {
    const attack = await attemptHit("shove", "manSized", "push");
    double.dice.push(6, 6, 1, 1);
    await requestManeuverCheck(attack.id);
    expect(goblin.statuses.size).toBe(0);
    expect(maneuverCards()[0]?.content).toContain("Shoved into an adjacent square.");
  });

  it("is rolled once: a second request is refused", async () => {
    const attack = await attemptHit("shove");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    expect(await requestManeuverCheck(attack.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.AlreadyRolled" });
    expect(maneuverCards()).toHaveLength(1);
  });

  it("needs a hit first", async () => {
    double.answers.push({ size: "manSized", effect: "prone" }, { ...seen });
    double.dice.push(2);
    await startManeuver(hero as never, "shove");
    const attack = [...double.messages.values()][0]!;
    expect(await requestManeuverCheck(attack.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Combat.Refusal.ManeuverNeedsHit" });
    expect(maneuverCards()).toHaveLength(0);
  });
});

describe("the attack card's maneuver step", () => {
  /** The card's buttons this user is shown, wired by the card pipeline as the render hook does. */
  function shownTo(userId: string, attack: { content: string }) {
    double.actAs(userId);
    const card = fakeCardHtml(attack.content);
    wireCard(attack as never, card.html, async () => {});
    return card.buttons.filter((b) => !b.removed);
  }

  it("replaces the damage with an opposed-check button for the attacker's owner; the click asks the GM", async () => {
    const attack = await attemptHit("shove");
    expect(attack.content).toContain("Shove attempt: on a hit, an opposed check replaces the damage.");
    expect(attack.content).not.toContain('data-fray-card-action="rollDamage"');
    expect(attack.content).not.toContain("Damage not rolled yet.");
    const shown = shownTo("p1", attack);
    expect(shown.map((b) => b.dataset.frayCardAction)).toEqual(["maneuverCheck"]);
    double.dice.push(5, 4, 2, 3);
    shown[0]!.listeners[0]!();
    await vi.waitFor(() => expect(goblin.statuses.has("prone")).toBe(true));
  });

  it("shows no button to a player who does not own the attacker, nor after the check", async () => {
    const attack = await attemptHit("shove");
    expect(shownTo("p2", attack).map((b) => b.dataset.frayCardAction)).not.toContain("maneuverCheck");
    double.actAs("p1");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    expect(shownTo("p1", attack)).toEqual([]);
    expect(attack.content).toContain("Shove attempt: on a hit, an opposed check replaces the damage.");
  });
});

describe("who decides", () => {
  it("a player cannot resolve the check of an attacker they do not own", async () => {
    const attack = await attemptHit("shove");
    double.actAs("p2");
    double.dice.push(6, 6, 1, 1);
    expect(await requestManeuverCheck(attack.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.NotOwner" });
    expect(goblin.statuses.size).toBe(0);
    expect(double.notices.at(-1)?.message).toBe("You do not control Maren.");
  });

  it("a player cannot write the goblin themselves, and totals they send are ignored: the GM rolls", async () => {
    const attack = await attemptHit("shove");
    await expect(goblin.toggleStatusEffect("prone", { active: true } as never)).rejects.toThrow(/lacks permission/);
    double.dice.push(1, 1, 6, 6); // Maren 2 + 1 = 3 against the goblin's 13
    const answer = await askGm(MANEUVER_CHECK_QUERY, { messageId: attack.id, attackerTotal: 99, success: true });
    expect(answer.ok).toBe(true);
    expect(goblin.statuses.has("prone")).toBe(false);
  });
});

describe("grappling", () => {
  it("grapples with bare hands: the grappled status on the defender and the hold on the combat", async () => {
    const attack = await attemptHit("grapple");
    expect(attack.system.weaponName).toBe("Bare Knuckles");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    expect(goblin.statuses.has("grappled")).toBe(true);
    expect(grapplesOf(combat as never).holds).toEqual([{ grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.gob", size: "manSized" }]);
    expect(maneuverCards()[0]?.content).toContain("Maren grapples Goblin");
  });

  it("neither side may Run once the hold is recorded (the GM checks it before any action)", async () => {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    const combatantOf = (token: TokenDouble) => ({ token: token.document, actor: token.actor }) as never;
    expect(grappleBlocksAction(combat as never, combatantOf(goblinToken), "run", false)).toEqual({ key: "FRAY.Sides.Maneuver.Refusal.GrappleNoMove" });
    expect(grappleBlocksAction(combat as never, combatantOf(heroToken), "charge", false)).toEqual({ key: "FRAY.Sides.Maneuver.Refusal.GrappleNoMove" });
    expect(grappleBlocksAction(combat as never, combatantOf(heroToken), "meleeAttack", false)).toBeNull();
  });

  it("in a grapple only unarmed attacks: the attack dialog refuses the sword", async () => {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    double.answers.push({ ...seen }, null);
    await startAttack(hero as never, { itemId: "sword" });
    expect(double.notices.at(-1)?.message).toBe("In a grapple only unarmed attacks are possible.");
  });

  it("a grappler holds one target at a time", async () => {
    await seedGrapples([{ grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.other", size: "manSized" }]);
    const attack = await attemptHit("grapple");
    double.dice.push(6, 6, 1, 1);
    expect(await requestManeuverCheck(attack.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Combat.Refusal.GrappleAlreadyHolding" });
    expect(goblin.statuses.has("grappled")).toBe(false);
  });

  it("breaking free: the defender's owner asks, the GM rolls both, the status and the hold go", async () => {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    double.actAs("p2");
    double.dice.push(6, 6, 1, 1); // goblin 12 + 1 against Maren 2 + 1
    await startManeuver(goblin as never, "breakFree");
    expect(goblin.statuses.has("grappled")).toBe(false);
    expect(grapplesOf(combat as never).holds).toEqual([]);
    expect(writes.every((w) => w.client === "gm")).toBe(true);
    expect(maneuverCards().at(-1)?.content).toContain("Goblin breaks free of Maren.");
  });

  it("breaking free fails against a stronger roll; a player cannot break someone else free", async () => {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    double.actAs("p2");
    double.dice.push(1, 1, 6, 6);
    await startManeuver(goblin as never, "breakFree");
    expect(goblin.statuses.has("grappled")).toBe(true);
    expect(maneuverCards().at(-1)?.content).toContain("Maren keeps hold of Goblin.");
    double.actAs("p1");
    expect(await askGm("sidesBreakFree", { fighterId: "Scene.s.Token.gob" })).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.NotOwner" });
  });
});

describe("a creature that is down wrestles no more", () => {
  it("a mortally wounded grappler cannot drag the goblin, and an unconscious goblin cannot break free: nothing rolled", async () => {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    const card = maneuverCards()[0]!;
    hero.statuses.add("mortallyWounded");
    double.dice.push(6, 5, 1, 2);
    expect(await requestGrappleMove(card.id, "drag")).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.cannotAct", data: { name: "Maren" } });
    goblin.statuses.add("unconscious");
    double.actAs("p2");
    expect(await askGm("sidesBreakFree", { fighterId: "Scene.s.Token.gob" })).toMatchObject({ ok: false, reason: "FRAY.Sides.Actions.Refusal.cannotAct", data: { name: "Goblin" } });
    expect(maneuverCards()).toHaveLength(1);
    expect(double.dice).toEqual([6, 5, 1, 2]);
  });
});

describe("moving a grappled target from the grapple card", () => {
  async function grappled() {
    const attack = await attemptHit("grapple");
    double.dice.push(5, 4, 2, 3);
    await requestManeuverCheck(attack.id);
    return maneuverCards()[0]!;
  }

  it("offers drag and throw on the card", async () => {
    expect((await grappled()).content).toContain("Throw 5 ft, prone");
  });

  it("a won throw knocks the target prone 5 ft away and lets go", async () => {
    const card = await grappled();
    double.dice.push(6, 5, 1, 2);
    expect(await requestGrappleMove(card.id, "throw")).toMatchObject({ ok: true, result: { success: true, movedFt: 5, prone: true } });
    expect(goblin.statuses.has("prone")).toBe(true);
    expect(goblin.statuses.has("grappled")).toBe(false);
    expect(grapplesOf(combat as never).holds).toEqual([]);
  });

  it("a grapple card a player posted moves nobody", async () => {
    const card = await grappled();
    double.actAs("p1");
    const copy = await g.ChatMessage.create({ type: card.type, system: structuredClone(card.system), content: card.content, rolls: [] });
    expect(await requestGrappleMove(copy.id, "throw")).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.NotGmCard" });
    expect(goblin.statuses.has("prone")).toBe(false);
  });

  it("a won drag keeps the hold; a lost move breaks it", async () => {
    const card = await grappled();
    double.dice.push(6, 5, 1, 2);
    expect(await requestGrappleMove(card.id, "drag")).toMatchObject({ ok: true, result: { success: true, movedFt: 10 } });
    expect(goblin.statuses.has("grappled")).toBe(true);
    double.dice.push(1, 1, 6, 6);
    expect(await requestGrappleMove(card.id, "drag")).toMatchObject({ ok: true, result: { success: false } });
    expect(goblin.statuses.has("grappled")).toBe(false);
    expect(maneuverCards().at(-1)?.content).toContain("Broke free.");
  });

  it("only the grappler's owner (or the GM) may move the target", async () => {
    const card = await grappled();
    double.actAs("p2");
    expect(await requestGrappleMove(card.id, "throw")).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.NotOwner" });
  });
});

describe("grapple damage at the end of the round", () => {
  beforeEach(async () => {
    double.actAs("gm");
    await seedGrapples([{ grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.gob", size: "manSized" }]);
  });

  it("the defender takes the grappler's unarmed blow as a Foundry Roll, from the fray.roundEnd hook", async () => {
    double.dice.push(2); // 1d2 → 2 + STR 1 = 3
    hooks.get("fray.roundEnd")?.(combat, { type: "roundEnd", round: 1 });
    await vi.waitFor(() => expect(hp(goblin)).toBe(7));
    const [card] = maneuverCards();
    expect(card?.rolls.map((r) => r.formula)).toEqual(["1d2"]);
    expect(card?.content).toContain("Goblin takes 3 damage (10 → 7 HP).");
  });

  it("happens once per round per grappler", async () => {
    const ogre = writable(double.actor("Actor.ogre", "Ogre", Object.assign(new SidesMonsterData(), {
      attackBonus: 4, damage: "1d6", shock: { points: 0, ac: null }, ac: 12, attacks: [], skillBonus: 2, save: 13, health: { value: 20, max: 20 },
    }), []));
    double.token("Scene.s.Token.ogre", ogre, { x: 1, y: 1 });
    await seedGrapples([
      { grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.gob", size: "manSized" },
      { grapplerId: "Scene.s.Token.ogre", defenderId: "Scene.s.Token.gob", size: "manSized" },
    ]);
    double.dice.push(1, 3); // Maren 1 + 1 = 2, the ogre's 1d6 → 3
    await grappleDamageAtRoundEnd(combat as never, 1);
    await grappleDamageAtRoundEnd(combat as never, 1);
    expect(hp(goblin)).toBe(5);
    expect(maneuverCards()).toHaveLength(1);
    double.dice.push(1, 1);
    await grappleDamageAtRoundEnd(combat as never, 2);
    expect(hp(goblin)).toBe(2);
  });

  it("never below 0 HP; at 0 the monster is down", async () => {
    (goblin.system as { health: { value: number } }).health.value = 2;
    double.dice.push(2);
    await grappleDamageAtRoundEnd(combat as never, 1);
    expect(hp(goblin)).toBe(0);
    expect(goblin.statuses.has("dead")).toBe(true);
  });

  it("a grappler's bare hands written as a thousand dice are not rolled: the card names the item and the limit, the goblin is unhurt", async () => {
    (hero.items.contents[1]!.system as { damage: string }).damage = "999d999";
    await grappleDamageAtRoundEnd(combat as never, 1);
    expect(hp(goblin)).toBe(10);
    const [card] = maneuverCards();
    expect(card?.rolls).toEqual([]);
    expect(card?.content).toContain("Bare Knuckles rolls 999 dice; the GM&#x27;s client rolls at most 20.");
  });

  it("only the GM deals it", async () => {
    double.actAs("p1");
    double.dice.push(2);
    await grappleDamageAtRoundEnd(combat as never, 1);
    expect(hp(goblin)).toBe(10);
    expect(grappleDamageRound(combat as never)).toBe(0);
  });
});

/** Waits until the GM has decided a parked request and the asker has heard the outcome. */
async function decided(): Promise<void> {
  // The GM's dialog opens once the asker has been answered (a task later).
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 4; i++) {
    await double.net.settle();
    await onGmLane(async () => undefined);
  }
}

describe("execution attacks", () => {
  it("the GM confirms; a melee execution hits; a failed save sets 0 HP and mortally wounded", async () => {
    confirms.push(true);
    double.dice.push(3); // d20 3 − Stab 1 = 2 against save 15
    await startManeuver(hero as never, "execution");
    await decided();
    expect(hp(goblin)).toBe(0);
    expect(goblin.statuses.has("mortallyWounded")).toBe(true);
    expect(writes.every((w) => w.client === "gm")).toBe(true);
    const [card] = maneuverCards();
    expect(card?.rolls.map((r) => r.formula)).toEqual(["1d20"]);
    expect(card?.content).toContain("Reduced to 0 HP and mortally wounded.");
  });

  it("a saved execution still takes maximum damage", async () => {
    confirms.push(true);
    double.dice.push(19); // 19 − 1 = 18: saved; longsword maximum 8 + STR 1 = 9
    await startManeuver(hero as never, "execution");
    await decided();
    expect(hp(goblin)).toBe(1);
    expect(goblin.statuses.size).toBe(0);
    expect(maneuverCards()[0]?.content).toContain("Saved, but takes maximum damage (9).");
  });

  it("without the GM's confirmation nothing happens", async () => {
    confirms.push(false);
    double.dice.push(1);
    await startManeuver(hero as never, "execution");
    await decided();
    expect(hp(goblin)).toBe(10);
    expect(double.notices.at(-1)?.message).toBe("The GM did not confirm the execution attack.");
  });

  it("a ranged execution needs the DEX/Shoot check (+4 within 10 ft), then the save", async () => {
    // The execution uses the first readied weapon: only the bow is readied now.
    for (const item of hero.items.contents.slice(0, 2)) (item.system as { carry: string }).carry = "stowed";
    confirms.push(true);
    double.dice.push(2, 1, 2); // 3 + DEX 0 + Shoot 0 + 4 = 7 < 8: misses
    await startManeuver(hero as never, "execution");
    await decided();
    expect(hp(goblin)).toBe(10);
    expect(maneuverCards()[0]?.content).toContain("The execution shot misses.");
    confirms.push(true);
    double.dice.push(3, 2, 1); // 5 + 4 = 9: hits; the save's natural 1 fails
    await startManeuver(hero as never, "execution");
    await decided();
    expect(hp(goblin)).toBe(0);
    expect(maneuverCards()[1]?.rolls.map((r) => r.formula)).toEqual(["2d6", "1d20"]);
  });
});

describe("an execution attack is no move in a fight under way", () => {
  it("a player's execution at a goblin in a started fight is refused at once: no dialog for the GM, nothing rolled", async () => {
    Object.assign(combat.system, engineAtRound(["c-gob"], 1));
    (goblinToken.document as Record<string, any>).combatant = { id: "c-gob", parent: combat };
    double.dice.push(3);
    const asked = await askGm("sidesExecution", { attackerTokenUuid: "Scene.s.Token.maren", targetTokenUuid: "Scene.s.Token.gob", source: { itemId: "sword" } });
    expect(asked).toEqual({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.ExecutionInFight" });
    await decided();
    expect(confirms).toEqual([]);
    expect(hp(goblin)).toBe(10);
    expect(maneuverCards()).toEqual([]);
  });
});

describe("the GM deciding an execution does not hold anyone else up", () => {
  it("while the GM's dialog is open another player's command runs, a second request from the same player is refused, and the outcome reaches the asker", async () => {
    let answerDialog: (yes: boolean) => void = () => undefined;
    const asked = g.foundry.applications.api.DialogV2.confirm;
    g.foundry.applications.api.DialogV2.confirm = () => new Promise<boolean>((resolve) => (answerDialog = resolve));
    try {
      double.actAs("p1");
      await startManeuver(hero as never, "execution");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(double.notices.at(-1)?.message).toBe("The GM is deciding. You will be told the outcome.");
      // The dialog is open: p2's grapple break-free request (nothing to break: refused) is answered at once.
      double.actAs("p2");
      const other = await askGm("sidesBreakFree", { fighterId: "Scene.s.Token.gob" });
      expect(other.ok).toBe(false);
      double.actAs("p1");
      expect(await askGm("sidesExecution", { attackerTokenUuid: "Scene.s.Token.maren", targetTokenUuid: "Scene.s.Token.gob", source: { itemId: "sword" } }))
        .toEqual({ ok: false, reason: "FRAY.Channel.decisionPending" });
      expect(hp(goblin)).toBe(10);
      double.dice.push(3);
      answerDialog(true);
      await decided();
      expect(hp(goblin)).toBe(0);
      expect(double.notices.at(-1)?.message).toBe("The GM went ahead with your request.");
    } finally {
      g.foundry.applications.api.DialogV2.confirm = asked;
    }
  });
});

describe("screening an ally", () => {
  let bran: ReturnType<typeof writable>;

  beforeEach(async () => {
    // Bran (p1's): STR +2, Stab 1, AC 18, guards Maren from the square below her.
    bran = writable(double.actor("Actor.bran", "Bran", Object.assign(new SidesCharacterData(), {
      attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: { ...noSkills, exert: 0 }, movement: 30,
      modifiers: { str: 2, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 18, parts: [] },
      saves: { physical: 13, evasion: 15, mental: 15, luck: 15 }, health: { value: 14, max: 14 },
    }), ["p1"]));
    double.token("Scene.s.Token.bran", bran, { x: 0, y: 1 });
    double.targets.clear();
    double.targets.add(heroToken);
    await screenAlly(bran as never);
  });

  /** The goblin (p2's) attacks Maren: d20 15 + 1 = 16 against her AC 14, a hit. */
  async function goblinAttacksMaren() {
    double.actAs("p2");
    double.targets.clear();
    double.targets.add(heroToken);
    double.answers.push({ ...seen });
    double.dice.push(15);
    await startAttack(goblin as never, { attackIndex: 0 });
    return [...double.messages.values()].filter((m) => m.type === "sidesAttack").at(-1)!;
  }

  it("records on the combat who screens whom, until the screener's next turn", () => {
    expect(screensOf(combat as never)).toEqual([{ screenerId: "Scene.s.Token.bran", wardId: "Scene.s.Token.maren", combatantId: "c-bran", used: { round: 0, count: 0 } }]);
    expect(maneuverCards()[0]?.content).toContain("Bran screens Maren until the start of Bran&#x27;s next turn.");
  });

  it("a won screen check redirects the attack to the screener, re-resolved against the screener's AC", async () => {
    const attack = await goblinAttacksMaren();
    expect(attack.content).toContain("16 vs AC 14");
    double.actAs("p1");
    double.dice.push(2, 2, 4, 4); // goblin 4 + 1 = 5; Bran 8 + STR 2 + Stab 1 = 11
    expect(await requestScreenCheck(attack.id)).toMatchObject({ ok: true, result: { redirected: true } });
    expect(attack.system).toMatchObject({ targetName: "Bran", targetTokenUuid: "Scene.s.Token.bran", target: { ac: 18 } });
    expect(attack.content).toContain("16 vs AC 18");
    expect(attack.system.screen).toMatchObject({ redirected: true, screenerName: "Bran" });
    expect(maneuverCards().at(-1)?.rolls.map((r) => r.formula)).toEqual(["2d6", "2d6"]);
    expect(maneuverCards().at(-1)?.content).toContain("The screener steps in: the attack now targets Bran.");
  });

  it("counts the screens: Stab 1 blocks one attacker a round, the next one gets through", async () => {
    const first = await goblinAttacksMaren();
    double.actAs("p1");
    double.dice.push(2, 2, 4, 4);
    await requestScreenCheck(first.id);
    // No fight is started here, so the engine's round (the rules' clock) is 0, whatever the Combat's own round says.
    expect(screensOf(combat as never)[0]?.used).toEqual({ round: 0, count: 1 });
    const second = await goblinAttacksMaren();
    double.actAs("p1");
    double.dice.push(2, 2, 4, 4);
    expect(await requestScreenCheck(second.id)).toMatchObject({ ok: true, result: { redirected: false } });
    expect(second.system.targetName).toBe("Maren");
    expect(maneuverCards().at(-1)?.content).toContain("Nobody is able to screen this attack.");
  });

  it("an attacker who beats the screener's check hits the ward as rolled", async () => {
    const attack = await goblinAttacksMaren();
    double.actAs("p1");
    double.dice.push(6, 6, 1, 1); // goblin 13 against Bran 5
    expect(await requestScreenCheck(attack.id)).toMatchObject({ ok: true, result: { redirected: false } });
    expect(attack.system.targetName).toBe("Maren");
  });

  it("the card offers the Screen step to the ward's owner before damage, and names the screener after", async () => {
    const attack = await goblinAttacksMaren();
    double.actAs("p1");
    const before = cardHtml();
    wireManeuverSteps(attack as never, before as never);
    expect(texts(before)).toEqual(["Screen"]);
    double.dice.push(2, 2, 4, 4);
    before.all().find((el) => el.textContent === "Screen")!.listeners[0]!({ preventDefault: () => undefined });
    await vi.waitFor(() => expect(attack.system.screen?.redirected).toBe(true));
    // The card names the screener itself now; nothing is left to add.
    expect(attack.content).toContain("Screened: the attack now targets Bran.");
    const after = cardHtml();
    wireManeuverSteps(attack as never, after as never);
    expect(texts(after)).toEqual([]);
  });

  it("the attacker's owner cannot run the screen step", async () => {
    const attack = await goblinAttacksMaren();
    expect(await requestScreenCheck(attack.id)).toMatchObject({ ok: false, reason: "FRAY.Sides.Maneuver.Refusal.NotOwner" });
  });

  it("the screen ends when the screener's next turn starts", async () => {
    double.actAs("gm");
    hooks.get("fray.turnStart")?.(combat, { type: "turnStart", combatantIds: ["c-bran"] });
    await vi.waitFor(() => expect(screensOf(combat as never)).toEqual([]));
  });
});
