/**
 * The factions trust boundary under random play, as test/foundry/channel.property.test.ts does for the
 * channel but through factions' own handlers, card steps and document hooks in a started fight
 * (trust-world.ts): random commands and card steps from random users (the GM, an owner, another player,
 * a socket id no user has) with plausible and hostile payloads, random update options on the players'
 * own writes (their character's health and statuses, their combatant, leaving and rejoining, their
 * token's moves, their items' dice), players' writes of the Combat's `round` and `turn`, between the GM's
 * own moves of the fight (trust-moves.ts). Properties:
 * - every command is answered, and the GM never answers "failed";
 * - a refusal changes nothing (the Combat, the creatures and their tokens, the chat);
 * - nobody acts for someone else: a player's accepted command acts for a creature that player owns, never
 *   on a player's own copy of a card; what only the GM may do is never accepted from a player; and a
 *   player's move that spends a turn goes through only on that creature's own turn;
 * - nothing is applied twice: a replayed request is refused, a card step done once is refused again;
 * - no option or clock a player writes changes what the GM enforces: the GM's statuses, the combatant's
 *   `defeated`, the engine's state and a surrender stay as the GM left them; leaving and rejoining in the
 *   same round brings no fresh turn;
 * - no roll the GM builds, nor any formula its cards will roll, breaks the shared formula limit.
 * Fixed seed (test/support/fixed-seed.ts); FRAY_EXPLORE=1 explores random ones.
 */
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { creatureOfUuid } from "../../../support/trust-creatures";
import { askAtTable, type TableRequest } from "../../../support/trust-table-ask";
import { playTable } from "../../../support/trust-table-play";
import { playerWriteChecks } from "../../../support/trust-write-checks";
import { double } from "../flows/attack/fight";
import { AFTER_FIGHT_COMMAND, AFTER_FIGHT_NOW_COMMAND, BLAST_COMMANDS, CARD_COMMANDS, CARD_SIDE, CHAOS_COMMAND, CHASE_COMMANDS, FACTIONS_ATTACK_COMMAND, FACTIONS_COAT_WEAPON, FACTIONS_MORALE_COMMANDS, FACTIONS_OPPORTUNITY_COMMAND, FACTIONS_SNEAK, FACTIONS_TAKE_ACTION, move, POISON_TICK_UNDO, type FairPlay } from "./trust-moves";
import { CREATURES, engineRound, fight, fighterStatus, freshFight, gmCard, gmMoves, messageFor, offTurn, owns, playerOf, send, snapshot, WEAPONS, writtenWorld, type OwnWrite } from "./trust-world";

type Plain = Record<string, any>;

const { checkFormulaLimits } = await import("../../../../src/core/dice/formula-limit");
const { liveHold } = await import("../../../../src/rulesets/factions/flows/non-lethal/card-hold");

/** What only a GM may do. */
const GM_ONLY = new Set<string>([
  CARD_COMMANDS.undo,
  CARD_COMMANDS.approveStunt,
  CARD_COMMANDS.vetoStunt,
  BLAST_COMMANDS.undo,
  ...Object.values(FACTIONS_MORALE_COMMANDS),
  ...Object.values(CHASE_COMMANDS),
  AFTER_FIGHT_COMMAND,
  AFTER_FIGHT_NOW_COMMAND,
  POISON_TICK_UNDO,
  CHAOS_COMMAND.passTurn,
]);

/** Steps that, done once, are refused when asked again at once (a second roll, a second reaction, a second undo …). */
const ONCE = new Set<string>([
  CARD_COMMANDS.rollDamage,
  CARD_COMMANDS.undo,
  CARD_COMMANDS.dodge,
  CARD_COMMANDS.counter,
  CARD_COMMANDS.noReaction,
  CARD_COMMANDS.proposeStunt,
  CARD_COMMANDS.approveStunt,
  CARD_COMMANDS.vetoStunt,
  CARD_COMMANDS.acceptStunt,
  CARD_COMMANDS.refuseStunt,
  CARD_COMMANDS.agreeHide,
  CARD_COMMANDS.declineHide,
  BLAST_COMMANDS.rollDamage,
  BLAST_COMMANDS.dodge,
  BLAST_COMMANDS.counter,
  BLAST_COMMANDS.undo,
  FACTIONS_OPPORTUNITY_COMMAND,
  AFTER_FIGHT_COMMAND,
  AFTER_FIGHT_NOW_COMMAND,
  POISON_TICK_UNDO,
]);

/** Commands that spend the acting creature's own turn in a started fight. */
const ON_TURN = new Set<string>([FACTIONS_ATTACK_COMMAND, BLAST_COMMANDS.blast, FACTIONS_TAKE_ACTION, FACTIONS_COAT_WEAPON]);

