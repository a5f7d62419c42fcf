/**
 * `sides` under random commands, card steps and writes from random users, through the ruleset's real
 * GM handlers, card steps and the shell's document hooks in a started fight: the GM, the owner, another
 * player and a socket id no user has send random and hostile payloads (wrong ids, other people's
 * actors, forged numbers, oversized values, `force: true`, fields left out); players write their own
 * actor, effects and combatant (with and without the GM's old set-back mark), leave and rejoin, post
 * copies of the GM's cards, and write the Combat's round and turn.
 * Properties: nobody acts for someone else; a refusal changes nothing; a card step is never applied
 * twice; a player forces past the budget only on their side's turn; the GM never fails and answers
 * every command; and the same commands with marks on the players' writes and players' writes of the
 * clock leave the world exactly as the same commands without them.
 * Fixed seed (test/support/fixed-seed.ts); random seeds in `npm run test:explore`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { aim, command, fighterMoves, junk, someone, type Command, type FighterMove, type Write } from "../../../support/trust-fighter-moves";
import { cardIdOf, fighterReading, fighterWorldState } from "../../../support/trust-fighters";
import { postForgedCopy } from "../../../support/trust-fighter-writes";
import { settleAll } from "../../../support/trust-run";
import { twinRunsAgree, type TwinCommands, type TwinFight, type TwinWrites } from "../../../support/trust-twin-runs";
import { double, FIGHTERS, gmTurn, LINE_UP, sidesWorld, wire, world, type FighterId, type SidesWorld } from "./trust-world";

const { screensOf } = await import("../../../../src/rulesets/sides/flows/maneuvers/combat-record");
const { adapterOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { isOwnTurn } = await import("../../../../src/core/turns/own-turn");
const net = world.net;

type Doc = Record<string, any>;
const CARD_TYPES = ["sidesAttack", "sidesOpportunity", "sidesManeuver"] as const;
/** Card steps that happen once per card: a second click is refused. */
const ONE_SHOT = new Set(["sidesRollDamage", "sidesApplyDamage", "sidesReaction", "sidesManeuverCheck", "sidesScreenCheck"]);

// --- What the random users do -------------------------------------------------------------------
const who = someone(FIGHTERS);
const cardRef = fc.record({ type: fc.constantFrom(...CARD_TYPES), index: fc.nat(4) });
const seen = { mode: "melee", attribute: "", cover: "none", visibility: "seen", attackerProne: false, enemyInMelee: false, dualWieldId: "", chargeFt: 0, swarmAssailants: 0, snap: false, otherModifier: 0 };
/** Mostly the dialog's own choices; sometimes a bonus, a claimed cover, a charge, a swarm, a number where a word goes. */
const choices = fc.oneof(
  { weight: 4, arbitrary: fc.constant(seen) },
  { weight: 1, arbitrary: fc.record({ otherModifier: fc.constantFrom(4, -2, 1e9) }).map((c) => ({ ...seen, ...c })) },
  { weight: 1, arbitrary: fc.record({ cover: fc.constantFrom("none", "half", "full", 7) }).map((c) => ({ ...seen, ...c })) },
  { weight: 2, arbitrary: fc.record({ swarmAssailants: fc.constantFrom(1, 1, 0, 3, 99), chargeFt: fc.constantFrom(0, 0, 30, 999) }).map((c) => ({ ...seen, ...c })) },
);
/** The attacker's own weapon (the sword, its fists, a monster's first line), or one that is not there. */
const source = fc.oneof({ weight: 4, arbitrary: fc.constantFrom("own", "fists") }, { weight: 1, arbitrary: fc.constantFrom<unknown>({ itemId: "x".repeat(300) }, { attackIndex: -1 }, { attackIndex: 0 }, { itemId: "sword" }) });

