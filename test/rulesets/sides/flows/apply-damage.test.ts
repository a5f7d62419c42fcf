import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installChatDouble, rolled } from "../../../foundry-double/chat";
import { installDeprecations } from "../../../foundry-double/deprecations";
import { installProfile, PROFILES } from "../../../foundry-double/profile";
import { statusEntries, statusesFor } from "../../../foundry-double/status-effects-config";
import { character, club, longsword, npc, target } from "../rules/combat/fixtures";
import type { AttackCardData } from "../../../../src/rulesets/sides/flows/attack-card-data";
import { SIDES_CARD_VERSION } from "../../../../src/rulesets/sides/schema/cards";
import { defaultSituation } from "../../../../src/rulesets/sides/rules/combat/attack-plan";
import { APPLY } from "../../../../src/rulesets/sides/rules/combat/damage-application";
import { SHOCK } from "../../../../src/rulesets/sides/rules/combat/labels";

const chat = installChatDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
  { id: "p3", isGM: false },
]);

const { SidesCharacterData, SidesMonsterData } = await import("../../../../src/rulesets/sides/models");
const { listenOnSocket, askGm } = await import("../../../../src/foundry/channel");
const { requestApplyDamage, requestUndoDamage, APPLY_DAMAGE_QUERY } = await import("../../../../src/rulesets/sides/flows/damage/apply-damage-api");
const { registerDamageHandlers, DAMAGE_REFUSAL } = await import("../../../../src/rulesets/sides/flows/damage/apply-damage");
const { CARD_REFUSAL } = await import("../../../../src/rulesets/sides/flows/damage/attack-card-message");
const { registerStatusEffects } = await import("../../../../src/foundry/status-effects");
const { SIDES_STATUS, SIDES_STATUSES } = await import("../../../../src/rulesets/sides/rules/statuses");

const g = globalThis as Record<string, any>;
listenOnSocket();
registerDamageHandlers();

function system(Model: typeof SidesCharacterData | typeof SidesMonsterData, value: unknown, max: unknown) {
  return Object.assign(Object.create(Model.prototype), { health: { value, max } }) as { health: { value: unknown; max: unknown } };
}

// The cards are the GM's records: the GM's attack handler creates them (attack-authority.test.ts).
// Maren (p1's character: STR +1, Stab-1, +1 attack bonus) swings a longsword (1d8, Shock 2/AC 15).
// A d20 of 15 hits AC 13; damage dice of 6 make 7 damage. A d20 of 5 misses: Shock 2 + 1 = 3.
function card(overrides: Partial<AttackCardData> = {}): AttackCardData {
  return {
    schemaVersion: SIDES_CARD_VERSION,
    attackerActorUuid: "Actor.maren",
    attackerTokenUuid: null,
    targetActorUuid: "Actor.goblin",
    targetTokenUuid: "Scene.s1.Token.gob1",
    attackerName: "Maren",
    targetName: "Goblin",
    weaponName: "Longsword",
    attacker: character(),
    weapon: longsword,
    target: target({ ac: 13 }),
    situation: defaultSituation(),
    coverNote: "",
    reactions: { totalDefense: false, snapInterrupted: false },
    applied: [],
    maneuverAttempt: null,
    screen: null,
    ...overrides,
  };
}

let maren: ReturnType<typeof chat.actor>;
let tamsin: ReturnType<typeof chat.actor>;
let goblinBase: ReturnType<typeof chat.actor>;
let goblin: ReturnType<typeof chat.actor>;

const hp = (actor: { system: { health: { value: unknown } } }) => actor.system.health.value;
const applied = (id: string) => (g.game.messages.get(id).system as AttackCardData).applied;

