/**
 * What each classic status means at the individual-initiative tracker, in the classic fight from the packs
 * (Brannoc Vell and Isket Marrowind against the Ogre and the Wolf): an unconscious or stabilized creature
 * is down and passed over until the status goes, then acts again from its place in the order; a dying
 * one keeps its turn (its death save is made on it); a dead one leaves the fight; the other statuses
 * change numbers and options, never turns. And the economy badges each row shows, read from the
 * combat's shared round budget once actions are spent.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { classicFight, double, settle, type FighterId } from "./fight";
import { pressStart, playRoundOne, playWhile, rollingDice, turnsById, viewOf } from "../../../support/every-structure";

const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { storeEconomy, storedEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { CLASSIC_STATUSES } = await import("../../../../src/rulesets/classic/rules/character/statuses");
const { classicEconomy } = await import("../../../../src/rulesets/classic/rules/actions/budget");
const { spendAction } = await import("../../../../src/rulesets/classic/rules/actions/spend-action");

type Doc = Record<string, any>;
type Fight = ReturnType<typeof classicFight>;

/** Statuses that change no turn: every classic status the turn engines are not told about. */
const TURNLESS = CLASSIC_STATUSES.filter((status) => status.turn === undefined).map((status) => status.id);

let fight: Fight;

/**
 * The fight starts under individual initiative (the classic world's own): Brannoc rolls 14 (15.01),
 * Isket 12 (17.05), the Ogre 3 (1.99), the Wolf 9 (11.02), so the order is Isket, Brannoc, the Wolf, the Ogre.
 */
beforeEach(async () => {
  rollingDice(double.dice, 14, 12, 3, 9);
  fight = classicFight();
  await pressStart("individual", {}, settle);
});

const fighter = async (id: FighterId) => (await viewOf(fight.combat)).fighters.find((f: Doc) => f.id === id);
const order = async () => (await viewOf(fight.combat)).order.map((step: Doc) => step.ids.join("+"));

async function setStatus(id: FighterId, status: string, active: boolean): Promise<void> {
  await fight.actors[id].toggleStatusEffect(status, { active });
  await settle();
}

describe("what a classic status does to a creature's turn under individual initiative", () => {
  it("the start puts the four in the order of their d20 + initiative bonus", async () => {
    expect(await order()).toEqual(["isket", "brannoc", "wolf", "ogre"]);
    expect((await viewOf(fight.combat)).order.map((step: Doc) => step.value)).toEqual([17.05, 15.01, 11.02, 1.99]);
  });

  it.each([["unconscious"], ["stabilized"]])("%s: Isket is down and passed over, and once the status goes she acts from her place in the next round", async (status) => {
    await setStatus("isket", status, true);
    expect((await fighter("isket")).status).toBe("unconscious");
    // She wakes on the Wolf's turn, after her place in the order: round 1 has gone on without her.
    const untilTheWolf = await playWhile(fight.combat, settle, (view) => !view.activeIds.includes("wolf"));
    expect(turnsById(untilTheWolf.turns)).toEqual({ brannoc: 1 });
    await setStatus("isket", status, false);
    expect((await fighter("isket")).status).not.toBe("unconscious");
    expect(await order()).toEqual(["isket", "brannoc", "wolf", "ogre"]);
    expect(turnsById((await playRoundOne(fight.combat, settle)).turns)).toEqual({ ogre: 1, wolf: 1 });
    // Round 2 opens with her turn.
    double.recorded.hooks.length = 0;
    await playWhile(fight.combat, settle, (view) => view.round === 2);
    expect(double.recorded.hooks.filter((hook) => hook.name === "fray.turnStart").map((hook) => (hook.args[1] as Doc).combatantIds)).toEqual([["isket"], ["brannoc"], ["wolf"], ["ogre"]]);
  });

  it("dying: Isket keeps her turn, first in the order as her roll placed her", async () => {
    await setStatus("isket", "dying", true);
    expect((await fighter("isket")).status).toBe("dying");
    expect(turnsById((await playRoundOne(fight.combat, settle)).turns)).toEqual({ brannoc: 1, isket: 1, ogre: 1, wolf: 1 });
  });

  it("dead: the Ogre leaves the fight, defeated, with no turn in this round or the next", async () => {
    await setStatus("ogre", "dead", true);
    expect((await fighter("ogre")).status).toBe("defeated");
    expect(turnsById((await playRoundOne(fight.combat, settle)).turns)).toEqual({ brannoc: 1, isket: 1, wolf: 1 });
    expect(turnsById((await playWhile(fight.combat, settle, (view) => view.round === 2)).turns)).toEqual({ brannoc: 1, isket: 1, wolf: 1 });
    expect((await fighter("ogre")).status).toBe("defeated");
  });

  it("the statuses that change no turn are the conditions and stances of the chapter", () => {
    expect([...TURNLESS].sort()).toEqual(
      ["charging", "defensiveFighting", "exposed", "flatFooted", "fullDefense", "grappled", "pinned", "prone", "recklessFighting", "shattering", "swallowed"].sort(),
    );
  });

  it.each(TURNLESS.map((status) => [status]))("%s: Brannoc still takes his turn in his place, and so does everyone else", async (status) => {
    await setStatus("brannoc", status, true);
    expect(fight.actors.brannoc.statuses.has(status)).toBe(true);
    expect((await fighter("brannoc")).status).toBe("waiting");
    expect(await order()).toEqual(["isket", "brannoc", "wolf", "ogre"]);
    expect(turnsById((await playRoundOne(fight.combat, settle)).turns)).toEqual({ brannoc: 1, isket: 1, ogre: 1, wolf: 1 });
  });
});