const commands = fc.oneof(
  { weight: 5, arbitrary: command("sidesAttack", fc.record({ attacker: who, target: aim, source, choices, force: fc.boolean(), payment: fc.constantFrom("action", "action", "action", "snap", "snapAgainst", "opportunity"), card: cardRef, maneuver: fc.constantFrom(null, null, "shove", "grapple"), forged: fc.boolean() })) },
  // The swarm declared in the opening makes its attack (its book is this round's: the engine's round, not the Combat's).
  { weight: 1, arbitrary: command("sidesAttack", fc.record({ attacker: fc.constant("maren"), target: fc.constant(1), source: fc.constant("own"), choices: fc.constant({ ...seen, swarmAssailants: 1 }), force: fc.constant(false), payment: fc.constant("action"), card: cardRef, maneuver: fc.constant(null), forged: fc.constant(false) })) },
  { weight: 4, arbitrary: command("sidesTakeAction", fc.record({ fighter: who, combat: fc.constantFrom("combat1", "combat1", "combat1", "nope"), actionId: fc.constantFrom("meleeAttack", "run", "totalDefense", "holdAction", "releaseHeld", "goProne", "standUp", "swarmAttack", "screenAlly", "charge", "teleport"), force: fc.boolean(), moved: fc.boolean(), target: aim })) },
  { weight: 6, arbitrary: command("step", fc.record({ step: fc.constantFrom("sidesRollDamage", "sidesRollDamage", "sidesReaction", "sidesApplyDamage", "sidesApplyDamage", "sidesUndoDamage", "sidesManeuverCheck", "sidesScreenCheck", "sidesGrappleMove"), card: cardRef, reaction: fc.constantFrom("totalDefense", "totalDefense", "snapAttack", "dodge"), mode: fc.constantFrom("full", "full", "half", "shock", "all"), choice: fc.constantFrom("drag", "throw", "fling"), force: fc.boolean() })) },
  { weight: 2, arbitrary: command("sidesBreakFree", fc.record({ fighter: who, force: fc.boolean() })) },
  { weight: 1, arbitrary: command("sidesScreenAlly", fc.record({ screener: who, ward: aim, moved: fc.boolean() })) },
  { weight: 1, arbitrary: command("sidesExecution", fc.record({ attacker: who, target: aim, source })) },
  { weight: 1, arbitrary: junk(["sidesAttack", "sidesTakeAction", "sidesApplyDamage", "sidesSteal"]) },
);

const tracker = fc.record({ op: fc.constant("gm" as const), intent: fc.constantFrom({ kind: "endGroupTurn" }, { kind: "nextRound" }) });
type Tracker = { op: "gm"; intent: Doc };
const op = fighterMoves({ commands, writes: ["health", "addStatus", "removeStatus", "disableStatus", "defeated", "combatantSystem", "leave", "rejoin", "forge"], fighters: FIGHTERS, tracker, trackerWeight: 1 });
type Op = FighterMove<FighterId, Tracker>;

/** Every run opens the same way, so later steps have something to work on: Maren declares a swarm on the goblin (this round's book), Tamsin tries to grapple the chieftain (a card). */
const opening = (args: Doc): Command => ({ op: "command", role: "owner", kind: "sidesAttack", args: { source: "own", choices: seen, force: false, payment: "action", card: { type: "sidesAttack", index: 0 }, forged: false, ...args }, replay: "none" });
const PROLOGUE: Op[] = [
  { op: "command", role: "owner", kind: "sidesTakeAction", args: { fighter: "maren", combat: "combat1", actionId: "swarmAttack", force: false, moved: false, target: 1 }, replay: "none" },
  opening({ attacker: "tamsin", target: 1, maneuver: "grapple", source: "fists" }),
];

// --- Reading the world ----------------------------------------------------------------------------
const STATUSES = ["unconscious", "mortallyWounded", "dead", "prone"];
const messages = () => [...double.messages.values()];
const cardId = (ref: { type: string; index: number }) => cardIdOf(messages(), ref.type, ref.index);
const { tokenOf, aimed, combatantOf, ownersOf, ownersOfCombatant } = fighterReading(LINE_UP);
const fighterOfToken = (w: SidesWorld, uuid: unknown) => FIGHTERS.find((f) => w.tokenUuid[f] === uuid);
const ownersOfToken = (w: SidesWorld, uuid: unknown) => ownersOf(fighterOfToken(w, uuid));
/** The fight each run plays in, the GM's dice, and what two runs compare. */
const FIGHT: TwinFight<FighterId> = { net, wire, world: sidesWorld, dice: double.dice, diceCycle: [11, 4, 15, 2, 18, 6, 9, 3, 13, 5, 20, 1, 7, 8], state: (w) => fighterWorldState(w, FIGHTERS, messages(), false) };