beforeEach(() => {
  chat.notices.length = 0;
  chat.writes.length = 0;
  chat.actAs("gm");
  maren = chat.actor("Actor.maren", "Maren", system(SidesCharacterData, 9, 9), ["p1"]);
  tamsin = chat.actor("Actor.tamsin", "Tamsin", system(SidesCharacterData, 3, 8), ["p2"]);
  goblinBase = chat.actor("Actor.goblin", "Goblin", system(SidesMonsterData, 10, 10), []);
  goblin = chat.actor("Scene.s1.Token.gob1.Actor.goblin", "Goblin", system(SidesMonsterData, 10, 10), []);
  chat.token("Scene.s1.Token.gob1", goblin);
  chat.card("hit", "gm", "sidesAttack", card(), [rolled([[15]], 3), rolled([[6]])]);
  chat.card("pending", "gm", "sidesAttack", card(), [rolled([[15]], 3)]);
  chat.card("miss", "gm", "sidesAttack", card(), [rolled([[5]], 3)]);
  chat.card("missHighAc", "gm", "sidesAttack", card({ target: target({ ac: 16 }) }), [rolled([[5]], 3)]);
  chat.card("killing", "gm", "sidesAttack", card(), [rolled([[15]], 3), rolled([[8]])]);
  chat.message("chat", "gm", {}, [rolled([[15]], 3)]);
  chat.card("shoveTry", "gm", "sidesAttack", card({ maneuverAttempt: { kind: "shove", size: "manSized", effect: "prone", checkMessageId: null } }), [rolled([[15]], 3), rolled([[6]])]);
});

describe("a shove or grapple attempt", () => {
  it("deals no damage, even if someone asks the GM to apply it", async () => {
    chat.actAs("p1");
    const hpBefore = goblin.system.health.value;
    expect(await requestApplyDamage("shoveTry", "full")).toEqual({ ok: false, reason: "FRAY.Sides.Damage.Refusal.ManeuverAttempt" });
    expect(goblin.system.health.value).toBe(hpBefore);
  });
});

describe("a player applies damage to a goblin they do not own", () => {
  it("cannot write the goblin from their own client", async () => {
    chat.actAs("p1");
    await expect(goblin.update({ system: { health: { value: 0 } } })).rejects.toThrow(/lacks permission/);
    expect(hp(goblin)).toBe(10);
  });

  it("succeeds through the GM: the GM's client writes, with the player named as who asked", async () => {
    chat.actAs("p1");
    const answer = await requestApplyDamage("hit", "full");
    expect(answer).toMatchObject({ ok: true, result: { mode: "full", amount: 7, hpBefore: 10, hpAfter: 3, byUserId: "p1" } });
    expect(hp(goblin)).toBe(3);
    expect(chat.writes.length).toBeGreaterThan(0);
    expect(chat.writes.every((write) => write.client === "gm")).toBe(true);
    expect(applied("hit")).toEqual([{ mode: "full", amount: 7, hpBefore: 10, hpAfter: 3, statusesAdded: [], byUserId: "p1" }]);
  });

  it("re-renders the card, so Apply gives way to Undo, and back", async () => {
    const buttons = () => (chat.rendered.at(-1) as { view: { buttons: { action: string }[] } }).view.buttons.map((b) => b.action);
    chat.actAs("p1");
    await requestApplyDamage("hit", "full");
    expect(buttons()).toContain("undoDamage");
    expect(buttons()).not.toContain("applyDamage");
    await requestUndoDamage("hit");
    expect(buttons()).toContain("applyDamage");
    expect(buttons()).not.toContain("undoDamage");
  });

  it("hurts the unlinked token's own actor, not the goblin in the sidebar", async () => {
    chat.actAs("p1");
    await requestApplyDamage("hit", "full");
    expect(hp(goblin)).toBe(3);
    expect(hp(goblinBase)).toBe(10);
  });

  it("applies half, rounded down", async () => {
    chat.actAs("p1");
    expect(await requestApplyDamage("hit", "half")).toMatchObject({ ok: true, result: { amount: 3, hpAfter: 7 } });
  });

  it("applies the Shock of a miss", async () => {
    chat.actAs("p1");
    expect(await requestApplyDamage("miss", "shock")).toMatchObject({ ok: true, result: { amount: 3, reason: { key: SHOCK.applies } } });
    expect(hp(goblin)).toBe(7);
  });
});

