/**
 * What happens at the table in the declared trust property (trust.property.test.ts), as fast-check
 * arbitraries: commands and card steps from any user with plausible or hostile payloads, fair play (a
 * creature's own user making a deed, often the one it declared), the GM moving the round along, and
 * players' own writes with the update options they chose.
 */
import fc from "fast-check";
import { consoleFormula, MARKS, ownWrites, tableMoves, tick } from "../../../support/trust-table-moves";
import { CREATURES, KEPT, type MessagePick, type OwnWrite } from "./trust-world";

type Plain = Record<string, any>;

// The commands and card steps asked at the table (trust.property.test.ts reads them from here too).
export const { DECLARED_ATTACK_COMMAND } = await import("../../../../src/rulesets/declared/flows/attack/request");
export const { DECLARED_CAST_COMMAND, DECLARED_INTIMIDATE_COMMAND, DECLARED_USE_COMMAND } = await import("../../../../src/rulesets/declared/flows/use/request");
export const { STABILIZE_COMMAND } = await import("../../../../src/rulesets/declared/flows/round/stabilize");
export const { CARD_COMMANDS } = await import("../../../../src/rulesets/declared/flows/card/actions");
export const { REACH_RIPOSTE_COMMAND } = await import("../../../../src/rulesets/declared/flows/reach/reach-card");
export const { MORALE_COMMANDS } = await import("../../../../src/rulesets/declared/flows/morale/morale-steps");

const creatureToken = fc.constantFrom(...CREATURES.map((id) => `Scene.s.Token.${id}`));
const creatureUuid = fc.oneof(creatureToken, fc.constantFrom(...CREATURES.map((id) => `Actor.${id}`)), fc.constantFrom("Scene.s.Token.nobody", "", "x".repeat(300)));
const weaponId = fc.constantFrom<unknown>("greataxe", "mace", "knife", "claws", "sword", "draught", "nope", null, undefined, 7);
const subject = fc.oneof(fc.constantFrom<unknown>("draught", "sleep", "mace", "nope", "", undefined), creatureToken);

/** Fields a console adds to any payload: a name, a GM flag, a forged number, a confirmation. */
const forged = fc.record(
  { userId: fc.constantFrom("gm", "p1"), isGM: fc.boolean(), force: tick, round: fc.integer(), total: fc.integer(), actionId: fc.constantFrom("attack:greataxe", "fullDefense") },
  { requiredKeys: [] },
);

/** Every command kind with payloads made for it, from anyone. */
const COMMANDS: Record<string, fc.Arbitrary<Plain>> = {
  [DECLARED_ATTACK_COMMAND]: fc.record({
    attackerTokenUuid: creatureUuid,
    targetTokenUuid: creatureUuid,
    weaponId,
    mode: fc.constantFrom<unknown>("melee", "melee", "ranged", "thrown", "bite", undefined),
    situational: fc.constantFrom<unknown>(0, -2, 4, 99, "3", undefined),
    force: tick,
  }),
  [DECLARED_USE_COMMAND]: fc.record({ creatureUuid, subject, force: tick }),
  [DECLARED_CAST_COMMAND]: fc.record({ creatureUuid, subject, force: tick }),
  [DECLARED_INTIMIDATE_COMMAND]: fc.record({ creatureUuid, subject, force: tick }),
  [STABILIZE_COMMAND]: fc.record({ healerUuid: creatureUuid, patientUuid: creatureUuid }),
};

/** Every card step, named by the message it acts on. */
const STEPS = [...Object.values(CARD_COMMANDS), REACH_RIPOSTE_COMMAND, ...Object.values(MORALE_COMMANDS)];
const MESSAGE_PICKS: MessagePick[] = ["declaredAttack", "declaredAttack", "declaredReach", "declaredMorale", "playerCopy", "first", "bogus"];
const stepExtras = fc.record(
  {
    type: fc.constantFrom<unknown>(undefined, "slashing", "blunt", "piercing", "holy", 5),
    weaponId,
    combatantId: fc.constantFrom<unknown>(...CREATURES, "nobody"),
    total: fc.constantFrom<unknown>(14, -500, 5000, "15", undefined),
  },
  { requiredKeys: [] },
);

/** Play as a table plays it: a creature's user attacks, uses, casts, intimidates or tends someone, or answers the last card. */
export type FairPlay =
  | { kind: "attack"; who: string; at: number; weapon: number; force: boolean }
  | { kind: "use" | "cast" | "intimidate" | "stabilize"; who: string; at: number; force: boolean }
  | { kind: "step"; step: string; side: "right" | "gm"; type: unknown; weapon: number };
/** A creature, or one in the step running now ("stepping", read when the move is played). */
const who = fc.constantFrom(...CREATURES, "stepping", "stepping", "stepping", "stepping");
const fairPlay: fc.Arbitrary<FairPlay> = fc.oneof(
  // Weapon 0 or 1: one of its weapons; 2 or 3: the one it declared for the step running now.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("attack" as const), who, at: fc.nat(1), weapon: fc.nat(3), force: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom("use" as const, "cast" as const, "intimidate" as const, "stabilize" as const), who, at: fc.nat(1), force: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("step" as const),
      step: fc.constantFrom(CARD_COMMANDS.rollDamage, CARD_COMMANDS.chooseType, CARD_COMMANDS.apply, CARD_COMMANDS.injury, CARD_COMMANDS.riposte, CARD_COMMANDS.undo, REACH_RIPOSTE_COMMAND, MORALE_COMMANDS.roll, MORALE_COMMANDS.obvious),
      side: fc.constantFrom("right" as const, "right" as const, "gm" as const),
      type: fc.constantFrom<unknown>("slashing", "blunt", "piercing", "chopping"),
      weapon: fc.nat(1),
    }),
  },
);

const ownWrite: fc.Arbitrary<OwnWrite> = ownWrites({
  sheet: { weight: 2, arbitrary: fc.record({ kind: fc.constant("harm" as const), woundPoints: fc.integer({ min: -5, max: 14 }), stabilized: fc.boolean() }) },
  dice: { weight: 2, arbitrary: fc.record({ kind: fc.constant("dice" as const), formula: consoleFormula }) },
  kept: KEPT, statusWeight: 4, moveXs: [0, 100, 200, 500], combatantSystems: [{}, { declaration: "attack:greataxe" }, { acted: false }],
});

export const move = tableMoves({
  commands: COMMANDS, forged, steps: STEPS, picks: MESSAGE_PICKS, stepExtras, fair: fairPlay, writes: ownWrite, marks: MARKS,
  gm: { intent: fc.constantFrom("advance", "advance", "advance", "advance", "undo"), pick: fc.nat(7) },
  weights: { command: 8, fair: 14, step: 5, gm: 10, write: 7 },
});
