/**
 * The classic trust boundary under random play, as test/foundry/channel.property.test.ts does for the
 * channel but through classic's own handlers, card steps and document hooks in a started fight
 * (trust-world.ts): random commands and card steps from random users (the GM, an owner, another player,
 * a socket id no user has) with plausible and hostile payloads, random update options on the players'
 * own writes (their character's harm and statuses, their combatant, leaving and rejoining, their token's
 * moves, their items' dice), players' writes of the Combat's `round` and `turn`, between the GM's own
 * moves of the fight (trust-moves.ts). Properties:
 * - every command is answered, and the GM never answers "failed";
 * - a refusal changes nothing (the Combat, the creatures, their items and tokens, the chat);
 * - nobody acts for someone else: a player's accepted command acts for a creature that player owns, never
 *   on a player's own copy of a card; what only the GM may do is never accepted from a player; a player's
 *   move that spends a turn goes through only on that creature's turn, and an attack of opportunity only
 *   against the GM's standing offer; a day of rest never fits the started fight, and a death save comes
 *   once a round;
 * - nothing is applied twice: a replayed request is refused, a card step done once is refused again;
 * - no option or clock a player writes changes what the GM enforces: the GM's statuses, the combatant's
 *   `defeated` and the engine's state stay as the GM left them; leaving and rejoining in the same round
 *   brings no fresh turn;
 * - no roll the GM builds breaks the shared formula limit (a critical multiplies its weapon's dice).
 * Fixed seed (test/support/fixed-seed.ts); FRAY_EXPLORE=1 explores random ones.
 */
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { creatureOfUuid } from "../../../support/trust-creatures";
import { askAtTable, type TableRequest } from "../../../support/trust-table-ask";
import { playTable } from "../../../support/trust-table-play";
import { playerWriteChecks } from "../../../support/trust-write-checks";
import { double } from "../flows/attack/fight";
import { CARD_COMMANDS, CLASSIC_ATTACK_COMMAND, CLASSIC_DEATH_SAVE_COMMAND, CLASSIC_MANEUVER_COMMAND, CLASSIC_REST_COMMAND, CLASSIC_TAKE_ACTION, MANEUVER_RESOLVE_COMMAND, move, type FairPlay } from "./trust-moves";
import { activeCreature, combatantOf, CREATURES, engineRound, fight, fighterStatus, freshFight, gmCard, gmMoves, messageFor, offTurn, owns, playerOf, send, snapshot, writtenWorld } from "./trust-world";

type Plain = Record<string, any>;

const { FORMULA_LIMITS } = await import("../../../../src/core/dice/formula-limit");
const { parseFormula } = await import("../../../../src/core/dice/formula");

/** What only a GM may do. */
const GM_ONLY = new Set<string>([CARD_COMMANDS.apply, CARD_COMMANDS.undo, MANEUVER_RESOLVE_COMMAND]);
/** Steps that, done once, are refused when asked again at once. */
const ONCE = new Set<string>([CARD_COMMANDS.rollDamage, CARD_COMMANDS.apply, CARD_COMMANDS.undo, MANEUVER_RESOLVE_COMMAND, CLASSIC_DEATH_SAVE_COMMAND]);
/** A payload's yes, as the classic requests read one. */
const ticked = (value: unknown) => value === true || value === "true" || value === "on";

/** The creature a command acts for, read from what it names and from the GM's own card (null: none; undefined: no one in particular). */
function actingFor(kind: string, body: Plain, card: Plain | null): string | null | undefined {
  switch (kind) {
    case CLASSIC_ATTACK_COMMAND:
      return creatureOfUuid(body.attackerTokenUuid);
    case CLASSIC_MANEUVER_COMMAND:
      return creatureOfUuid(body.aggressorTokenUuid);
    case CLASSIC_TAKE_ACTION: {
      // The GM reads the named combatant first, then the token, then the actor (gm-take-action.ts).
      const named = body.combatId === "combat1" ? fight().combat.combatants.get(body.combatantId) : undefined;
      return named?.actorId ?? creatureOfUuid(body.tokenUuid) ?? creatureOfUuid(body.actorUuid);
    }
    case CLASSIC_DEATH_SAVE_COMMAND:
    case CLASSIC_REST_COMMAND:
      return creatureOfUuid(body.actorUuid);
    case CARD_COMMANDS.rollDamage:
      return creatureOfUuid(card?.system?.attacker?.tokenUuid);
  }
  return undefined;
}