/** What an attack names as its weapon: the attacker's own (its sword or bare hands, a monster's first line), or what the arbitrary wrote. */
function sourceOf(attacker: FighterId | "ghost", chosen: unknown): unknown {
  const monster = attacker === "gob" || attacker === "chief";
  if (chosen === "own") return monster ? { attackIndex: 0 } : { itemId: "sword" };
  if (chosen === "fists") return monster ? { attackIndex: 0 } : { itemId: "fists" };
  return chosen;
}

/** The payload the sender's client puts on the wire, from what the arbitrary chose and what the world holds now. */
function payloadOf(w: SidesWorld, c: Command): { kind: string; payload: unknown } {
  const a = c.args;
  switch (c.kind) {
    case "sidesAttack": {
      const payment =
        a.payment === "snap" ? { snap: true } : a.payment === "snapAgainst" ? { snap: true, snapAgainstMessageId: cardId(a.card) } : a.payment === "opportunity" ? { opportunityMessageId: cardId({ ...a.card, type: "sidesOpportunity" }) } : {};
      const maneuver = a.maneuver && a.payment === "action" ? { maneuver: { kind: a.maneuver, size: "manSized", effect: "prone" } } : {};
      // Numbers a forging client adds: none of them is read.
      const forged = a.forged ? { weapon: { damage: "999d999" }, target: { ac: 1 }, userId: "gm", isGM: true } : {};
      return { kind: c.kind, payload: { attackerTokenUuid: tokenOf(w, a.attacker), targetTokenUuid: tokenOf(w, aimed(a.attacker, a.target)), source: sourceOf(a.attacker, a.source), choices: a.choices, ...payment, ...maneuver, ...forged, ...(a.force ? { force: true } : {}) } };
    }
    case "sidesTakeAction":
      return {
        kind: c.kind,
        payload: { combatId: a.combat, combatantId: combatantOf(w, a.fighter)?.id ?? "nobody", actionId: a.actionId, force: a.force, moved: a.moved, swarmTargetId: combatantOf(w, aimed(a.fighter, a.target))?.id ?? "nobody" },
      };
    case "step":
      return { kind: a.step, payload: { messageId: cardId(a.step === "sidesGrappleMove" ? { ...a.card, type: "sidesManeuver" } : { ...a.card, type: "sidesAttack" }), reaction: a.reaction, mode: a.mode, choice: a.choice, ...(a.force ? { force: true } : {}) } };
    case "sidesBreakFree":
      return { kind: c.kind, payload: { fighterId: tokenOf(w, a.fighter), force: a.force } };
    case "sidesScreenAlly":
      return { kind: c.kind, payload: { screenerId: tokenOf(w, a.screener), wardId: tokenOf(w, aimed(a.screener, a.ward)), moved: a.moved } };
    case "sidesExecution":
      return { kind: c.kind, payload: { attackerTokenUuid: tokenOf(w, a.attacker), targetTokenUuid: tokenOf(w, aimed(a.attacker, a.target)), source: sourceOf(a.attacker, a.source) } };
    default:
      return { kind: a.kind, payload: a.body };
  }
}