describe("numbers a client sends are ignored", () => {
  it("a forged amount changes nothing: the HP change is the card's own rolls", async () => {
    chat.actAs("p1");
    const answer = await askGm(APPLY_DAMAGE_QUERY, { messageId: "hit", mode: "full", amount: 999, hpAfter: 0, damage: 999 });
    expect(answer).toMatchObject({ ok: true, result: { amount: 7 } });
    expect(hp(goblin)).toBe(3);
  });

  it("claiming to be the GM in the payload changes nothing", async () => {
    chat.actAs("p3");
    const answer = await askGm(APPLY_DAMAGE_QUERY, { messageId: "hit", mode: "full", userId: "gm", isGM: true });
    expect(answer).toMatchObject({ ok: false, reason: DAMAGE_REFUSAL.notAllowed });
    expect(hp(goblin)).toBe(10);
  });

  it("a card a player posted hurts nobody, even one posted by the attacker's own player", async () => {
    for (const author of ["p3", "p1"]) {
      chat.card(`forged-${author}`, author, "sidesAttack", card(), [rolled([[15]], 3), rolled([[8]])]);
      chat.actAs(author);
      expect(await askGm(APPLY_DAMAGE_QUERY, { messageId: `forged-${author}`, mode: "full" })).toMatchObject({ ok: false, reason: CARD_REFUSAL.untrustedCard });
    }
    expect(hp(goblin)).toBe(10);
  });

  it("dice the weapon cannot roll are refused", async () => {
    chat.card("loaded", "gm", "sidesAttack", card(), [rolled([[15]], 3), rolled([[40]])]);
    chat.actAs("p1");
    expect(await requestApplyDamage("loaded", "full")).toMatchObject({ ok: false, reason: APPLY.badRolls });
    expect(hp(goblin)).toBe(10);
  });
});

describe("refusals reach the player", () => {
  it("a player who owns neither side is refused, sees why, and nothing is written", async () => {
    chat.actAs("p3");
    const answer = await requestApplyDamage("hit", "full");
    expect(answer).toEqual({ ok: false, reason: DAMAGE_REFUSAL.notAllowed });
    expect(chat.notices).toEqual([{ level: "warn", message: `${DAMAGE_REFUSAL.notAllowed} {}` }]);
    expect(chat.writes).toEqual([]);
    expect(hp(goblin)).toBe(10);
  });

  it("a message that is not an attack card", async () => {
    chat.actAs("p1");
    expect(await requestApplyDamage("chat", "full")).toEqual({ ok: false, reason: CARD_REFUSAL.notAttackCard });
    expect(await requestApplyDamage("gone", "full")).toEqual({ ok: false, reason: CARD_REFUSAL.notAttackCard });
  });

  it("full or half damage before the damage roll", async () => {
    chat.actAs("p1");
    expect(await requestApplyDamage("pending", "full")).toEqual({ ok: false, reason: APPLY.noDamageRoll });
    expect(await requestApplyDamage("pending", "half")).toEqual({ ok: false, reason: APPLY.noDamageRoll });
  });

  it("Shock that does not land, with the reason and its numbers", async () => {
    chat.actAs("p1");
    const answer = await requestApplyDamage("missHighAc", "shock");
    expect(answer).toEqual({ ok: false, reason: SHOCK.acTooHigh, data: { ac: 16, rating: 15 } });
    expect(chat.notices.at(-1)?.message).toBe(`${SHOCK.acTooHigh} {"ac":"16","rating":"15"}`);
  });

  it("a Shock that lands but does 0, or a hit that does 0: nothing to apply", async () => {
    const weak = card({ attacker: character({ attributeMods: { str: -2, dex: 0 } }), weapon: { ...longsword, damage: "1", shock: { points: 1, ac: 15 } } });
    chat.card("feeble", "gm", "sidesAttack", weak, [rolled([[1]], 0)]);
    chat.card("tap", "gm", "sidesAttack", weak, [rolled([[20]], 0), rolled([], 1)]);
    chat.actAs("p1");
    expect(await requestApplyDamage("feeble", "shock")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.nothingToApply });
    expect(await requestApplyDamage("tap", "full")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.nothingToApply });
    expect(chat.writes).toEqual([]);
  });

  it("a target that is gone", async () => {
    chat.card("ghost", "gm", "sidesAttack", card({ targetActorUuid: "Actor.nobody", targetTokenUuid: null, targetName: "Ghost" }), [rolled([[15]], 3), rolled([[6]])]);
    chat.actAs("p1");
    expect(await requestApplyDamage("ghost", "full")).toEqual({ ok: false, reason: CARD_REFUSAL.noTarget, data: { target: "Ghost" } });
  });

  it("a mode that does not exist", async () => {
    chat.actAs("p1");
    expect(await askGm(APPLY_DAMAGE_QUERY, { messageId: "hit", mode: "triple" })).toEqual({ ok: false, reason: DAMAGE_REFUSAL.badRequest });
  });

  it("hit points that are not a number are never written", async () => {
    goblin.system.health.value = "lots";
    chat.actAs("p1");
    expect(await requestApplyDamage("hit", "full")).toEqual({ ok: false, reason: APPLY.healthNotNumber });
    expect(chat.writes).toEqual([]);
  });
});

