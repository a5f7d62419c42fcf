/**
 * The declared trust boundary under random play, as test/foundry/channel.property.test.ts does for the
 * channel but through declared's own handlers, card steps and document hooks in a started fight under
 * declared-action speed (trust-world.ts): random commands and card steps from random users (the GM, an
 * owner, another player, a socket id no user has) with plausible and hostile payloads, random update
 * options on the players' own writes (their character's harm and statuses, their combatant, leaving and
 * rejoining, their token's moves, their weapon's dice), players' writes of the Combat's `round` and
 * `turn`, between the GM's own moves of the round (trust-moves.ts). Properties:
 * - every command is answered, and the GM never answers "failed";
 * - a refusal changes nothing (the Combat, the creatures, their items and tokens, the chat);
 * - nobody acts for someone else: a player's accepted command acts for a creature that player owns, never
 *   on a player's own copy of a card; what only the GM may do is never accepted from a player; and a
 *   player's deed in the fight is the one its creature declared for the step running now (none outside
 *   it; none from a creature its player took out of the fight);
 * - nothing is applied twice: a replayed request is refused, a card step done once is refused again;
 * - no option or clock a player writes changes what the GM enforces: the GM's statuses, the combatant's
 *   `defeated` and the engine's state (its declarations and steps) stay as the GM left them;
 * - no roll the GM builds breaks the shared formula limit.
 * Fixed seed (test/support/fixed-seed.ts); FRAY_EXPLORE=1 explores random ones.
 */
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { creatureOfUuid } from "../../../support/trust-creatures";
import { askAtTable, type TableRequest } from "../../../support/trust-table-ask";
import { playTable } from "../../../support/trust-table-play";
import { playerWriteChecks } from "../../../support/trust-write-checks";
import { double } from "../flows/attack/fight";
import { CARD_COMMANDS, DECLARED_ATTACK_COMMAND, DECLARED_CAST_COMMAND, DECLARED_INTIMIDATE_COMMAND, DECLARED_USE_COMMAND, MORALE_COMMANDS, move, REACH_RIPOSTE_COMMAND, STABILIZE_COMMAND, type FairPlay } from "./trust-moves";
import { combatantOf, CREATURES, engineState, fight, freshFight, gmCard, gmMoves, messageFor, owns, playerOf, send, snapshot, writtenWorld } from "./trust-world";

type Plain = Record<string, any>;

const { checkFormulaLimits } = await import("../../../../src/core/dice/formula-limit");
const { deedFitsDeclaration, stepActionOf } = await import("../../../../src/rulesets/declared/rules/actions/deed-fits-declaration");

/** What only a GM may do. */
const GM_ONLY = new Set<string>([CARD_COMMANDS.apply, CARD_COMMANDS.injury, CARD_COMMANDS.undo, ...Object.values(MORALE_COMMANDS)]);
/** Steps that, done once, are refused when asked again at once. */
const ONCE = new Set<string>([
  CARD_COMMANDS.rollDamage,
  CARD_COMMANDS.chooseType,
  CARD_COMMANDS.apply,
  CARD_COMMANDS.injury,
  CARD_COMMANDS.undo,
  CARD_COMMANDS.riposte,
  REACH_RIPOSTE_COMMAND,
  MORALE_COMMANDS.roll,
  MORALE_COMMANDS.obvious,
  MORALE_COMMANDS.flees,
  MORALE_COMMANDS.surrenders,
]);

/** The deed a command makes, as the GM names it (null: it makes none). */
function deedOf(kind: string, body: Plain): Parameters<typeof deedFitsDeclaration>[0] | null {
  switch (kind) {
    case DECLARED_ATTACK_COMMAND:
      return { kind: "attack", weaponId: String(body.weaponId) };
    case DECLARED_USE_COMMAND:
      return { kind: "use", itemId: String(body.subject) };
    case DECLARED_CAST_COMMAND:
      return { kind: "cast", spellId: String(body.subject) };
    case DECLARED_INTIMIDATE_COMMAND:
    case STABILIZE_COMMAND:
      return { kind: "other" };
  }
  return null;
}

/** The creature a command acts for, read from what it names and from the GM's own card (null: none; undefined: no one in particular). */
function actingFor(kind: string, body: Plain, card: Plain | null): string | null | undefined {
  const record = card?.system ?? {};
  switch (kind) {
    case DECLARED_ATTACK_COMMAND:
      return creatureOfUuid(body.attackerTokenUuid);
    case DECLARED_USE_COMMAND:
    case DECLARED_CAST_COMMAND:
    case DECLARED_INTIMIDATE_COMMAND:
      return creatureOfUuid(body.creatureUuid);
    case STABILIZE_COMMAND:
      return creatureOfUuid(body.healerUuid);
    case CARD_COMMANDS.rollDamage:
    case CARD_COMMANDS.chooseType:
      return creatureOfUuid(record.attacker?.tokenUuid);
    case CARD_COMMANDS.riposte:
      return creatureOfUuid(record.target?.tokenUuid);
    case REACH_RIPOSTE_COMMAND:
      return creatureOfUuid(record.watcher?.tokenUuid);
  }
  return undefined;
}

/** Whether the deed fits what the creature declared for the step running now (true when it stands in no fight). */
function fitsDeclaration(kind: string, body: Plain, creature: string | null | undefined): boolean {
  const deed = deedOf(kind, body);
  const combatant = combatantOf(creature ?? null);
  if (!deed || !combatant) return true;
  return deedFitsDeclaration(deed, stepActionOf(engineState() as never, combatant.id)).ok;
}

/** Whether its player took the creature out of the fight, which still runs. */
const departed = (creature: string | null | undefined) => creature !== null && creature !== undefined && !combatantOf(creature) && creature in (fight().combat.system.departed ?? {});

