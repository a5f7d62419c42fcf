/**
 * One command on a Combat's stored record, without Foundry: the round state before each command
 * is kept in step with the engine's own bounded history, so each undo puts back the round state
 * of the state it returns to, as far back as the engine remembers, and no further.
 */
import { describe, expect, it } from "vitest";
import { stepRecord, type EngineRecord } from "../../src/foundry/combat/record-step";
import { sideInitiativeAdapter } from "../../src/core/turns/adapters/side-initiative";
import { allowedIntents } from "../../src/core/turns/adapters/allowed";
import { HISTORY_LIMIT } from "../../src/core/turns/history";
import { Refusal } from "../../src/core/turns/refusals";
import { emptyRoundState } from "../../src/core/schema/round-state";
import { sidesEconomy } from "../../src/rulesets/sides/rules/economy";
import type { AnyAdapter } from "../../src/core/turns/adapters/adapter";

const adapter = sideInitiativeAdapter as unknown as AnyAdapter;
const economy = sidesEconomy as Parameters<typeof stepRecord>[1];
const GM = { userId: "gm", isGM: true };
const fighter = (id: string, groupId: string) => ({ id, groupId, owners: [], initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10, cannotBeSurprised: false, surprised: false, ambusher: false });

function step(record: EngineRecord, command: { type: string; by: typeof GM }): EngineRecord {
  const outcome = stepRecord(adapter, economy, record, command);
  if (!outcome.ok) throw new Error(outcome.reason.key);
  return outcome.record;
}

/** A side-initiative fight rolled 7 to 3, then `count` of whatever the GM may do next (the first offered). */
function fight(count: number): EngineRecord[] {
  const setup = { groups: [{ id: "party", isParty: true }, { id: "foes", isParty: false }], fighters: [fighter("maren", "party"), fighter("gob", "foes")], startedBy: null, attacked: null, surprising: null, fastSlow: false };
  let record: EngineRecord = { state: adapter.initial(), roundState: emptyRoundState(), roundHistory: [] };
  record = step(record, adapter.start(setup, GM));
  for (const [forId, total] of [["party", 7], ["foes", 3]] as const) record = step(record, adapter.rollCommand(record.state, { purpose: "initiative", forId, total }, GM));
  const seen = [record];
  for (let i = 0; i < count; i++) {
    const intent = allowedIntents(adapter, record.state, GM).find((candidate) => candidate.kind !== "undo")!;
    record = step(record, adapter.command(record.state, intent, GM)!);
    seen.push(record);
  }
  return seen;
}

const undo = { type: "undo", by: GM };

describe("the round state's undo history follows the engine's", () => {
  it("each undo returns to the record before the last command, budgets included", () => {
    const seen = fight(6);
    let record = seen.at(-1)!;
    for (const earlier of seen.slice(0, -1).reverse()) {
      record = step(record, undo);
      expect(record).toEqual(earlier);
    }
  });

  it("a new round refreshes the budgets, and undoing it puts the spent ones back", () => {
    const seen = fight(1);
    const spent = { ...seen[1]!, roundState: { budgets: [{ id: "maren", budget: { ...sidesEconomy.fresh(), mainSpent: true } }], rulesets: [] } };
    const next = step(spent, adapter.command(spent.state, { kind: "nextRound" }, GM)!);
    expect(next.roundState.budgets.find((b) => b.id === "maren")?.budget).toMatchObject({ mainSpent: false });
    expect(step(next, undo)).toEqual(spent);
  });

  it(`past ${HISTORY_LIMIT} commands both forget the oldest together, and undo stops where the engine does`, () => {
    const seen = fight(HISTORY_LIMIT + 5);
    let record = seen.at(-1)!;
    expect(record.roundHistory).toHaveLength(HISTORY_LIMIT);
    for (let back = 1; back <= HISTORY_LIMIT; back++) {
      record = step(record, undo);
      expect(record.roundState).toEqual(seen.at(-1 - back)!.roundState);
    }
    expect(stepRecord(adapter, economy, record, undo)).toEqual({ ok: false, reason: { key: Refusal.NothingToUndo } });
  });
});