describe("applying twice", () => {
  it("is refused until the first is undone", async () => {
    chat.actAs("p1");
    await requestApplyDamage("hit", "full");
    expect(await requestApplyDamage("hit", "half")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.alreadyApplied });
    expect(hp(goblin)).toBe(3);
    await requestUndoDamage("hit");
    expect(await requestApplyDamage("hit", "half")).toMatchObject({ ok: true, result: { amount: 3 } });
    expect(hp(goblin)).toBe(7);
  });

  it("is refused even for two clicks that reach the GM together (the GM runs one command at a time)", async () => {
    chat.actAs("p1");
    const answers = await Promise.all([requestApplyDamage("hit", "full"), requestApplyDamage("hit", "full")]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, false]);
    expect(hp(goblin)).toBe(3);
    expect(applied("hit")).toHaveLength(1);
  });
});

describe("undo", () => {
  it("restores the hit points and removes exactly the statuses the damage added", async () => {
    goblin.statuses.add(SIDES_STATUS.prone);
    goblin.system.health.value = 5;
    chat.actAs("p1");
    expect(await requestApplyDamage("killing", "full")).toMatchObject({ ok: true, result: { hpAfter: 0, statusesAdded: [SIDES_STATUS.dead] } });
    expect([...goblin.statuses].sort()).toEqual([SIDES_STATUS.dead, SIDES_STATUS.prone]);
    expect(await requestUndoDamage("killing")).toMatchObject({ ok: true, result: { hpAfter: 5 } });
    expect(hp(goblin)).toBe(5);
    expect([...goblin.statuses]).toEqual([SIDES_STATUS.prone]);
    expect(applied("killing")).toEqual([]);
    expect(chat.writes.every((write) => write.client === "gm")).toBe(true);
  });

  it("does not remove a status the target already had", async () => {
    goblin.statuses.add(SIDES_STATUS.dead);
    goblin.system.health.value = 5;
    chat.actAs("p1");
    expect(await requestApplyDamage("killing", "full")).toMatchObject({ ok: true, result: { statusesAdded: [] } });
    await requestUndoDamage("killing");
    expect([...goblin.statuses]).toEqual([SIDES_STATUS.dead]);
  });

  it("is refused when there is nothing to undo", async () => {
    chat.actAs("p1");
    expect(await requestUndoDamage("hit")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.nothingToUndo });
  });

  it("is for the GM or whoever applied the damage", async () => {
    chat.actAs("p1");
    await requestApplyDamage("hit", "full");
    chat.actAs("p3");
    expect(await requestUndoDamage("hit")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.undoNotYours });
    chat.actAs("gm");
    expect(await requestUndoDamage("hit")).toMatchObject({ ok: true });
    expect(hp(goblin)).toBe(10);
  });
});

