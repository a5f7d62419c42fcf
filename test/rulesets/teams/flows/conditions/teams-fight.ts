/**
 * A teams world in the Foundry double: the GM and two players, Roland (p1) and Clementine (p2)
 * against two goblins, every actor with its teams data, the combat hooks and the teams condition
 * hooks registered as the world's init registers them. `settle` waits for every GM reaction.
 */
import { initialData } from "../../../../../src/core/schema/spec";
import { installFightDouble } from "../../../../foundry-double";
import { makeCombat, type CombatantSeed } from "../../../../foundry-double/combat";
import { giveActorData } from "../../../../foundry-double/actor-data";

export const double = installFightDouble();
double.settings.set("fray.ruleset", "teams");

const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const { handleStart } = await import("../../../../../src/foundry/combat/combat-queries");
const { registerCombatHooks } = await import("../../../../../src/foundry/combat/combat-hooks");
const { onGmLane } = await import("../../../../../src/foundry/channel");
const { TeamsCharacterData, TeamsMonsterData } = await import("../../../../../src/rulesets/teams/models");
const { characterSchema } = await import("../../../../../src/rulesets/teams/schema/character");
const { monsterSchema } = await import("../../../../../src/rulesets/teams/schema/monster");
const { registerConditionHooks } = await import("../../../../../src/rulesets/teams/flows/conditions/register");
const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { teamsEconomy } = await import("../../../../../src/rulesets/teams/rules/actions/economy");
const { takeAction } = await import("../../../../../src/rulesets/teams/rules/actions/take-action");

registerCombatHooks();
registerConditionHooks();

type Doc = Record<string, any>;

const SEEDS: (CombatantSeed & { monster?: boolean })[] = [
  { id: "roland", name: "Roland", group: "party", owners: ["p1"] },
  { id: "clementine", name: "Clementine", group: "party", owners: ["p2"] },
  { id: "gob1", name: "Goblin", group: "foes", owners: [], monster: true },
  // On an unlinked token, as monsters usually are: its effects live in the token's ActorDelta.
  { id: "gob2", name: "Goblin archer", group: "foes", owners: [], monster: true, unlinked: true },
];

/** A character with 12 endurance and 10 health (constitution 4); goblins 6 and 6. */
function teamsData(monster: boolean) {
  const model = monster ? new TeamsMonsterData() : new TeamsCharacterData();
  const base = initialData(monster ? monsterSchema : characterSchema);
  const pools = monster ? { endurance: { value: 6, max: 6 }, health: { value: 6, max: 6 } } : { endurance: { value: 12, max: 12 }, health: { value: 10, max: 10 } };
  return Object.assign(model, structuredClone(base), pools) as Doc & { prepareDerivedData(): void };
}

/** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await double.net.settle();
    await onGmLane(async () => undefined);
  }
}

/** Runs a write on a player's client, as their sheet or token HUD would. */
export async function asPlayer<T>(userId: string, write: () => Promise<T>): Promise<T> {
  const done = await double.net.on(userId, write);
  await settle();
  return done;
}

/** A fresh teams fight: the combat, its actors by id, started in alternating teams with the party first. */
export async function teamsFight(structure = "alternatingTeams") {
  double.net.actAs("gm");
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, SEEDS, ["party", "foes"], double.recorded) as Doc;
  double.combats.set("combat1", combat);
  // Each combatant shows its token's image (Combatant#img: https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html#img).
  for (const combatant of combat.combatants.contents) combatant.img = "icons/svg/mystery-man.svg";
  const actors: Record<string, Doc> = {};
  for (const seed of SEEDS) actors[seed.id] = giveActorData(combat.combatants.get(seed.id).actor, seed.name, teamsData(seed.monster === true), double.recorded);
  // The GM places their tokens on the scene (createToken: https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
  for (const actor of Object.values(actors)) double.recorded.fire?.("createToken", { actor }, {});
  const answer = await handleStart({ combatId: "combat1", structure, choices: { startedBy: "party", attacked: "foes", partyGroupId: "party" } }, "gm");
  if (!answer.ok) throw new Error(`the fight did not start: ${JSON.stringify(answer)}`);
  await settle();
  return { combat, actors };
}

/** The GM spends these actions of the combatant's stored budget on its own turn, as the teams action handlers do. */
export async function spendActions(combat: Doc, id: string, ...actions: Parameters<typeof takeAction>[2][]): Promise<void> {
  let budget = teamsEconomy.read(combat.system.roundState.budgets.find((b: { id: string }) => b.id === id)?.budget);
  for (const action of actions) {
    const taken = takeAction(budget, { stamina: 3, focus: 3 }, action, { ownTurn: true, stamina: 3, focus: 3, prone: false });
    if (!taken.ok) throw new Error(`${action} refused: ${taken.reason.key}`);
    budget = taken.budget;
  }
  await storeEconomy(combat.combatants.get(id), budget);
}
