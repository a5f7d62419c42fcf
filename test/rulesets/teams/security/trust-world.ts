/**
 * The `teams` world its trust property test runs in: the attack tests' fight (./flows/attack/fight.ts:
 * a GM and two players on their own clients, combats, chat with rolls, dialogs, tokens on 1 m squares,
 * the attack command and the card's steps), plus what the ruleset's `register()` adds (the tests, the
 * actions, the condition hooks) and the shell's combat hooks. Each run gets a fresh started fight whose
 * ids carry the run's suffix, so what the GM's hooks remember of one run never meets the next.
 *   Boudica (p1) (0,0)   guard (p2's) (1,0)
 *   Agnessa (p2) (0,1)   brute (GM's) (1,1)
 */
import { combatDouble, deriveTeams, double, newScene, teamsItemSystem, teamsSystem, world } from "../flows/attack/fight";
import { registerRulesetShell } from "../../../support/ruleset-shell";
import { startSuffixedFight, type LineUp, type SuffixedFight } from "../../../support/suffixed-fight";

export { double, world };
const g = globalThis as Record<string, any>;
// ActiveEffect.fromStatusEffect builds a status's effect (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#fromstatuseffect).
g.ActiveEffect ??= { implementation: { fromStatusEffect: async (id: string) => ({ toObject: () => ({ name: id, statuses: [id] }) }) } };

export const FIGHTERS = ["boudica", "guard", "agnessa", "brute"] as const;
export type FighterId = (typeof FIGHTERS)[number];
/** Boudica and Agnessa are the party; the guard is p2's, the brute the GM's. */
export const LINE_UP: LineUp<FighterId> = { fighters: FIGHTERS, owners: { boudica: ["p1"], guard: ["p2"], agnessa: ["p2"], brute: [] }, party: ["boudica", "agnessa"] };

const queries = await import("../../../../src/foundry/combat/combat-queries");
const { registerTeamsTests } = await import("../../../../src/rulesets/teams/flows/tests/register");
const { registerTeamsActions } = await import("../../../../src/rulesets/teams/flows/actions/register");
const { registerConditionHooks } = await import("../../../../src/rulesets/teams/flows/conditions/register");

// What the ruleset's register() adds to the attack flow the fight fixture registered (definition.ts).
export const { wire } = await registerRulesetShell("teams", [registerTeamsTests, registerTeamsActions, registerConditionHooks], { listen: false });


const pools = (endurance: number, health: number) => ({ endurance: { value: endurance, max: endurance }, health: { value: health, max: health } });
const spear = { attributes: { strength: true, dexterity: true }, proficiencies: { finesse: true, martial: true }, damage: 4, damageType: "piercing", criticalDamage: 8, criticalThreshold: 19, parryValue: 2, metal: true };
const claw = { name: "Claw", attributes: { strength: true }, proficiencies: { martial: false }, damage: 5, damageType: "typeless", criticalDamage: 5, criticalThreshold: 30 };
const SEEDS: Record<FighterId, { fields: Record<string, unknown>; monster?: boolean; items?: { id: string; name: string; kind: "weapon" | "shield"; fields?: Record<string, unknown> }[] }> = {
  boudica: {
    fields: { attributes: { strength: "d6", intellect: "d6" }, skills: { combat: "d6", athletics: "d4", medicine: "d6" }, proficiencies: { martial: 1, fortitude: 1 }, evasion: 2, constitution: 4, stamina: { value: 3, max: 3 }, focus: { value: 3, max: 3 }, ...pools(8, 6) },
    items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }, { id: "shield", name: "Round shield", kind: "shield", fields: { blockValue: 3, durability: { listed: 10, lost: 0 } } }],
  },
  agnessa: {
    fields: { attributes: { strength: "d6", intellect: "d8" }, skills: { combat: "d4", medicine: "d6" }, stamina: { value: 3, max: 3 }, focus: { value: 3, max: 3 }, ...pools(6, 6) },
    items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }],
  },
  guard: { monster: true, fields: { evasion: 4, attacks: [claw], stamina: { value: 2, max: 2 }, ...pools(6, 6) } },
  brute: { monster: true, fields: { evasion: 3, attacks: [claw, { ...claw, name: "Bite", damage: 8 }], ...pools(8, 8) } },
};
const AT: Record<FighterId, { x: number; y: number }> = { boudica: { x: 0, y: 0 }, guard: { x: 1, y: 0 }, agnessa: { x: 0, y: 1 }, brute: { x: 1, y: 1 } };

export type TeamsWorld = SuffixedFight<FighterId>;

/** A fresh fight of alternating teams, the party's team first. */
export function teamsWorld(): Promise<TeamsWorld> {
  return startSuffixedFight({
    lineUp: LINE_UP, double, combatDouble, net: world.net, newScene, structure: "alternatingTeams", choices: { startedBy: "party" },
    seedOf: (f) => {
      const seed = SEEDS[f];
      const items = (seed.items ?? []).map((item) => ({ id: item.id, name: item.name, type: item.kind === "weapon" ? "teamsWeapon" : "teamsShield", system: teamsItemSystem(item) }));
      return { system: teamsSystem(seed), items, at: AT[f], derive: (system) => deriveTeams(system) };
    },
    // The GM places the token: the condition hooks take its data as accepted (createToken).
    placed: (actor) => combatDouble.recorded.fire?.("createToken", { actor }, {}),
  });
}

/** The tracker's turn buttons as `userId` presses them (the shell's own command, on the GM's client). */
export const turn = (intent: Record<string, unknown>, userId: string) => world.net.on("gm", () => queries.handleTurn({ combatId: "combat1", intent: intent as never }, userId));
