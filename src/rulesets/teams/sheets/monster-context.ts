/** What the `teams` monster stat block adds to Foundry's context, from plain data: the sheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import { TEAMS_ATTRIBUTES, TEAMS_WEAPON_PROFICIENCIES } from "../rules/derived/traits";
import { DAMAGE_TYPE_CHOICES } from "../schema/attack-fields";
import type { monsterSchema } from "../schema/monster";
import { attackLine } from "./attack-line";
import { combatantView } from "./combatant-view";

export type TeamsMonsterSystem = Infer<typeof monsterSchema>;
type MonsterAttack = TeamsMonsterSystem["attacks"][number];

/** The stat block a GM runs a fight from: the combatant's numbers and one line per natural attack, as the rules roll it. */
export function teamsMonsterSheetContext(system: TeamsMonsterSystem) {
  return {
    view: {
      // A monster's armour is written into its own deflection.
      ...combatantView(system, []),
      damageTypeChoices: Object.fromEntries(DAMAGE_TYPE_CHOICES.map((type) => [type, `FRAY.Teams.Sheet.DamageType.${type}`])),
      attacks: system.attacks.map((attack, index) => attackRow(system, attack, index)),
    },
  };
}

/** One attack: its line as the rules roll it, and the checkboxes for what its test may use. */
function attackRow(system: TeamsMonsterSystem, attack: MonsterAttack, index: number) {
  const path = `system.attacks.${index}`;
  return {
    index,
    path,
    ...attack,
    line: attackLine(system, attack),
    // Two labelled groups of checkboxes: the attributes and the proficiencies the test may use.
    uses: [
      { key: "attributes", label: "FRAY.Teams.Sheet.attributes", boxes: TEAMS_ATTRIBUTES.map((key) => ({ name: `${path}.attributes.${key}`, label: `FRAY.Teams.Sheet.Attribute.${key}`, checked: attack.attributes[key] })) },
      { key: "proficiencies", label: "FRAY.Teams.Sheet.proficiencies", boxes: TEAMS_WEAPON_PROFICIENCIES.map((key) => ({ name: `${path}.proficiencies.${key}`, label: `FRAY.Teams.Sheet.Proficiency.${key}`, checked: attack.proficiencies[key] })) },
    ],
  };
}

export type TeamsMonsterSheetContext = ReturnType<typeof teamsMonsterSheetContext>;
