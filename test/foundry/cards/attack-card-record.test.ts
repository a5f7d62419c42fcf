/**
 * Sides' attack card record: a `sidesAttack` ChatMessage's `system` data. Cards posted before cards
 * were typed kept the record in `flags.fray.attack` with `version: 1`; they are read through the same
 * migrations the data model runs, and become typed the first time the GM stores them.
 */
import { describe, expect, it } from "vitest";
import { installChatDouble, rolled } from "../../foundry-double/chat";
import { migrateSystem } from "../../../src/core/schema/migrate";
import { validateData } from "../../../src/core/schema/validate";
import { sidesAttackCard, sidesManeuverCard, SIDES_CARD_VERSION } from "../../../src/rulesets/sides/schema/cards";
import { longsword } from "../../rulesets/sides/rules/combat/fixtures";
import { sampleCard } from "../../rulesets/sides/flows/support";

const chat = installChatDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
]);
const g = globalThis as Record<string, any>;

const { SidesMonsterData } = await import("../../../src/rulesets/sides/models");
const { listenOnSocket } = await import("../../../src/foundry/channel");
const { registerDamageHandlers } = await import("../../../src/rulesets/sides/flows/damage/apply-damage");
const { requestApplyDamage } = await import("../../../src/rulesets/sides/flows/damage/apply-damage-api");
const { attackCardOf } = await import("../../../src/rulesets/sides/flows/card-message");
const { maneuverCardOf } = await import("../../../src/rulesets/sides/flows/maneuvers/post-card");
const { registerStatusEffects } = await import("../../../src/foundry/status-effects");
const { SIDES_STATUSES } = await import("../../../src/rulesets/sides/rules/statuses");

listenOnSocket();
registerDamageHandlers();
registerStatusEffects(SIDES_STATUSES);

/** An attack card exactly as Fray stored it in `flags.fray.attack` before cards were typed. */
function flagShaped() {
  const card = sampleCard({ attackerTokenUuid: null, targetActorUuid: "Actor.goblin", targetTokenUuid: null });
  const { schemaVersion: _typed, maneuverAttempt: _attempt, screen: _screen, ...fields } = card;
  return { version: 1, ...fields };
}

describe("the attack card's schema", () => {
  it("migrates today's flag shape: version 1 becomes schemaVersion 2, no attempt or screen yet, and the record passes the schema", () => {
    const migrated = migrateSystem(structuredClone(flagShaped()), sidesAttackCard.migrations, sidesAttackCard.version);
    expect(migrated).not.toHaveProperty("version");
    expect(migrated).toMatchObject({ schemaVersion: SIDES_CARD_VERSION, maneuverAttempt: null, screen: null });
    expect(validateData(sidesAttackCard.schema, migrated)).toEqual([]);
  });

  it("leaves a partial update of a typed card alone (Foundry migrates update data too)", () => {
    const update = { applied: [] };
    expect(migrateSystem(update, sidesAttackCard.migrations, sidesAttackCard.version)).toEqual({ applied: [], schemaVersion: SIDES_CARD_VERSION });
  });

  it("refuses a record the rules could not resolve: a number for a formula, a mode that does not exist", () => {
    const { version: _old, ...fields } = flagShaped();
    const record = { ...fields, schemaVersion: 2 };
    const broken = { ...record, weapon: { ...longsword, damage: 8 }, applied: [{ mode: "triple", amount: 1, hpBefore: 2, hpAfter: 1, statusesAdded: [], byUserId: "gm" }] };
    expect(validateData(sidesAttackCard.schema, broken).map((issue) => issue.path)).toEqual(["system.weapon.damage", "system.applied.0.mode"]);
  });

  it("a grapple card from before cards were typed is read from its flag, its hold intact", () => {
    const hold = { grapplerId: "Scene.s.Token.maren", defenderId: "Scene.s.Token.gob", size: "manSized" };
    const old = { version: 1, kind: "grapple", actorName: "Maren", targetName: "Goblin", checks: [], outcomes: [{ key: "FRAY.X" }], hold };
    chat.message("oldGrapple", "gm", { fray: { maneuver: old } }, []);
    const { version: _old, ...fields } = old;
    expect(maneuverCardOf(g.game.messages.get("oldGrapple"))).toEqual({ ...fields, schemaVersion: SIDES_CARD_VERSION });
    expect(validateData(sidesManeuverCard.schema, migrateSystem(structuredClone(old), sidesManeuverCard.migrations, sidesManeuverCard.version))).toEqual([]);
  });
});

describe("an attack card posted before cards were typed", () => {
  const goblin = chat.actor("Actor.goblin", "Goblin", Object.assign(Object.create(SidesMonsterData.prototype), { health: { value: 10, max: 10 } }), []);
  chat.actor("Actor.maren", "Maren", { health: { value: 9, max: 9 } }, ["p1"]);

  it("is read from its flag and still takes damage through the GM", async () => {
    chat.message("old", "gm", { fray: { attack: flagShaped() } }, [rolled([[15]], 3), rolled([[6]])]);
    expect(attackCardOf(g.game.messages.get("old"))).toMatchObject({ schemaVersion: 2, targetName: "Goblin" });
    chat.actAs("p1");
    // The sample card's longsword (STR +0): a d20 of 15 hits AC 13, and damage dice of 6 do 6.
    expect(await requestApplyDamage("old", "full")).toMatchObject({ ok: true, result: { amount: 6 } });
    expect(goblin.system.health.value).toBe(4);
  });

  it("becomes a sidesAttack card the first time the GM stores it, its flag gone", () => {
    const message = g.game.messages.get("old");
    expect(message.type).toBe("sidesAttack");
    expect(message.system).toMatchObject({ schemaVersion: 2, applied: [{ mode: "full", amount: 6, byUserId: "p1" }] });
    expect(message.flags.fray).not.toHaveProperty("attack");
  });

  it("a shove attempt and a screen step kept in flags of their own become fields of the record, and still deal no damage", async () => {
    const attempt = { kind: "shove", size: "manSized", effect: "prone", checkMessageId: null };
    const screen = { redirected: false, screenerName: "", checkMessageId: null };
    chat.message("oldShove", "gm", { fray: { attack: flagShaped(), maneuverAttempt: attempt, screen } }, [rolled([[15]], 3), rolled([[6]])]);
    expect(attackCardOf(g.game.messages.get("oldShove"))).toMatchObject({ maneuverAttempt: attempt, screen });
    chat.actAs("p1");
    expect(await requestApplyDamage("oldShove", "full")).toMatchObject({ ok: false, reason: "FRAY.Sides.Damage.Refusal.ManeuverAttempt" });
  });
});
