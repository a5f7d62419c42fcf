/** The `teams` packs as the rules read them: pack documents turned into the plain inputs of the pure rules. */
import type { Infer } from "../../../../src/core/schema/spec";
import { freshBudget } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import type { PlannedAttacker, PlannedTargetInput } from "../../../../src/rulesets/teams/rules/combat/attack-plan";
// The pack documents go through the same adapter the GM's attack uses.
export { plannedWeapon } from "../../../../src/rulesets/teams/rules/combat/planned-weapon";
import { sizeValue, standingDefences } from "../../../../src/rulesets/teams/rules/derived";
import type { attackFields } from "../../../../src/rulesets/teams/schema/attack-fields";
import type { armourSchema } from "../../../../src/rulesets/teams/schema/items";
import type { TeamsCharacterSystem } from "../../../../src/rulesets/teams/sheets/character-context";
import type { TeamsMonsterSystem } from "../../../../src/rulesets/teams/sheets/monster-context";
import { loadPack, named, type PackDocument } from "../../../support/packs";
import { onMyTurn } from "../rules/actions/support";

export const weapons = loadPack("teams-weapons");
export const armour = loadPack("teams-armour");
export const gear = loadPack("teams-gear");
export const monsters = loadPack("teams-monsters");
export const heroes = loadPack("teams-heroes");

type AttackData = { [K in keyof ReturnType<typeof attackFields>]: Infer<ReturnType<typeof attackFields>[K]> };

export { named };

export const heroSystem = (doc: PackDocument) => doc.system as unknown as TeamsCharacterSystem;
export const monsterSystem = (doc: PackDocument) => doc.system as unknown as TeamsMonsterSystem;

/** The hero's embedded item of that name. */
export function carried(hero: PackDocument, name: string): PackDocument {
  return named(hero.items ?? [], name);
}

export const weaponData = (doc: PackDocument) => doc.system as unknown as AttackData;

/** An actor ready to attack on its own turn with a fresh budget. */
export function plannedAttacker(system: TeamsCharacterSystem | TeamsMonsterSystem): PlannedAttacker {
  return { ratings: system, luckModifier: system.luck, size: sizeValue(system.size), budget: freshBudget(), context: onMyTurn };
}

/** An actor as an attack meets it: its evasion and deflection with worn armour, size and vitals. */
export function plannedTarget(doc: PackDocument): PlannedTargetInput {
  const system = doc.system as unknown as TeamsCharacterSystem;
  const worn = (doc.items ?? []).filter((item) => item.type === "teamsArmour").map((item) => item.system as unknown as Infer<typeof armourSchema>);
  const defences = standingDefences(system, worn);
  return {
    id: doc._id,
    evasion: defences.evasion,
    deflection: defences.deflection,
    size: sizeValue(system.size),
    lasting: { defenceBonus: 0, rangedDisadvantage: false },
    prone: system.conditions.prone,
    dead: system.conditions.dead,
    vitals: { endurance: system.endurance, health: system.health },
    constitution: system.constitution,
  };
}