describe("clamping", () => {
  it("never takes hit points below 0", async () => {
    goblin.system.health.value = 2;
    chat.actAs("p1");
    expect(await requestApplyDamage("hit", "full")).toMatchObject({ ok: true, result: { amount: 7, hpBefore: 2, hpAfter: 0 } });
    expect(hp(goblin)).toBe(0);
  });

  it("never gives back more than the maximum on undo", async () => {
    chat.actAs("p1");
    await requestApplyDamage("hit", "full");
    goblin.system.health.max = 6;
    await requestUndoDamage("hit");
    expect(hp(goblin)).toBe(6);
  });
});

describe("at 0 HP", () => {
  const goblinHits = (id: string, weapon = longsword) =>
    chat.card(id, "gm", "sidesAttack", card({
      attackerActorUuid: "Actor.goblin",
      attackerTokenUuid: "Scene.s1.Token.gob1",
      targetActorUuid: "Actor.tamsin",
      targetTokenUuid: null,
      attacker: npc(),
      weapon,
    }), [rolled([[15]], 2), rolled([[4]])]);

  it("a character is mortally wounded, applied by her own player", async () => {
    goblinHits("onTamsin");
    chat.actAs("p2");
    expect(await requestApplyDamage("onTamsin", "full")).toMatchObject({ ok: true, result: { hpAfter: 0, statusesAdded: [SIDES_STATUS.mortallyWounded] } });
    expect([...tamsin.statuses]).toEqual([SIDES_STATUS.mortallyWounded]);
  });

  it("a character hit with a non-lethal weapon is knocked unconscious", async () => {
    goblinHits("clubbed", club);
    chat.actAs("gm");
    expect(await requestApplyDamage("clubbed", "full")).toMatchObject({ ok: true, result: { hpAfter: 0, statusesAdded: [SIDES_STATUS.unconscious] } });
    expect([...tamsin.statuses]).toEqual([SIDES_STATUS.unconscious]);
  });

  it("a monster dies", async () => {
    goblin.system.health.value = 5;
    chat.actAs("p1");
    await requestApplyDamage("killing", "full");
    expect([...goblin.statuses]).toEqual([SIDES_STATUS.dead]);
  });

  it("someone else's player cannot apply the goblin's hit to Tamsin", async () => {
    goblinHits("onTamsin");
    chat.actAs("p1");
    expect(await requestApplyDamage("onTamsin", "full")).toEqual({ ok: false, reason: DAMAGE_REFUSAL.notAllowed });
    expect(hp(tamsin)).toBe(3);
    expect(maren.statuses.size).toBe(0);
  });
});

describe.each(PROFILES)("Fray's status effects under the %s profile", (profile) => {
  beforeAll(() => {
    installProfile(profile);
  });

  it("are added to core's, keeping core's own entry when the id exists; in v14's object keyed by id (foundryvtt/foundryvtt#13122) by id, with no deprecation warning", () => {
    const { warnings } = installDeprecations();
    const coreUnconscious = { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" };
    g.CONFIG.statusEffects = statusesFor(profile === "v14", [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }, coreUnconscious]);
    registerStatusEffects(SIDES_STATUSES);
    registerStatusEffects(SIDES_STATUSES);
    const ids = ["dead", "unconscious", "mortallyWounded", "prone", "grappled", "totalDefense"];
    expect(statusEntries(g.CONFIG.statusEffects).map((effect) => effect.id)).toEqual(ids);
    if (profile === "v14") {
      expect(Array.isArray(g.CONFIG.statusEffects)).toBe(false);
      expect(Object.keys(g.CONFIG.statusEffects)).toEqual(ids);
      for (const id of ids) expect(g.CONFIG.statusEffects[id].id).toBe(id);
      expect(g.CONFIG.statusEffects.unconscious).toBe(coreUnconscious);
    } else {
      expect(Array.isArray(g.CONFIG.statusEffects)).toBe(true);
      expect(g.CONFIG.statusEffects[1]).toBe(coreUnconscious);
    }
    expect(warnings).toEqual([]);
  });
});

describe("Fray's status effects", () => {
  it("each have a core icon and a Fray name", () => {
    for (const status of SIDES_STATUSES) {
      expect(status.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(status.name).toMatch(/^FRAY\.Sides\.Status\./);
    }
  });
});