/** Whether the command spends its creature's own turn (an immediate action does not: an attack of opportunity, a counterspell). */
function spendsTurn(kind: string, body: Plain): boolean {
  if (kind === CLASSIC_ATTACK_COMMAND) return !ticked(body.opportunity);
  if (kind === CLASSIC_TAKE_ACTION) return body.actionId !== "counterspell";
  return kind === CLASSIC_MANEUVER_COMMAND;
}

/** The GM's standing offer an attack of opportunity answers, as it stood before the request. */
function standingOffer(body: Plain): boolean {
  const message = typeof body.offerId === "string" ? double.messages.get(body.offerId) : undefined;
  const offer = message?.flags?.fray?.classicOpportunity;
  return message?.author?.isGM === true && offer?.watcherTokenUuid === body.attackerTokenUuid && offer?.moverTokenUuid === body.targetTokenUuid && offer?.round === engineRound() && offer?.struck !== true;
}

/** The engine's round of the creature's last death save, from the Combat's flags. */
const lastSave = (creature: string | null | undefined) =>
  creature ? ((fight().combat.flags.fray?.classicDeathSaves ?? []) as Plain[]).find((mark) => mark.actorUuid === fight().creatures[creature]?.uuid)?.round : undefined;

/** Classic's own checks of a yes: no day of rest in the fight, one death save a round, a player's turn-spending move only on its creature's turn, an attack of opportunity only against the GM's standing offer. */
function classicChecks({ sender, kind, body, acting }: TableRequest): () => void {
  const wasOffTurn = acting !== undefined && offTurn(acting);
  const hadOffer = standingOffer(body);
  const savedThisRound = (lastSave(acting) ?? 0) >= (engineRound() ?? Infinity);
  return () => {
    expect(kind, `a day of rest went through in the started fight (${sender})`).not.toBe(CLASSIC_REST_COMMAND);
    if (kind === CLASSIC_DEATH_SAVE_COMMAND) expect(savedThisRound, `a second death save for ${acting} this round`).toBe(false);
    if (sender === "gm") return;
    expect(spendsTurn(kind, body) && wasOffTurn, `${sender}'s ${kind} went through off ${acting}'s turn`).toBe(false);
    if (kind === CLASSIC_ATTACK_COMMAND && ticked(body.opportunity) && combatantOf(acting ?? null)) expect(hadOffer, `${sender}'s attack of opportunity had no offer`).toBe(true);
  };
}

const RULES = { send, state: snapshot, gmOnly: GM_ONLY, once: ONCE, owns, actingFor, ownChecks: classicChecks };
/** A command or card step from `sender`, and what every answer must hold to. */
const ask = (sender: string, kind: string, body: Plain, card: Plain | null, replay = false) => askAtTable(RULES, sender, kind, body, card, replay);

