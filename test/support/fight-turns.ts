/**
 * What a flow test does with the tracker on the Foundry double, the same for every ruleset: start the
 * fight under individual initiative with scripted d20s (the tracker's own Roll swapped in while it
 * rolls), begin a combatant's turn as the GM presses "act", and put statuses on a creature.
 */
type Plain = Record<string, any>;
type Answer = { ok: boolean };

export interface FightTurnsDeps {
  /** The initiative dice the combat double rolls, filled here before the start. */
  initiative: number[];
  /** The tracker's Roll (posts itself to chat) and the flow's (the test's dice). */
  rolls: { tracker: unknown; flow: unknown };
  handleStart(payload: Plain, userId: string): Promise<Answer>;
  handleTurn(payload: Plain, userId: string): Promise<Answer>;
  settle(): Promise<void>;
  double: { actAs(userId: string): void };
}

export function fightTurns(deps: FightTurnsDeps) {
  const dice = (globalThis as Plain).foundry.dice;

  /** Starts the fight under this structure with these initiative dice (in the order the creatures were seeded). */
  async function startUnder(structure: string, rolled: number[]): Promise<void> {
    deps.initiative.splice(0, deps.initiative.length, ...rolled);
    dice.Roll = deps.rolls.tracker;
    const started = await deps.handleStart({ combatId: "combat1", structure, choices: {} }, "gm").finally(() => (dice.Roll = deps.rolls.flow));
    if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
    await deps.settle();
  }

  /** Starts the fight under individual initiative with these d20s: the best acts first. */
  const startIndividual = (d20s: number[]): Promise<void> => startUnder("individual", d20s);

  /** The GM begins the turn of the combatant on top of the order (the tracker's "act"). */
  async function beginTurn(combatantId: string): Promise<void> {
    const answer = await deps.handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId } }, "gm");
    if (!answer.ok) throw new Error(`act refused: ${JSON.stringify(answer)}`);
    await deps.settle();
  }

  /** Puts statuses on a creature, as the GM toggles them on its token. */
  async function giveStatuses(actor: Plain, ids: string[]): Promise<void> {
    deps.double.actAs("gm");
    await actor.createEmbeddedDocuments("ActiveEffect", ids.map((id) => ({ statuses: [id] })));
  }

  return { startUnder, startIndividual, beginTurn, giveStatuses };
}
