/**
 * What happens at the table in the factions trust property (trust.property.test.ts), as fast-check
 * arbitraries: commands and card steps from any user with plausible or hostile payloads, fair play (a
 * creature's own user making a move that fits it), the GM moving the fight along, and players' own writes
 * with the update options they chose.
 */
import fc from "fast-check";
import { consoleFormula, ownWrites, tableMoves, tick } from "../../../support/trust-table-moves";
import { CREATURES, KEPT, type MessagePick, type OwnWrite } from "./trust-world";

type Plain = Record<string, any>;

// The commands and card steps asked at the table (trust.property.test.ts reads them from here too).
export const { SHEET_TURN_ACTIONS, FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
export const { CARD_COMMANDS } = await import("../../../../src/rulesets/factions/flows/card/actions");
export const { BLAST_COMMANDS } = await import("../../../../src/rulesets/factions/flows/blast/keys");
export const { FACTIONS_MORALE_COMMANDS } = await import("../../../../src/rulesets/factions/flows/morale/morale-steps");
export const { CHASE_COMMANDS } = await import("../../../../src/rulesets/factions/flows/chase/keys");
export const { AFTER_FIGHT_COMMAND } = await import("../../../../src/rulesets/factions/flows/after-fight/gear-wear");
export const { AFTER_FIGHT_NOW_COMMAND } = await import("../../../../src/rulesets/factions/flows/after-fight/after-fight-now");
export const { CHAOS_COMMAND } = await import("../../../../src/rulesets/factions/flows/chaos/countdown-commands");
export const { FACTIONS_COAT_WEAPON, POISON_TICK_UNDO } = await import("../../../../src/rulesets/factions/flows/poison/keys");
export const { FACTIONS_SNEAK } = await import("../../../../src/rulesets/factions/flows/sneaking/keys");
export const { FACTIONS_OPPORTUNITY_COMMAND } = await import("../../../../src/rulesets/factions/flows/opportunity/keys");
export const { FACTIONS_ATTACK_COMMAND } = await import("../../../../src/rulesets/factions/flows/attack/request");

const creatureToken = fc.constantFrom(...CREATURES.map((id) => `Scene.s.Token.${id}`));
const tokenUuid = fc.oneof(creatureToken, fc.constantFrom("Scene.s.Token.nobody", "Actor.balthasar", "", "x".repeat(300)));
const actorUuid = fc.constantFrom(...CREATURES.map((id) => `Actor.${id}`), "Actor.nobody", "");
const weaponId = fc.constantFrom<unknown>("sword", "bow", "firepot", "club", "dagger", "knife", "draught", "nope", null, undefined, 7);
const combatId = fc.constantFrom("combat1", "nope");

/** Fields a console adds to any payload: a name, a GM flag, a forged number, a confirmation. */
const forged = fc.record(
  { userId: fc.constantFrom("gm", "p1"), isGM: fc.boolean(), force: tick, round: fc.integer(), health: fc.constantFrom(999, -999, Number.MAX_SAFE_INTEGER), quantity: fc.integer() },
  { requiredKeys: [] },
);

const hostileAttack = fc.record({
  attackerTokenUuid: tokenUuid,
  targetTokenUuid: tokenUuid,
  weaponId,
  nearby: tick,
  visible: tick,
  beyondHalf: tick,
  moving: tick,
  holdBack: tick,
  finalBlow: tick,
  protection: fc.constantFrom<unknown>("none", "cover", "barrier", "blocked", 3),
  peeking: tick,
  nonLethal: fc.constantFrom<unknown>(undefined, null, "disarm", "grapple", "strangle"),
  stunt: fc.constantFrom<unknown>(undefined, "", "x".repeat(1_500), 42),
});
const actorNamed = { actorUuid, tokenUuid };

/** Every command kind with payloads made for it, from anyone. */
const COMMANDS: Record<string, fc.Arbitrary<Plain>> = {
  [FACTIONS_ATTACK_COMMAND]: hostileAttack,
  [BLAST_COMMANDS.blast]: fc.record({ attackerTokenUuid: tokenUuid, weaponId: fc.constantFrom<unknown>("firepot", "sword", "nope"), targetTokenUuids: fc.oneof(fc.array(tokenUuid, { maxLength: 3 }), fc.constant("x")), zoneId: fc.constantFrom<unknown>(undefined, "", "hall"), visible: tick }),
  [FACTIONS_TAKE_ACTION]: fc.record({ ...actorNamed, action: fc.constantFrom<unknown>(...SHEET_TURN_ACTIONS, "attack", "changeArmour", "fly"), itemId: fc.constantFrom<unknown>("draught", "venom", "elixir", "sword", "", "nope"), force: tick }),
  [FACTIONS_COAT_WEAPON]: fc.record({ ...actorNamed, itemId: fc.constantFrom<unknown>("venom", "draught", ""), weaponId, force: tick }),
  [FACTIONS_SNEAK]: fc.record({ ...actorNamed, conceal: tick }),
  [CHAOS_COMMAND.declare]: fc.record({ combatId, combatantId: fc.constantFrom(...CREATURES, "nobody") }),
  [CHAOS_COMMAND.passTurn]: fc.record({ combatId, combatantId: fc.constantFrom(...CREATURES) }),
  [CHASE_COMMANDS.now]: fc.record({ combatId }),
  [AFTER_FIGHT_NOW_COMMAND]: fc.record({ combatId }),
};

/** Every card step (and the opportunity offer's), named by the message it acts on. */
const STEPS = [
  ...Object.values(CARD_COMMANDS),
  BLAST_COMMANDS.rollDamage,
  BLAST_COMMANDS.dodge,
  BLAST_COMMANDS.counter,
  BLAST_COMMANDS.undo,
  ...Object.values(FACTIONS_MORALE_COMMANDS),
  CHASE_COMMANDS.pace,
  CHASE_COMMANDS.run,
  CHASE_COMMANDS.undo,
  AFTER_FIGHT_COMMAND,
  POISON_TICK_UNDO,
  FACTIONS_OPPORTUNITY_COMMAND,
];
const MESSAGE_PICKS: MessagePick[] = ["factionsAttack", "factionsAttack", "factionsBlast", "factionsMorale", "factionsChase", "factionsPoisonTick", "offer", "playerCopy", "first", "bogus"];
const stepExtras = fc.record(
  {
    token: tokenUuid,
    type: fc.constantFrom<unknown>(undefined, "disarm", "grapple", "hazard", "halfZone", "weapon", 5),
    effect: fc.constantFrom<unknown>("knock the helmet off", "", "y".repeat(400)),
    factionKey: fc.constantFrom<unknown>("bandits", "party", "nope"),
    combatantId: fc.constantFrom<unknown>(...CREATURES, "nobody"),
    pace: fc.constantFrom<unknown>("stays", "faster", "even", "slower", "teleports"),
  },
  { requiredKeys: [] },
);

/** Whose step each attack-card and blast-card step is. */
export const CARD_SIDE: Record<string, "attacker" | "target" | "gm"> = {
  [CARD_COMMANDS.rollDamage]: "attacker",
  [CARD_COMMANDS.proposeStunt]: "attacker",
  [CARD_COMMANDS.resolveNonLethal]: "attacker",
  [CARD_COMMANDS.dodge]: "target",
  [CARD_COMMANDS.counter]: "target",
  [CARD_COMMANDS.noReaction]: "target",
  [CARD_COMMANDS.acceptStunt]: "target",
  [CARD_COMMANDS.refuseStunt]: "target",
  [CARD_COMMANDS.resolveCounter]: "target",
  [CARD_COMMANDS.undo]: "gm",
  [CARD_COMMANDS.approveStunt]: "gm",
  [CARD_COMMANDS.vetoStunt]: "gm",
  [BLAST_COMMANDS.rollDamage]: "attacker",
  [BLAST_COMMANDS.dodge]: "target",
  [BLAST_COMMANDS.counter]: "target",
  [BLAST_COMMANDS.undo]: "gm",
};

/** Play as a table plays it: a creature's user attacks with its own weapon at another, takes a sheet action, throws the fire pot, or answers the last card. */
export type FairPlay =
  | { kind: "attack"; who: string; at: number; weapon: number; extra: Plain }
  | { kind: "action"; who: string; action: string; item: string; force: boolean }
  | { kind: "blast"; at: string[]; force: boolean }
  | { kind: "step"; step: string; side: "right" | "attacker" | "target" | "gm"; type: unknown };
const fairPlay: fc.Arbitrary<FairPlay> = fc.oneof(
  fc.record({
    kind: fc.constant("attack" as const),
    who: fc.constantFrom(...CREATURES),
    at: fc.nat(1),
    weapon: fc.nat(3),
    extra: fc.record({ holdBack: fc.boolean(), nonLethal: fc.constantFrom<unknown>(undefined, undefined, undefined, "disarm", "grapple"), stunt: fc.constantFrom<unknown>(undefined, undefined, "trip him up"), force: fc.boolean() }),
  }),
  fc.record({ kind: fc.constant("action" as const), who: fc.constantFrom(...CREATURES), action: fc.constantFrom(...SHEET_TURN_ACTIONS), item: fc.constantFrom("draught", "venom", "elixir"), force: fc.boolean() }),
  fc.record({ kind: fc.constant("blast" as const), at: fc.subarray(["bandit", "sybilla"], { minLength: 1 }), force: fc.boolean() }),
  // Mostly the one whose step it is; sometimes the card's other side, or the GM.
  fc.record({ kind: fc.constant("step" as const), step: fc.constantFrom(...Object.keys(CARD_SIDE)), side: fc.constantFrom("right" as const, "right" as const, "right" as const, "attacker" as const, "target" as const, "gm" as const), type: fc.constantFrom<unknown>(undefined, undefined, "disarm", "grapple") }),
);

/** Update options a writer may choose: none, the GM's old set-back mark, the old harmed-surrender note, others. */
const MARKS: Plain[] = [{}, { fray: { undo: true } }, { frayHealthBefore: 99 }, { frayHealthBefore: 0 }, { fray: { gm: true, userId: "gm" } }, { diff: false, render: false }];
const ownWrite: fc.Arbitrary<OwnWrite> = ownWrites({
  sheet: { weight: 4, arbitrary: fc.record({ kind: fc.constant("health" as const), value: fc.integer({ min: 0, max: 9 }) }) },
  dice: { weight: 3, arbitrary: fc.record({ kind: fc.constant("dice" as const), item: fc.nat(3), formula: consoleFormula }) },
  kept: KEPT, statusWeight: 3, moveXs: [0, 100, 200, 600], combatantSystems: [{}, { budget: { main: false } }, { acted: false, round: 0 }],
});

export const move = tableMoves({
  commands: COMMANDS, forged, steps: STEPS, picks: MESSAGE_PICKS, stepExtras, fair: fairPlay, writes: ownWrite, marks: MARKS,
  gm: { intent: fc.constantFrom("act", "act", "endTurn", "pass", "nextRound", "surrender", "surrender", "surrender"), who: fc.constantFrom(...CREATURES), group: fc.constantFrom("party", "foes") },
  weights: { command: 8, fair: 14, step: 8, gm: 5, write: 8 },
});