/** A fair move, sent by the user who may make it (the owner, or the GM for its creatures and its own steps). */
async function playFair(fair: FairPlay): Promise<void> {
  const weapon: Record<string, string[]> = { aldric: ["sword", "knife"], ogre: ["club"], bram: ["mace"] };
  // "active": whichever creature acts now (none acting: the GM begins the next one's turn first).
  if ("who" in fair && fair.who === "active" && !activeCreature()) await gmMoves("advance", "", "");
  const play = "who" in fair && fair.who === "active" ? { ...fair, who: activeCreature() ?? CREATURES[0]! } : fair;
  if (play.kind === "attack") {
    const target = CREATURES.filter((id) => id !== play.who)[play.at]!;
    const weapons = weapon[play.who]!;
    const body = { attackerTokenUuid: `Scene.s.Token.${play.who}`, targetTokenUuid: `Scene.s.Token.${target}`, itemId: weapons[play.at % weapons.length], mode: "melee", ...play.extra };
    return ask(playerOf(play.who), CLASSIC_ATTACK_COMMAND, body, null);
  }
  if (play.kind === "maneuver") {
    const target = CREATURES.filter((id) => id !== play.who)[play.at]!;
    const body = { aggressorTokenUuid: `Scene.s.Token.${play.who}`, defenderTokenUuid: `Scene.s.Token.${target}`, maneuver: play.maneuver, itemId: weapon[target]![0], distanceFeet: 20, straight: true, force: play.force };
    return ask(playerOf(play.who), CLASSIC_MANEUVER_COMMAND, body, null);
  }
  if (play.kind === "action") {
    const combatant = combatantOf(play.who);
    const body = { actorUuid: `Scene.s.Token.${play.who}`, tokenUuid: `Scene.s.Token.${play.who}`, combatId: "combat1", combatantId: combatant?.id ?? "", actionId: play.action, itemId: "potion", somatic: false, force: play.force };
    return ask(playerOf(play.who), CLASSIC_TAKE_ACTION, body, null);
  }
  if (play.kind === "deathSave") return ask(playerOf(play.who), CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: `Scene.s.Token.${play.who}` }, null);
  if (play.kind === "snap") {
    const target = CREATURES.filter((id) => id !== play.who)[play.at]!;
    const offerId = play.named ? (messageFor("offer")?.id ?? "") : "";
    const body = { attackerTokenUuid: `Scene.s.Token.${play.who}`, targetTokenUuid: `Scene.s.Token.${target}`, itemId: weapon[play.who]![0], mode: "melee", opportunity: true, offerId };
    return ask(playerOf(play.who), CLASSIC_ATTACK_COMMAND, body, null);
  }
  if (play.kind === "offer") {
    const offer = messageFor("offer");
    const named = offer?.flags?.fray?.classicOpportunity;
    const who = creatureOfUuid(named?.watcherTokenUuid);
    if (!offer || !who) return;
    const body = { attackerTokenUuid: named.watcherTokenUuid, targetTokenUuid: named.moverTokenUuid, itemId: named.weaponId, mode: "melee", opportunity: true, offerId: offer.id };
    return ask(playerOf(who), CLASSIC_ATTACK_COMMAND, body, null);
  }
  const card = gmCard(play.step === MANEUVER_RESOLVE_COMMAND ? "classicManeuver" : "classicAttack");
  if (!card) return;
  const attacker = creatureOfUuid(card.system.attacker?.tokenUuid);
  const sender = play.byGm || play.step !== CARD_COMMANDS.rollDamage || !attacker ? "gm" : playerOf(attacker);
  await ask(sender, play.step, { messageId: card.id, type: play.type }, card);
}

/** A player's own write, and what the GM still enforces after it. */
const writes = playerWriteChecks({ ...writtenWorld, engineKeeps: ["status", "disable", "combatant", "clock", "dice", "copy"], turns: { status: fighterStatus, round: engineRound } });

/**
 * Every roll the GM built, and every damage its cards will roll, within the shared limit: no more dice
 * than the limit times the card's critical multiplier (×1 but on a critical's card), no die past its faces.
 */
function rollsWithinLimits(): void {
  for (const message of double.messages.values() as Iterable<Plain>) {
    if (message.author?.isGM !== true) continue;
    const multiplier = Number(message.system?.damage?.multiplier ?? 1);
    const formulas = [...(message.rolls as Plain[]).map((roll) => String(roll.formula)), ...(message.system?.damage?.formula ? [String(message.system.damage.formula)] : [])];
    for (const formula of formulas) {
      const parsed = parseFormula(formula);
      expect(parsed, `the GM rolls ${formula.slice(0, 60)}`).not.toBeNull();
      const dice = parsed!.dice.reduce((sum, term) => sum + term.count, 0);
      expect(dice, `the GM rolls ${formula.slice(0, 60)}`).toBeLessThanOrEqual(FORMULA_LIMITS.dice * multiplier);
      expect(Math.max(0, ...parsed!.dice.map((term) => term.faces)), `the GM rolls ${formula.slice(0, 60)}`).toBeLessThanOrEqual(FORMULA_LIMITS.faces);
    }
  }
}

describe("classic under random commands, card steps and players' own writes, in a started fight", () => {
  it("nobody acts for someone else, refusals change nothing, nothing is applied twice, no option or clock a player writes moves the GM, the GM never fails", async () => {
    const table = { fresh: freshFight, ask, messageFor, playFair, gmMoves: (gm: { intent: string; who: string; status: string }) => gmMoves(gm.intent, gm.who, gm.status), writes, afterEach: rollsWithinLimits };
    await playTable(table, move, runs(30));
  }, 120_000);
});
