/**
 * A GM becoming the active one (at load, or when the GM before it leaves) checks every started
 * encounter against its engine and repairs what changed while no GM followed it: combatants its
 * players added or removed, a copy a player added of one already in the fight, rolls nobody made.
 * It says what it did, and says nothing (and writes nothing) when nothing changed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { failOnConsoleErrors } from "../../support/console-errors";
import { arm, as, combatantIds, fight, fighter, fighterIds, g, GM, gmDoes, net, newFight, recorded, settle, table } from "./table";

const { adapterOf, stateOf } = await import("../../../src/foundry/combat/combat-engine");
const { recordOf } = await import("../../../src/foundry/combat/apply-command");
const { stepRecord } = await import("../../../src/foundry/combat/record-step");
const { activeEconomy } = await import("../../../src/foundry/combat/round-budget");
const { makeCombat } = await import("../../foundry-double/combat");
const { ADAPTERS } = await import("../../../src/core/turns/adapters/registry");
const { replaced } = await import("../../../src/foundry/update-operators");
const { fightSetup } = await import("../../../src/foundry/combat/fight-setup");

type Doc = Record<string, any>;
const { notices, combats } = table;
// Messages as the GM reads them: the key with what fills it in.
g.game.i18n = { localize: (key: string) => key, format: (key: string, data: Doc) => `${key} ${JSON.stringify(data)}` };

failOnConsoleErrors();

const gmUser = () => g.game.users.get("gm");
/** The GM logs out: its client hears it is gone (and is the active GM no longer). */
async function gmLeaves(): Promise<void> {
  net.connect("gm", false);
  await net.on("gm", () => g.Hooks.callAll("userConnected", gmUser(), false));
  await settle();
}
/** The GM logs back in: its client hears it, finds itself the active GM, and does its arrival's work on its lane. */
async function gmArrives(): Promise<void> {
  net.connect("gm", true);
  await net.on("gm", () => g.Hooks.callAll("userConnected", gmUser(), true));
  await settle();
}
/** What the arrival told the GM (other notices, such as whom the GM declares for, aside). */
const told = () => notices.map((notice) => notice.message).filter((message) => message.startsWith("FRAY.Tracker.Reconciled"));

describe("a GM arriving", () => {
  beforeEach(() => {
    notices.splice(0);
    arm();
  });

  it("a GM arriving finds a combatant added and one removed while no GM was there", async () => {
    await newFight("sideInitiative");
    await gmLeaves();
    const [wren] = await as("p1", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    await as("p2", () => fight().deleteEmbeddedDocuments("Combatant", ["tamsin"]));
    // Nobody followed: Wren has no turns, Tamsin is a ghost.
    expect([fighter(wren.id), fighter("tamsin")?.id]).toEqual([undefined, "tamsin"]);
    const writes = fight().updates.length;
    await gmArrives();
    expect(fighterIds()).toEqual(combatantIds());
    expect(fighter(wren.id)?.groupId).toBe("party");
    // One write of the Combat for it all.
    expect(fight().updates.length).toBe(writes + 1);
    expect(told()).toEqual(['FRAY.Tracker.Reconciled.joined {"names":"Wren"}', 'FRAY.Tracker.Reconciled.left {"count":"1"}']);
  });

  it("a character its player took out (after acting) and brought back while no GM was there comes back having acted", async () => {
    await newFight("sideInitiative");
    expect(await gmDoes("act", { combatantId: "maren" })).toEqual({ ok: true });
    expect(await gmDoes("endTurn", { combatantId: "maren" })).toEqual({ ok: true });
    await as("p1", () => fight().deleteEmbeddedDocuments("Combatant", ["maren"]));
    await gmLeaves();
    const [back] = await as("p1", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    await gmArrives();
    expect(fighter(back.id)?.status).toBe("acted");
  });

  it("a second copy of a combatant already in the fight, added by its player while no GM was there, is removed, not given a second turn", async () => {
    await newFight("individual");
    await gmLeaves();
    await as("p1", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(combatantIds()).toHaveLength(5);
    await gmArrives();
    expect(combatantIds()).toEqual(["chief", "gob", "maren", "tamsin"]);
    expect(fighterIds()).toEqual(combatantIds());
    expect(told()).toEqual(['FRAY.Tracker.Reconciled.copies {"names":"Maren"}']);
  });

  it("a start whose GM left before its initiative was rolled gets its rolls made", async () => {
    await newFight();
    // The GM's tab closed between writing the started fight and rolling for it.
    const adapter = ADAPTERS.individual;
    const setup = fightSetup(fight() as never, { startedBy: null, attacked: null, surprising: null, fastSlow: false, partyGroupId: null });
    let record = { state: adapter.initial(), roundState: recordOf(fight() as never).roundState, roundHistory: [] as never[] };
    for (const command of adapter.setup!(setup, GM)) {
      const stepped = stepRecord(adapter, activeEconomy(), record, command);
      if (!stepped.ok) throw new Error("the start was refused");
      record = stepped.record as typeof record;
    }
    await fight().update({ system: { structure: "individual", ...replaced("state", record.state), roundState: record.roundState, roundHistory: [] }, round: 1 });
    expect(adapter.view(stateOf(fight() as never)).pendingRolls).toHaveLength(4);
    await gmLeaves();
    const rolls = recorded.messages.length;
    await gmArrives();
    const view = adapter.view(stateOf(fight() as never));
    expect([view.pendingRolls, view.order.flatMap((step) => step.ids).sort()]).toEqual([[], combatantIds()]);
    expect(recorded.messages.length).toBeGreaterThanOrEqual(rolls + 4);
    expect(told()).toEqual(["FRAY.Tracker.Reconciled.rolled"]);
  });

  it("finds nothing changed: writes nothing and says nothing; an encounter not started is left alone", async () => {
    await newFight("factions");
    const waiting = makeCombat(table.FrayCombat as never, table.FrayCombatData as never, [{ id: "gob", name: "Goblin", group: "foes", owners: [] }], ["foes"], recorded);
    combats.set("combat2", waiting);
    await gmLeaves();
    const writes = [fight().updates.length, waiting.updates.length];
    await gmArrives();
    expect([fight().updates.length, waiting.updates.length]).toEqual(writes);
    expect(told()).toEqual([]);
    combats.delete("combat2");
  });
});
