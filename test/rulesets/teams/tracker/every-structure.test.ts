/**
 * "The chapter's own turn structure is the default; every other structure works": a teams fight (Roland
 * and Clementine against two goblins, initiative numbers from the teams ratings) under each of the five
 * turn structures, played through the tracker's own path (the GM's turn command and the buttons the
 * engine allows): it starts, each conscious combatant gets exactly one turn in the round, an unconscious
 * goblin is skipped, and the round ends.
 */
import { afterEach, describe, expect, it } from "vitest";
import { double, settle, teamsFight } from "../flows/conditions/teams-fight";

const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
const { adapterOf, stateOf } = await import("../../../../src/foundry/combat/combat-engine");
const { allowedIntents } = await import("../../../../src/core/turns/adapters/allowed");
const { TURN_STRUCTURE_IDS } = await import("../../../../src/core/turns/engine");
const { activeRules } = await import("../../../../src/foundry/active-ruleset");
const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");

type Doc = Record<string, any>;
type Intent = { kind: string; combatantId?: string; groupId?: string; actionId?: string; modifier?: number };

const viewOf = (combat: Doc) => adapterOf(combat as never)!.view(stateOf(combat as never) as never);
const allowed = (combat: Doc): Intent[] => allowedIntents(adapterOf(combat as never)!, stateOf(combat as never) as never, { userId: "gm", isGM: true }) as Intent[];

async function press(intent: Intent): Promise<void> {
  const answer = await handleTurn({ combatId: "combat1", intent }, "gm");
  if (!answer.ok) throw new Error(`${intent.kind} ${intent.combatantId ?? intent.groupId ?? ""} refused: ${JSON.stringify(answer)}`);
  await settle();
}

/**
 * Plays round 1 as a GM at the tracker would: declares for everyone and locks (declared speed), lets
 * the holder choose who goes first (factions), ends the turn of whoever is acting, otherwise lets the
 * next ready combatant act, and finally moves to the next round. Returns each combatant's turns.
 */
async function playRoundOne(combat: Doc): Promise<Map<string, number>> {
  const turns = new Map<string, number>();
  let acting = new Set<string>();
  for (let step = 0; step < 60 && viewOf(combat).round === 1; step++) {
    const view = viewOf(combat);
    const nowActing = new Set([...view.activeIds, ...view.fighters.filter((f: Doc) => f.status === "acting").map((f: Doc) => f.id as string)]);
    for (const id of nowActing) if (!acting.has(id)) turns.set(id, (turns.get(id) ?? 0) + 1);
    acting = nowActing;
    const intents = allowed(combat);
    const find = (kind: string, test: (intent: Intent) => boolean = () => true) => intents.find((intent) => intent.kind === kind && test(intent));
    const undeclared = find("declare", (intent) => !view.fighters.find((f: Doc) => f.id === intent.combatantId)?.declared);
    const next =
      (undeclared && { ...undeclared, actionId: activeRules().declaredActions[0]!.id, modifier: 0 }) ||
      find("lockDeclarations") ||
      find("chooseFirst") ||
      find("endTurn", (intent) => nowActing.has(intent.combatantId ?? "")) ||
      find("act") ||
      find("endGroupTurn") ||
      find("nextRound");
    if (!next) throw new Error(`round 1 is stuck: ${JSON.stringify(view)}`);
    await press(next);
  }
  return turns;
}

afterEach(() => {
  double.settings.set("fray.turnStructure", "ruleset");
  double.recorded.messages.length = 0;
});

describe("a teams fight runs under every turn structure", () => {
  it("the chapter's alternating teams is the teams world's default structure", () => {
    expect(activeRules().turnStructure).toBe("alternatingTeams");
  });

  it.each(TURN_STRUCTURE_IDS.map((structure) => [structure]))("%s: every conscious combatant takes one turn, the unconscious goblin none, and the round ends", async (structure) => {
    // Initiative dice that differ, as real ones soon do (the double's empty dice would tie every roll-off forever).
    double.dice.splice(0, double.dice.length, ...Array.from({ length: 60 }, (_, i) => [20, 13, 7, 16, 4, 10, 18, 2, 11, 5, 15, 8][i % 12]!));
    // The GM picks the structure in the world setting; the tracker's start reads it (FrayCombat#frayStructure).
    double.settings.set("fray.turnStructure", structure);
    const chosen = (Object.create(FrayCombat.prototype) as { frayStructure: string }).frayStructure;
    expect(chosen).toBe(structure);
    const { combat, actors } = await teamsFight(chosen);
    expect(viewOf(combat).started).toBe(true);
    // The goblin archer is knocked out before it acts.
    await actors.gob2!.update({ system: { endurance: { value: 0 }, health: { value: 0 } } });
    await settle();
    expect(viewOf(combat).fighters.find((f: Doc) => f.id === "gob2")?.status).toBe("unconscious");

    const turns = await playRoundOne(combat);
    expect(Object.fromEntries([...turns].sort())).toEqual({ clementine: 1, gob1: 1, roland: 1 });
    expect(viewOf(combat).round).toBe(2);
  });
});