/** The badges the GM's tracker shows on a creature's row: each label's last part, and whether it is left or spent. */
function badges(id: FighterId): string[] {
  const rows = (trackerContext(fight.combat) as Doc).order.flatMap((step: Doc) => step.fighters) as Doc[];
  return rows.find((row) => row.id === id)!.economy.map((badge: Doc) => `${String(badge.label).split(".").at(-1)}:${badge.available ? "left" : "spent"}`);
}

const OWN_TURN = { ownTurn: true, attacksPerRound: 1, immediatesPerRound: { opportunity: 1, counterspell: 1, other: 1 } };
const ALL_LEFT = ["move:left", "standard:left", "swift:left", "immediate:left"];

/** As the GM's action handlers do: spends a classic action from the creature's stored budget and stores what is left. */
async function spend(id: FighterId, action: Parameters<typeof spendAction>[1], ownTurn = true): Promise<void> {
  const combatant = fight.combat.combatants.get(id);
  const spent = spendAction(classicEconomy.read(storedEconomy(combatant)), action, { ...OWN_TURN, ownTurn });
  if (!spent.ok) throw new Error(`${id} may not ${action.kind}: ${JSON.stringify(spent)}`);
  await storeEconomy(combatant, spent.budget);
  await settle();
}

/** The GM plays on at the tracker until this creature's turn has started. */
async function untilTurnOf(id: FighterId): Promise<void> {
  await playWhile(fight.combat, settle, (view) => !view.activeIds.includes(id));
  expect((await viewOf(fight.combat)).activeIds).toEqual([id]);
}

describe("the tracker's economy badges for a classic creature", () => {
  it("before anyone acts every row shows a move, a standard, a swift and an immediate action left", () => {
    for (const id of ["brannoc", "isket", "ogre", "wolf"] as const) expect(badges(id)).toEqual(ALL_LEFT);
  });

  it("Brannoc moves and attacks on his turn: his move and standard show spent, his swift and immediate left", async () => {
    await untilTurnOf("brannoc");
    await spend("brannoc", { kind: "move" });
    // One move made, the move badge stays lit: his standard could still become a second move.
    expect(badges("brannoc")).toEqual(ALL_LEFT);
    await spend("brannoc", { kind: "attack" });
    expect(badges("brannoc")).toEqual(["move:spent", "standard:spent", "swift:left", "immediate:left"]);
    expect(badges("isket")).toEqual(ALL_LEFT);
  });

  it("a second move in place of the standard: both show spent once Brannoc has moved twice", async () => {
    await untilTurnOf("brannoc");
    await spend("brannoc", { kind: "move" });
    await spend("brannoc", { kind: "move" });
    expect(badges("brannoc")).toEqual(["move:spent", "standard:spent", "swift:left", "immediate:left"]);
  });

  it("a full-round action takes the move, the standard and the swift; the immediate stays", async () => {
    await untilTurnOf("wolf");
    await spend("wolf", { kind: "fullRound" });
    expect(badges("wolf")).toEqual(["move:spent", "standard:spent", "swift:spent", "immediate:left"]);
  });

  it("the Wolf's attack of opportunity on Isket's turn spends its immediate action; its own turn gives back the rest, the new round the immediate", async () => {
    await untilTurnOf("isket");
    await spend("wolf", { kind: "immediate", immediate: "opportunity" }, false);
    expect(badges("wolf")).toEqual(["move:left", "standard:left", "swift:left", "immediate:spent"]);
    await untilTurnOf("wolf");
    expect(badges("wolf")).toEqual(["move:left", "standard:left", "swift:left", "immediate:spent"]);
    await playRoundOne(fight.combat, settle);
    expect(badges("wolf")).toEqual(ALL_LEFT);
  });

  it("Brannoc's full-round action stays spent past the round's end, and comes back when his next turn starts", async () => {
    await untilTurnOf("brannoc");
    await spend("brannoc", { kind: "fullRound" });
    await playRoundOne(fight.combat, settle);
    expect((await viewOf(fight.combat)).round).toBe(2);
    expect(badges("brannoc")).toEqual(["move:spent", "standard:spent", "swift:spent", "immediate:left"]);
    await untilTurnOf("brannoc");
    expect(badges("brannoc")).toEqual(ALL_LEFT);
  });

  it("a creature down shows no badges: unconscious Isket's row is empty until she wakes", async () => {
    await setStatus("isket", "unconscious", true);
    expect(badges("isket")).toEqual([]);
    await setStatus("isket", "unconscious", false);
    expect(badges("isket")).toEqual(ALL_LEFT);
  });

  it("a dying creature shows no badges either: it is unconscious, and its turn is only for the death save", async () => {
    await setStatus("isket", "dying", true);
    expect(badges("isket")).toEqual([]);
    expect(badges("brannoc")).toEqual(ALL_LEFT);
  });
});