/** Whose the command is: the sender must be one of these users (for a player's accepted command). */
function actingUsers(w: SidesWorld, kind: string, raw: unknown): string[] {
  const payload = (typeof raw === "object" && raw !== null ? raw : {}) as Doc;
  const card = messages().find((m) => m.id === payload.messageId)?.system ?? {};
  switch (kind) {
    case "sidesAttack":
    case "sidesExecution":
      return ownersOfToken(w, payload.attackerTokenUuid);
    case "sidesTakeAction":
      return ownersOfCombatant(w, payload.combatantId);
    case "sidesBreakFree":
      return ownersOfToken(w, payload.fighterId);
    case "sidesScreenAlly":
      return ownersOfToken(w, payload.screenerId);
    case "sidesRollDamage":
    case "sidesManeuverCheck":
      return ownersOfToken(w, card.attackerTokenUuid);
    case "sidesReaction":
      return ownersOfToken(w, card.targetTokenUuid);
    case "sidesApplyDamage":
      return [...ownersOfToken(w, card.attackerTokenUuid), ...ownersOfToken(w, card.targetTokenUuid)];
    case "sidesUndoDamage":
      return [String(card.applied?.at(-1)?.byUserId ?? "")];
    case "sidesScreenCheck":
      return [...ownersOfToken(w, card.targetTokenUuid), ...screensOf(w.combat as never).filter((s) => s.wardId === card.targetTokenUuid).flatMap((s) => ownersOfToken(w, s.screenerId))];
    case "sidesGrappleMove":
      return ownersOfToken(w, card.hold?.grapplerId);
    default:
      return [];
  }
}

/** Whether the command's combatant acts on its side's turn now (for a forced action). */
function onOwnTurn(w: SidesWorld, payload: Doc): boolean {
  const combatant = (w.combat.combatants.contents as Doc[]).find((c) => c.id === payload.combatantId);
  const view = adapterOf(w.combat as never)?.view(stateOf(w.combat as never)) ?? null;
  return combatant !== undefined && isOwnTurn(view, combatant.id, combatant.group ?? null);
}

/** How commands are made and whose they are; a player forces past the budget only on their side's turn. */
const COMMANDS: TwinCommands<FighterId> = { payloadOf, actingUsers, oneShot: ONE_SHOT, forced: { kind: "sidesTakeAction", onOwnTurn } };

// --- Players' own writes (those both rulesets share are the support's) -------------------------------
/** A player's console write on what they may write: their fighter's health, or their combatant's data; or a forged copy of a GM card. */
function playerWrite(w: SidesWorld, write: Write<FighterId>, options: Doc): Promise<unknown> | undefined {
  const combatant = combatantOf(w, write.fighter);
  switch (write.what) {
    case "health":
      return w.actors[write.fighter].update({ system: { health: { value: [0, 1, 10, 99][write.value] } } }, options);
    case "combatantSystem":
      return combatant?.update({ system: { economy: { mainSpent: false }, roundState: { budgets: [] } } }, options);
    default: {
      const real = messages().filter((m) => m.type === "sidesAttack" && m.author?.id === "gm")[write.value];
      return postForgedCopy(real, (system) => ({ ...system, applied: [], target: { ...system.target, ac: 1 } }));
    }
  }
}

/** A player's console writes (../../../support/trust-fighter-writes.ts has those both rulesets share). */
const WRITES: TwinWrites<FighterId> = { statuses: STATUSES, party: LINE_UP.party, combatantOf, write: playerWrite };

/** The tracker's GM buttons (no answer line). */
async function pressTracker(_: SidesWorld, move: Tracker): Promise<undefined> {
  await gmTurn(move.intent);
  return undefined;
}

describe("sides under random commands, card steps and writes from random users", () => {
  it("nobody acts for another, refusals change nothing, nothing is applied twice, the GM never fails, and marks and clocks a player writes change nothing the GM enforces", async () => {
    await twinRunsAgree({ fight: FIGHT, commands: COMMANDS, writes: WRITES, tracker: pressTracker }, op, PROLOGUE, runs(8));
  }, 120_000);

  it("the world's round and turn a player writes are theirs to write, but the engine keeps its own", async () => {
    const w = await sidesWorld();
    const engine = JSON.stringify(w.combat.system.state);
    await net.on("p1", () => w.combat.update({ round: 999, turn: 5 }));
    await settleAll(net, wire);
    expect(w.combat.round).toBe(999);
    expect(JSON.stringify(w.combat.system.state)).toBe(engine);
  });
});
