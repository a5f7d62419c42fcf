/**
 * What happens at the table in the classic trust property (trust.property.test.ts), as fast-check
 * arbitraries: commands and card steps from any user with plausible or hostile payloads, fair play (a
 * creature's own user making a move that fits it), the GM moving the fight along, and players' own writes
 * with the update options they chose.
 */
import fc from "fast-check";
import { consoleFormula, MARKS, ownWrites, tableMoves, tick } from "../../../support/trust-table-moves";
import { CREATURES, KEPT, type MessagePick, type OwnWrite } from "./trust-world";

type Plain = Record<string, any>;

// The commands and card steps asked at the table (trust.property.test.ts reads them from here too).
export const { CLASSIC_ATTACK_COMMAND } = await import("../../../../src/rulesets/classic/flows/attack/request");
export const { CLASSIC_MANEUVER_COMMAND } = await import("../../../../src/rulesets/classic/flows/maneuvers/request");
export const { MANEUVER_RESOLVE_COMMAND } = await import("../../../../src/rulesets/classic/flows/maneuvers/steps");
export const { CLASSIC_TAKE_ACTION } = await import("../../../../src/rulesets/classic/flows/actions/request");
export const { CLASSIC_DEATH_SAVE_COMMAND } = await import("../../../../src/rulesets/classic/flows/dying/death-save");
export const { CLASSIC_REST_COMMAND } = await import("../../../../src/rulesets/classic/flows/dying/rest");
export const { CARD_COMMANDS } = await import("../../../../src/rulesets/classic/flows/card/actions");
const { CLASSIC_MANEUVER_IDS } = await import("../../../../src/rulesets/classic/rules/maneuvers/maneuver-table");
const { CLASSIC_TAKEN_ACTIONS } = await import("../../../../src/rulesets/classic/rules/actions/taken-action");

const creatureToken = fc.constantFrom(...CREATURES.map((id) => `Scene.s.Token.${id}`));
const tokenUuid = fc.oneof(creatureToken, fc.constantFrom("Scene.s.Token.nobody", "Actor.aldric", "", "x".repeat(300)));
const actorUuid = fc.oneof(fc.constantFrom(...CREATURES.map((id) => `Actor.${id}`)), creatureToken, fc.constantFrom("Actor.nobody", ""));
const itemId = fc.constantFrom<unknown>("sword", "knife", "club", "mace", "potion", "nope", "", null, undefined, 7);
const whole = fc.constantFrom<unknown>(0, 1, 2, 3, "1", -1, 99, 2.5, Number.NaN, undefined);

/** Fields a console adds to any payload: a name, a GM flag, a forged number, a confirmation, an offer. */
const forged = fc.record(
  { userId: fc.constantFrom("gm", "p1"), isGM: fc.boolean(), force: tick, round: fc.integer(), damage: fc.constantFrom("999d999", 999), total: fc.integer(), offerId: fc.constantFrom<unknown>("msg1", "msg2", "bogus", undefined) },
  { requiredKeys: [] },
);

const attackBody = fc.record({
  attackerTokenUuid: tokenUuid,
  targetTokenUuid: tokenUuid,
  itemId,
  mode: fc.constantFrom<unknown>("melee", "melee", "ranged", "thrown", "shieldBash", "bogus", undefined),
  iterative: whole,
  opportunity: tick,
  stance: fc.constantFrom<unknown>("normal", "reckless", "defensive", "berserk", undefined),
  twoHanded: tick,
  nonLethal: tick,
  situational: fc.constantFrom<unknown>(0, -2, 4, 99, -99, "3", undefined),
  intoGrapple: tick,
  force: tick,
});

/** Every command kind with payloads made for it, from anyone. */
const COMMANDS: Record<string, fc.Arbitrary<Plain>> = {
  [CLASSIC_ATTACK_COMMAND]: attackBody,
  [CLASSIC_MANEUVER_COMMAND]: fc.record({
    aggressorTokenUuid: tokenUuid,
    defenderTokenUuid: tokenUuid,
    maneuver: fc.constantFrom<unknown>(...CLASSIC_MANEUVER_IDS, "teleport", undefined),
    distanceFeet: whole,
    straight: tick,
    itemId,
    iterative: whole,
    force: tick,
  }),
  [CLASSIC_TAKE_ACTION]: fc.record({
    actorUuid,
    tokenUuid,
    combatId: fc.constantFrom<unknown>("combat1", "nope", undefined),
    combatantId: fc.constantFrom<unknown>(...CREATURES, "nobody", undefined),
    actionId: fc.constantFrom<unknown>(...CLASSIC_TAKEN_ACTIONS.filter((action) => action !== "free"), "speak", "free:drop an item", "free:<b>x</b>", "fly", undefined),
    itemId,
    somatic: tick,
    somaticRemoved: tick,
    force: tick,
  }),
  [CLASSIC_DEATH_SAVE_COMMAND]: fc.record({ actorUuid }),
  [CLASSIC_REST_COMMAND]: fc.record({ actorUuid, days: fc.constantFrom<unknown>(1, 3, 0, 90, 91, "2", 1.5, undefined) }),
};

