/**
 * `teams` under random commands, card steps and writes from random users, through the ruleset's real
 * GM handlers, card steps and document hooks (its condition hooks and the shell's combat hooks) in a
 * started fight: the GM, the owner, another player and a socket id no user has send random and hostile
 * payloads (wrong ids, other people's actors, forged numbers, oversized values, `force: true`, fields
 * left out); players write their own actor's health, flags and statuses and their combatant (with and
 * without the GM's old set-back mark), leave and rejoin, post copies of the GM's cards, and write the
 * Combat's round and turn; the tracker's turn buttons move the fight along.
 * Properties: nobody acts for someone else; a refusal changes nothing; a card step is never applied
 * twice; a player forces past the budget only on their character's turn; the GM never fails and answers
 * every command; and the same commands with marks on the players' writes and players' writes of the
 * clock leave the world exactly as the same commands without them.
 * Fixed seed (test/support/fixed-seed.ts); random seeds in `npm run test:explore`.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { aim, command, fighterMoves, junk, someone, type Command, type FighterMove, type Write } from "../../../support/trust-fighter-moves";
import { cardIdOf, fighterReading, fighterWorldState } from "../../../support/trust-fighters";
import { postForgedCopy } from "../../../support/trust-fighter-writes";
import { twinRunsAgree, type TwinCommands, type TwinFight, type TwinWrites } from "../../../support/trust-twin-runs";
import { double, FIGHTERS, LINE_UP, teamsWorld, turn, wire, world, type FighterId, type TeamsWorld } from "./trust-world";

const { reactedOf, appliedStep } = await import("../../../../src/rulesets/teams/flows/card/record");
const { adapterOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { teamsOwnTurn } = await import("../../../../src/rulesets/teams/flows/actions/own-turn");
const net = world.net;

type Doc = Record<string, any>;
/** Card steps that happen once per card: a second click is refused. */
const ONE_SHOT = new Set(["teamsIntercept", "teamsApplyDamage", "teamsFortify", "teamsFall", "teamsDeathTest"]);

// --- What the random users do -------------------------------------------------------------------
const who = someone(FIGHTERS);
const cardIndex = fc.nat(3);

const attackChoices = fc.record({
  attribute: fc.constantFrom<unknown>(null, "strength", "dexterity", "charisma", 7),
  proficiency: fc.constantFrom<unknown>(null, "martial", "", "finesse"),
  sneak: fc.boolean(),
  flanking: fc.boolean(),
  killingStrike: fc.boolean(),
});
const actionIds = fc.constantFrom("move", "sprint", "guard", "wait", "readyAction", "command", "resuscitate", "standUp", "dropProne", "step", "reload", "brandish", "interact", "shortTask", "seekCover", "continueExtended", "abandonExtended", "attack", "teleport");

const commands = fc.oneof(
  { weight: 5, arbitrary: command("teamsAttack", fc.record({ attacker: who, target: aim, weapon: fc.constantFrom<unknown>("own", "own", "own", { itemId: "x".repeat(300) }, { attackIndex: 7 }, { itemId: "shield" }), choices: attackChoices, force: fc.boolean(), payment: fc.constantFrom("action", "action", "action", "readied", "free") })) },
  { weight: 5, arbitrary: command("teamsTakeAction", fc.record({ fighter: who, byActor: fc.boolean(), combat: fc.constantFrom("combat1", "combat1", "combat1", "nope"), actionId: actionIds, force: fc.boolean(), target: aim, item: fc.constantFrom("spear", "shield", "none"), readied: fc.constantFrom(null, "attack", "move", "standUp", "teleport") })) },
  { weight: 1, arbitrary: command("teamsTakeReadied", fc.record({ fighter: who, actionId: fc.constantFrom("move", "standUp", "attack", "seekCover", "teleport") })) },
  { weight: 2, arbitrary: command("teamsTest", fc.record({ fighter: who, attribute: fc.constantFrom("strength", "intellect", "strength", "charm"), skill: fc.constantFrom("athletics", "medicine", "athletics", "cooking"), proficiency: fc.constantFrom<unknown>(null, null, "fortitude", undefined), advantage: fc.constantFrom<unknown>(0, 0, 2, -2, 50, 1.5), difficulty: fc.constantFrom<unknown>(null, 8, 8, 1000), reaction: fc.constantFrom<unknown>(null, null, "fortify", "resist", "dodge"), force: fc.boolean() })) },
  { weight: 6, arbitrary: command("step", fc.record({ step: fc.constantFrom("teamsIntercept", "teamsReact", "teamsReact", "teamsApplyDamage", "teamsApplyDamage", "teamsFortify", "teamsFall", "teamsDeathTest", "teamsUndoCard"), card: cardIndex, ally: who, reaction: fc.constantFrom("dodge", "parry", "block", "fortify"), item: fc.constantFrom("spear", "shield", "none") })) },
  { weight: 1, arbitrary: junk(["teamsAttack", "teamsTakeAction", "teamsApplyDamage", "teamsTest", "teamsSteal"]) },
);

