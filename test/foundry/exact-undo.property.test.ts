/**
 * Exact undo, as a property over every turn structure: after any run of commands (with budgets
 * spent and sides' round state written between them), one more command and then Undo leave the
 * Combat's stored data exactly as it was: the engine's state, every budget, every ruleset's round
 * state, the undo history, and the round number.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";

const { recorded, combats, net, dice, users } = installFightDouble();

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
const { adapterOf, stateOf } = await import("../../src/foundry/combat/combat-engine");
const { activeEconomy, storedEconomy, storeEconomy } = await import("../../src/foundry/combat/round-budget");
const { rulesetRound, saveRulesetRound } = await import("../../src/foundry/combat/ruleset-round");
const { allowedIntents } = await import("../../src/core/turns/adapters/allowed");
const { TURN_STRUCTURE_IDS } = await import("../../src/core/turns/engine");
const { activeRules } = await import("../../src/foundry/active-ruleset");
const { SIDES_ROUND } = await import("../../src/rulesets/sides/schema/round");
type SidesRound = import("../../src/rulesets/sides/schema/round").SidesRound;

type Combat = Record<string, any>;
const GM = { userId: "gm", isGM: true };

function newFight(): Combat {
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"], dex: 14 },
    { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [] },
    { id: "chief", name: "Chieftain", group: "foes", owners: [] },
  ], ["party", "foes"], recorded);
  combats.set("combat1", combat);
  return combat;
}

/** What the GM may press now (Undo aside), with the declared action filled in from the ruleset's list. */
function choices(combat: Combat) {
  const adapter = adapterOf(combat as never)!;
  const declare = activeRules().declaredActions[0]?.id ?? "none";
  return allowedIntents(adapter, stateOf(combat as never), GM)
    .filter((intent) => intent.kind !== "undo")
    .map((intent) => (intent.kind === "declare" ? { ...intent, actionId: declare } : intent));
}

/** Between commands people spend actions and declare swarms: the round state changes outside the engine. */
async function sideEffects(combat: Combat, pick: number): Promise<void> {
  const combatant = combat.combatants.contents[pick % combat.combatants.contents.length];
  const economy = activeEconomy();
  if (pick % 3 === 0) await storeEconomy(combatant, { ...(economy.read(storedEconomy(combatant)) as object), mainSpent: true });
  if (pick % 4 === 1) {
    const round: SidesRound = rulesetRound(combat as never, SIDES_ROUND);
    const swarm = { targetId: "gob", round: combat.round as number, assailants: [combatant.id as string], resolved: false };
    const next: SidesRound = { ...round, swarmBook: { round: combat.round as number, swarms: [swarm] } };
    await saveRulesetRound(combat as never, SIDES_ROUND, next);
  }
}

const stored = (combat: Combat) => JSON.parse(JSON.stringify({ system: combat.system, round: combat.round ?? null }));

describe("undo restores everything the undone command changed", () => {
  it.each(TURN_STRUCTURE_IDS)("in %s: do one more command, undo it, and the stored combat is as it was", async (structure) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 0, maxLength: 6 }),
        fc.nat(),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 60, maxLength: 60 }),
        fc.boolean(),
        async (picks, last, rolls, ambush) => {
          net.actAs("gm");
          dice.splice(0, dice.length, ...rolls);
          const combat = newFight();
          expect(await handleStart({ combatId: "combat1", structure, choices: { startedBy: "party", attacked: "foes", surprising: ambush ? "party" : null } }, "gm")).toEqual({ ok: true });
          for (const pick of picks) {
            const options = choices(combat);
            if (options.length === 0) break;
            await sideEffects(combat, pick);
            await handleTurn({ combatId: "combat1", intent: options[pick % options.length] }, "gm");
          }
          const options = choices(combat);
          fc.pre(options.length > 0);
          const before = stored(combat);
          const done = await handleTurn({ combatId: "combat1", intent: options[last % options.length] }, "gm");
          fc.pre(done.ok);
          expect(await handleTurn({ combatId: "combat1", intent: { kind: "undo" } }, "gm")).toEqual({ ok: true });
          expect(stored(combat)).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("undoing Next round out of a surprise round takes back the initiative rolled for it and gives back the budgets it refreshed", async () => {
    net.actAs("gm");
    dice.splice(0, dice.length, 6, 3, 2, 8, 5, 5);
    const combat = newFight();
    await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { surprising: "party" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "act", combatantId: "maren" } }, "gm");
    await storeEconomy(combat.combatants.get("maren"), { ...(activeEconomy().read(null) as object), mainSpent: true });
    const before = stored(combat);
    const rolled = recorded.messages.length;
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm")).toEqual({ ok: true });
    expect(recorded.messages.length).toBeGreaterThan(rolled);
    expect(storedEconomy(combat.combatants.get("maren"))).toMatchObject({ mainSpent: false });
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "undo" } }, "gm")).toEqual({ ok: true });
    expect(stored(combat)).toEqual(before);
    expect(storedEconomy(combat.combatants.get("maren"))).toMatchObject({ mainSpent: true });
  });
});