/** Every card step, named by the message it acts on. */
const STEPS = [...Object.values(CARD_COMMANDS), MANEUVER_RESOLVE_COMMAND];
const MESSAGE_PICKS: MessagePick[] = ["classicAttack", "classicAttack", "classicManeuver", "offer", "playerCopy", "first", "bogus"];
const stepExtras = fc.record({ type: fc.constantFrom<unknown>(undefined, "lethal", "nonLethal", 5), damaged: tick }, { requiredKeys: [] });

/** Play as a table plays it: a creature's user attacks, tries a maneuver, takes a sheet action, strikes an offered attack of opportunity, asks for its death save, or answers the last card. */
export type FairPlay =
  | { kind: "attack"; who: string; at: number; extra: Plain }
  | { kind: "maneuver"; who: string; at: number; maneuver: string; force: boolean }
  | { kind: "action"; who: string; action: string; force: boolean }
  | { kind: "offer" }
  /** A strike "as an attack of opportunity" at a foe, naming the last offer (whatever it was for) or none. */
  | { kind: "snap"; who: string; at: number; named: boolean }
  | { kind: "deathSave"; who: string }
  | { kind: "step"; step: string; byGm: boolean; type: unknown };
/** A creature, or whichever acts now ("active", read when the move is played). */
const who = fc.constantFrom(...CREATURES, "active", "active", "active", "active", "active", "active");
const fairPlay: fc.Arbitrary<FairPlay> = fc.oneof(
  fc.record({
    kind: fc.constant("attack" as const),
    who,
    at: fc.nat(1),
    extra: fc.record({ stance: fc.constantFrom("normal", "normal", "reckless", "defensive"), nonLethal: fc.boolean(), iterative: fc.nat(1), force: fc.boolean() }),
  }),
  fc.record({ kind: fc.constant("maneuver" as const), who, at: fc.nat(1), maneuver: fc.constantFrom("trip", "shove", "grapple", "disarm", "feignedStrike", "fullDefense", "charge", "shatter"), force: fc.boolean() }),
  fc.record({ kind: fc.constant("action" as const), who, action: fc.constantFrom("move", "fiveFootStep", "drinkPotion", "castSpell", "counterspell", "standUp", "speak"), force: fc.boolean() }),
  fc.record({ kind: fc.constant("offer" as const) }),
  fc.record({ kind: fc.constant("snap" as const), who: fc.constantFrom(...CREATURES), at: fc.nat(1), named: fc.boolean() }),
  fc.record({ kind: fc.constant("deathSave" as const), who: fc.constantFrom(...CREATURES) }),
  fc.record({ kind: fc.constant("step" as const), step: fc.constantFrom(...STEPS), byGm: fc.boolean(), type: fc.constantFrom<unknown>(undefined, "nonLethal") }),
);

const ownWrite: fc.Arbitrary<OwnWrite> = ownWrites({
  sheet: { weight: 2, arbitrary: fc.record({ kind: fc.constant("harm" as const), hp: fc.integer({ min: 0, max: 20 }), down: fc.boolean() }) },
  dice: { weight: 2, arbitrary: fc.record({ kind: fc.constant("dice" as const), item: fc.nat(1), formula: consoleFormula }) },
  kept: KEPT, statusWeight: 4, moveXs: [0, 100, 200, 500], combatantSystems: [{}, { budget: { attacks: 0 } }, { acted: false, round: 0 }],
});

export const move = tableMoves({
  commands: COMMANDS, forged, steps: STEPS, picks: MESSAGE_PICKS, stepExtras, fair: fairPlay, writes: ownWrite, marks: MARKS,
  gm: { intent: fc.constantFrom("advance", "advance", "advance", "advance", "advance", "act", "endTurn", "nextRound", "status"), who: fc.constantFrom(...CREATURES), status: fc.constantFrom("grappled", "flatFooted", "dying", "prone") },
  weights: { command: 8, fair: 14, step: 5, gm: 10, write: 7 },
});