/** The tracker's turn buttons: a team picks who acts, or that one ends their turn (the owner, or the GM for the GM's creatures). */
const tracker = fc.record({ op: fc.constant("turn" as const), kind: fc.constantFrom("act", "act", "endTurn"), fighter: fc.constantFrom(...FIGHTERS) });
type Tracker = { op: "turn"; kind: string; fighter: FighterId };
const WRITE_KINDS = ["health", "health", "endurance", "wake", "undie", "die", "addStatus", "removeStatus", "disableStatus", "defeated", "combatantSystem", "leave", "rejoin", "forge"];
const op = fighterMoves({ commands, writes: WRITE_KINDS, fighters: FIGHTERS, tracker, trackerWeight: 3 });
type Op = FighterMove<FighterId, Tracker>;

/** Every run opens the same way, so card steps have a card: Boudica takes her team's turn and strikes at the guard. */
const PROLOGUE: Op[] = [
  { op: "turn", kind: "act", fighter: "boudica" },
  { op: "command", role: "owner", kind: "teamsAttack", args: { attacker: "boudica", target: 1, weapon: "own", choices: { attribute: null, proficiency: null, sneak: false, flanking: false, killingStrike: false }, force: false, payment: "action" }, replay: "none" },
];

// --- Reading the world ----------------------------------------------------------------------------
const STATUSES = ["unconscious", "dead", "prone", "harmed"];
const messages = () => [...double.messages.values()];
const cardId = (index: number) => cardIdOf(messages(), "teamsAttack", index);
const { tokenOf, aimed, combatantOf, ownersOf: ownersOfFighter, ownersOfCombatant } = fighterReading(LINE_UP);
const fighterOfToken = (w: TeamsWorld, uuid: unknown) => FIGHTERS.find((f) => w.tokenUuid[f] === uuid || w.actors[f].uuid === uuid);
const ownersOf = (w: TeamsWorld, uuid: unknown) => ownersOfFighter(fighterOfToken(w, uuid));
/** The fight each run plays in, the GM's dice, and what two runs compare. */
const FIGHT: TwinFight<FighterId> = { net, wire, world: teamsWorld, dice: double.dice, diceCycle: [5, 2, 17, 3, 6, 1, 12, 4, 20, 2, 8, 6, 3, 10], state: (w) => fighterWorldState(w, FIGHTERS, messages(), true) };
const monster = (f: FighterId | "ghost") => f === "guard" || f === "brute";

function payloadOf(w: TeamsWorld, c: Command): { kind: string; payload: unknown } {
  const a = c.args;
  switch (c.kind) {
    case "teamsAttack": {
      const source = a.weapon === "own" ? (monster(a.attacker) ? { attackIndex: 0 } : { itemId: "spear" }) : a.weapon;
      // Numbers a forging client adds: none of them is read.
      const forged = a.payment === "free" ? { damage: 40, plan: { target: { evasion: 0 } }, userId: "gm" } : {};
      return { kind: c.kind, payload: { attackerTokenUuid: tokenOf(w, a.attacker), targetTokenUuid: tokenOf(w, aimed(a.attacker, a.target)), source, choices: a.choices, ...forged, ...(a.force ? { force: true } : {}), ...(a.payment === "readied" ? { payment: "readied" } : {}) } };
    }
    case "teamsTakeAction": {
      const who = a.byActor || a.combat === "nope" ? { actorUuid: a.fighter === "ghost" ? "Actor.ghost" : w.actors[a.fighter as FighterId].uuid } : { combatId: a.combat, combatantId: combatantOf(w, a.fighter)?.id ?? "nobody" };
      const readied = a.readied ? { readiedAction: a.readied, readiedTrigger: "when the <b>guard</b> moves" } : {};
      return { kind: c.kind, payload: { ...who, actionId: a.actionId, force: a.force, targetTokenUuid: tokenOf(w, aimed(a.fighter, a.target)), ...(a.item === "none" ? {} : { itemId: a.item }), ...readied } };
    }
    case "teamsTakeReadied":
      return { kind: c.kind, payload: { combatId: "combat1", combatantId: combatantOf(w, a.fighter)?.id ?? "nobody", actionId: a.actionId } };
    case "teamsTest": {
      const payload: Doc = { actorUuid: tokenOf(w, a.fighter), attribute: a.attribute, skill: a.skill, proficiency: a.proficiency, advantage: a.advantage, difficulty: a.difficulty, reaction: a.reaction, force: a.force };
      return { kind: c.kind, payload };
    }
    case "step":
      return { kind: a.step, payload: { messageId: cardId(a.card), tokenUuid: tokenOf(w, a.ally), reaction: a.reaction, ...(a.item === "none" ? {} : { itemId: a.item }) } };
    default:
      return { kind: a.kind, payload: a.body };
  }
}