/** Declared's own checks of a player's yes: the deed is the one its creature declared for the step running now, and none comes from a creature its player took out of the fight. */
function declaredChecks({ sender, kind, body, acting }: TableRequest): () => void {
  const [fitted, hadLeft] = [fitsDeclaration(kind, body, acting), departed(acting)];
  return () => {
    if (sender === "gm") return;
    expect(fitted, `${sender}'s ${kind} for ${acting} was not what it declared for this step`).toBe(true);
    expect(deedOf(kind, body) !== null && hadLeft, `${sender}'s ${kind} for ${acting}, taken out of the fight, went through`).toBe(false);
  };
}

const RULES = { send, state: snapshot, gmOnly: GM_ONLY, once: ONCE, owns, actingFor, ownChecks: declaredChecks };
/** A command or card step from `sender`, and what every answer must hold to. */
const ask = (sender: string, kind: string, body: Plain, card: Plain | null, replay = false) => askAtTable(RULES, sender, kind, body, card, replay);

/** A creature in the step running now (the first not yet done), else the first creature. */
function stepping(): string {
  const step = engineState().step as Plain | null;
  const id = (step?.combatantIds as string[] | undefined)?.find((entry) => !(step!.ended as string[]).includes(entry));
  return (id ? fight().combat.combatants.get(id)?.actorId : null) ?? CREATURES[0]!;
}

const WEAPONS: Record<string, string[]> = { ysolde: ["greataxe", "mace", "knife"], ghoul: ["claws"], bram: ["sword"] };

/** A fair move, sent by the user who may make it (the owner, or the GM for its creatures and its own steps). */
async function playFair(fair: FairPlay): Promise<void> {
  // "stepping": a creature of the step running now (none running: the GM moves the round on first).
  if ("who" in fair && fair.who === "stepping" && !engineState().step) await gmMoves("advance", 0);
  const play = "who" in fair && fair.who === "stepping" ? { ...fair, who: stepping() } : fair;
  if (play.kind !== "step") {
    const other = CREATURES.filter((id) => id !== play.who)[play.at]!;
    const [self, target] = [`Scene.s.Token.${play.who}`, `Scene.s.Token.${other}`];
    if (play.kind === "attack") {
      const weapons = WEAPONS[play.who]!;
      const combatant = combatantOf(play.who);
      const declared = combatant ? (stepActionOf(engineState() as never, combatant.id)?.split(":")[1] ?? null) : null;
      const weaponId = play.weapon >= 2 && declared ? declared : weapons[play.weapon % weapons.length];
      return ask(playerOf(play.who), DECLARED_ATTACK_COMMAND, { attackerTokenUuid: self, targetTokenUuid: target, weaponId, mode: "melee", force: play.force }, null);
    }
    if (play.kind === "stabilize") return ask(playerOf(play.who), STABILIZE_COMMAND, { healerUuid: self, patientUuid: target }, null);
    const kinds = { use: [DECLARED_USE_COMMAND, "draught"], cast: [DECLARED_CAST_COMMAND, "sleep"], intimidate: [DECLARED_INTIMIDATE_COMMAND, target] } as const;
    const [kind, subject] = kinds[play.kind];
    return ask(playerOf(play.who), kind, { creatureUuid: self, subject, force: play.force }, null);
  }
  const type = play.step === REACH_RIPOSTE_COMMAND ? "declaredReach" : (Object.values(MORALE_COMMANDS) as string[]).includes(play.step) ? "declaredMorale" : "declaredAttack";
  const card = gmCard(type);
  if (!card) return;
  const record = card.system as Plain;
  const side = play.step === CARD_COMMANDS.riposte ? record.target : play.step === REACH_RIPOSTE_COMMAND ? record.watcher : record.attacker;
  const party = creatureOfUuid(side?.tokenUuid);
  const sender = play.side === "gm" || GM_ONLY.has(play.step) || !party ? "gm" : playerOf(party);
  const riposter = creatureOfUuid((play.step === REACH_RIPOSTE_COMMAND ? record.watcher : record.target)?.tokenUuid);
  const weapons = riposter ? WEAPONS[riposter]! : [];
  const monster = (record.monsters as Plain[] | undefined)?.[0]?.combatantId;
  await ask(sender, play.step, { messageId: card.id, type: play.type, weaponId: weapons[play.weapon % Math.max(1, weapons.length)], combatantId: monster }, card);
}

/** A player's own write, and what the GM still enforces after it. */
const writes = playerWriteChecks({ ...writtenWorld, engineKeeps: ["status", "disable", "combatant", "clock", "dice", "copy", "move"] });

/** Every roll the GM built, and every damage its cards will roll, within the shared formula limit (a d20 with its lines, a weapon's dice, 3d6 for morale, the injury's d%). */
function rollsWithinLimits(): void {
  for (const message of double.messages.values() as Iterable<Plain>) {
    if (message.author?.isGM !== true) continue;
    const formulas = [...(message.rolls as Plain[]).map((roll) => String(roll.formula)), ...(message.system?.damage?.formula ? [String(message.system.damage.formula)] : [])];
    for (const formula of formulas) expect(checkFormulaLimits(formula, "roll"), `the GM rolls ${formula.slice(0, 60)}`).toEqual({ ok: true });
  }
}

describe("declared under random commands, card steps and players' own writes, in a started fight", () => {
  it("nobody acts for someone else or otherwise than declared, refusals change nothing, nothing is applied twice, no option or clock a player writes moves the GM, the GM never fails", async () => {
    const table = { fresh: freshFight, ask, messageFor, playFair, gmMoves: (gm: { intent: string; pick: number }) => gmMoves(gm.intent, gm.pick), writes, afterEach: rollsWithinLimits };
    await playTable(table, move, runs(30));
  }, 120_000);
});