/** The creature a command acts for, read from what it names and from the GM's own card (null: none; undefined: no one in particular). */
function actingFor(kind: string, body: Plain, card: Plain | null): string | null | undefined {
  const record = card?.system ?? {};
  const named = (person: Plain | null | undefined) => creatureOfUuid(person?.tokenUuid);
  switch (kind) {
    case FACTIONS_ATTACK_COMMAND:
    case BLAST_COMMANDS.blast:
      return creatureOfUuid(body.attackerTokenUuid);
    case FACTIONS_TAKE_ACTION:
    case FACTIONS_COAT_WEAPON:
    case FACTIONS_SNEAK:
      return creatureOfUuid(body.tokenUuid) ?? creatureOfUuid(body.actorUuid);
    case CHAOS_COMMAND.declare:
      return fight().combat.combatants.get(body.combatantId)?.actorId ?? null;
    case FACTIONS_OPPORTUNITY_COMMAND:
      return creatureOfUuid(card?.flags?.fray?.factionsOpportunity?.watcherTokenUuid);
    case CARD_COMMANDS.agreeHide:
    case CARD_COMMANDS.declineHide:
      return named(record.hidingBehind);
    case CARD_COMMANDS.hideBehind:
      return named(record.target);
    case CARD_COMMANDS.guard:
    case BLAST_COMMANDS.dodge:
    case BLAST_COMMANDS.counter:
      return creatureOfUuid(body.token);
    case CARD_COMMANDS.shove:
    case CARD_COMMANDS.release:
    case CARD_COMMANDS.breakFree: {
      const hold = card ? liveHold(record as never) : null;
      return named(kind === CARD_COMMANDS.breakFree ? hold?.grabbed : hold?.grabber);
    }
  }
  const side = CARD_SIDE[kind];
  return side === "attacker" || side === "target" ? named(record[side]) : undefined;
}

/** Factions' own check of a player's yes: a move that spends a turn goes through only on its creature's own turn. */
function factionsChecks({ sender, kind, acting }: TableRequest): () => void {
  const wasOffTurn = acting !== undefined && offTurn(acting);
  return () => {
    if (sender !== "gm") expect(ON_TURN.has(kind) && wasOffTurn, `${sender}'s ${kind} went through off ${acting}'s turn`).toBe(false);
  };
}

const RULES = { send, state: snapshot, gmOnly: GM_ONLY, once: ONCE, owns, actingFor, ownChecks: factionsChecks };
/** A command or card step from `sender`, and what every answer must hold to. */
const ask = (sender: string, kind: string, body: Plain, card: Plain | null, replay = false) => askAtTable(RULES, sender, kind, body, card, replay);

/** A fair move, sent by the user who may make it (the owner, or the GM for its creatures and its own steps). */
async function playFair(play: FairPlay): Promise<void> {
  if (play.kind === "attack") {
    const target = CREATURES.filter((id) => id !== play.who)[play.at];
    const weaponId = WEAPONS[play.who]![play.weapon] ?? null;
    return ask(playerOf(play.who), FACTIONS_ATTACK_COMMAND, { attackerTokenUuid: `Scene.s.Token.${play.who}`, targetTokenUuid: `Scene.s.Token.${target}`, weaponId, nearby: true, visible: true, ...play.extra }, null);
  }
  if (play.kind === "action") {
    const body = { actorUuid: `Actor.${play.who}`, tokenUuid: `Scene.s.Token.${play.who}`, action: play.action, itemId: play.action === "useConsumable" ? play.item : "", force: play.force };
    return ask(playerOf(play.who), FACTIONS_TAKE_ACTION, body, null);
  }
  if (play.kind === "blast") {
    const body = { attackerTokenUuid: "Scene.s.Token.balthasar", weaponId: "firepot", targetTokenUuids: play.at.map((id) => `Scene.s.Token.${id}`), visible: true, force: play.force };
    return ask("p1", BLAST_COMMANDS.blast, body, null);
  }
  const card = gmCard(Object.values(BLAST_COMMANDS).includes(play.step as never) ? "factionsBlast" : "factionsAttack");
  if (!card) return;
  const side = play.side === "right" ? CARD_SIDE[play.step]! : play.side;
  // A blast card's targets are rows: its step names one of them.
  const row = card.type === "factionsBlast" ? ((card.system.targets as Plain[])[0] ?? null) : null;
  const party = side === "gm" ? null : creatureOfUuid(side === "attacker" ? card.system.attacker?.tokenUuid : (row ?? card.system.target)?.tokenUuid);
  await ask(party ? playerOf(party) : "gm", play.step, { messageId: card.id, token: row?.tokenUuid, type: play.type }, card);
}

/** A player's own write, and what the GM still enforces after it (and a write of their health frees no surrender). */
const writes = playerWriteChecks({
  ...writtenWorld,
  engineKeeps: ["status", "disable", "combatant", "clock", "dice", "copy"],
  turns: { status: fighterStatus, round: engineRound },
  also(mine: string, what: OwnWrite) {
    const surrendered = fight().creatures[mine]!.statuses.has("surrendered");
    return (wrote) => {
      if (what.kind === "health") expect(fight().creatures[mine]!.statuses.has("surrendered"), `${wrote} freed (or kept) a surrender`).toBe(surrendered);
    };
  },
});

/** Every roll the GM built, and every formula its cards will roll, within the shared limit (a save's d20, a weapon's dice, an impaired d4). */
function rollsWithinLimits(): void {
  for (const message of double.messages.values() as Iterable<Plain>) {
    if (message.author?.isGM !== true) continue;
    const formulas: string[] = [...(message.rolls as Plain[]).map((roll) => roll.formula), ...(message.system?.formula ? [message.system.formula] : [])];
    for (const formula of formulas) expect(checkFormulaLimits(formula, "roll"), `the GM rolls ${formula.slice(0, 60)}`).toEqual({ ok: true });
  }
}

describe("factions under random commands, card steps and players' own writes, in a started fight", () => {
  it("nobody acts for someone else, refusals change nothing, nothing is applied twice, no option or clock a player writes moves the GM, the GM never fails", async () => {
    const table = { fresh: freshFight, ask, messageFor, playFair, gmMoves: (gm: { intent: string; who: string; group: string }) => gmMoves(gm.intent, gm.who, gm.group), writes, afterEach: rollsWithinLimits };
    await playTable(table, move, runs(40));
  }, 120_000);
});