/** Whose the command is: a player's accepted command must be one of these users'. */
function actingUsers(w: TeamsWorld, kind: string, raw: unknown): string[] {
  const payload = (typeof raw === "object" && raw !== null ? raw : {}) as Doc;
  const record = messages().find((m) => m.id === payload.messageId)?.system as Doc | undefined;
  switch (kind) {
    case "teamsAttack":
      return ownersOf(w, payload.attackerTokenUuid);
    case "teamsTakeAction":
      return payload.actorUuid ? ownersOf(w, payload.actorUuid) : ownersOfCombatant(w, payload.combatantId);
    case "teamsTakeReadied":
      return ownersOfCombatant(w, payload.combatantId);
    case "teamsTest":
      return ownersOf(w, payload.actorUuid);
    case "teamsIntercept":
      return ownersOf(w, payload.tokenUuid);
    case "teamsReact":
      return record ? ownersOf(w, reactedOf(record as never)?.outcome.targetId) : [];
    case "teamsFortify":
    case "teamsFall":
    case "teamsDeathTest":
      return record ? ownersOf(w, appliedStep(record as never)?.tokenUuid) : [];
    default:
      // Apply and Undo are the GM's alone.
      return [];
  }
}

function onOwnTurn(w: TeamsWorld, payload: Doc): boolean {
  const view = adapterOf(w.combat as never)?.view(stateOf(w.combat as never)) ?? null;
  const combatant = payload.combatantId ? (w.combat.combatants.contents as Doc[]).find((c) => c.id === payload.combatantId) : combatantOf(w, fighterOfToken(w, payload.actorUuid) ?? "ghost");
  return combatant !== undefined && teamsOwnTurn(view, combatant.id);
}

/** How commands are made and whose they are; a player forces past the budget only on their character's turn. */
const COMMANDS: TwinCommands<FighterId> = { payloadOf, actingUsers, oneShot: ONE_SHOT, forced: { kind: "teamsTakeAction", onOwnTurn } };

// --- Players' own writes (those both rulesets share are the support's) -------------------------------
/** A player's console write on what they may write: their fighter's health, endurance and conditions, or their combatant's data; or a forged copy of a GM card. */
function playerWrite(w: TeamsWorld, write: Write<FighterId>, options: Doc): Promise<unknown> | undefined {
  const actor = w.actors[write.fighter];
  switch (write.what) {
    case "health":
      return actor.update({ system: { health: { value: [0, 1, 6, 99][write.value] } } }, options);
    case "endurance":
      return actor.update({ system: { endurance: { value: [0, 2, 8, 99][write.value] } } }, options);
    case "wake":
      return actor.update({ system: { health: { value: 6 }, conditions: { unconscious: false } } }, options);
    case "undie":
      return actor.update({ system: { conditions: { dead: false } } }, options);
    case "die":
      return actor.update({ system: { conditions: { dead: true } } }, options);
    case "combatantSystem":
      return combatantOf(w, write.fighter)?.update({ system: { economy: { actionsSpent: 0, reactionsLeft: 9 } } }, options);
    default: {
      const real = messages().filter((m) => m.type === "teamsAttack" && m.author?.id === "gm")[write.value];
      return postForgedCopy(real, (system) => ({ ...system, log: [] }));
    }
  }
}

/** A player's console writes (../../../support/trust-fighter-writes.ts has those both rulesets share). */
const WRITES: TwinWrites<FighterId> = { statuses: STATUSES, party: LINE_UP.party, combatantOf, write: playerWrite };

/** The tracker's turn buttons, pressed by the fighter's owner (the GM for the GM's creatures). */
async function pressTracker(w: TeamsWorld, move: Tracker): Promise<string> {
  const answer = await turn({ kind: move.kind, combatantId: combatantOf(w, move.fighter)?.id ?? "nobody" }, LINE_UP.owners[move.fighter][0] ?? "gm");
  return answer.ok ? "turn ok" : `turn ${String((answer as { reason?: string }).reason)}`;
}

describe("teams under random commands, card steps and writes from random users", () => {
  it("nobody acts for another, refusals change nothing, nothing is applied twice, the GM never fails, and marks and clocks a player writes change nothing the GM enforces", async () => {
    await twinRunsAgree({ fight: FIGHT, commands: COMMANDS, writes: WRITES, tracker: pressTracker }, op, PROLOGUE, runs(8));
  }, 120_000);
});
