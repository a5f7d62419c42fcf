/** The teams sheets' benchmark: each sheet's context (Foundry's part, the base sheet's, the teams builder's, the actions panel) + Handlebars. Measures only. */
import { actorBaseContext, itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import { teamsCharacterSheetContext, type TeamsCharacterSystem } from "../../src/rulesets/teams/sheets/character-context";
import { teamsItemSheetContext } from "../../src/rulesets/teams/sheets/item-context";
import { TEAMS_ITEM_PARTS, teamsItemDetailsTemplate } from "../../src/rulesets/teams/sheets/item-layout";
import { TEAMS_CHARACTER_PARTS, TEAMS_MONSTER_PARTS } from "../../src/rulesets/teams/sheets/layout";
import { teamsMonsterSheetContext, type TeamsMonsterSystem } from "../../src/rulesets/teams/sheets/monster-context";
import { teamsActionsView } from "../../src/rulesets/teams/flows/actions/actions-view";
import { petraOnTurn } from "../../test/rulesets/teams/flows/actions/support";
import { loadPack, type PackDocument } from "../../test/support/packs";
import { renderParts } from "../../test/support/render-sheet";
import { foundryContext, itemRows } from "../../test/support/sheet-contexts";
import { time } from "./bench";

/** The ready hero with the most embedded items: the heaviest character sheet the packs give a table. */
function fullestHero(): PackDocument {
  return loadPack("teams-heroes").reduce((best, hero) => ((hero.items ?? []).length > (best.items ?? []).length ? hero : best));
}

export function benchTeamsSheets(report: (line: string) => void): void {
  const hero = fullestHero();
  const heroSystem = hero.system as unknown as TeamsCharacterSystem;
  const monster = loadPack("teams-monsters")[0]!;
  const monsterSystem = monster.system as unknown as TeamsMonsterSystem;
  const weapon = loadPack("teams-weapons")[0]!;
  const weaponParts = { ...TEAMS_ITEM_PARTS, details: { template: teamsItemDetailsTemplate(weapon.type) } };
  // On its own turn in a started fight, so the actions panel is whole.
  const onTurn = petraOnTurn();
  const runs = 500;
  report(`Teams sheet HTML render, median of ${runs} (context built from pack data, actions panel on the actor's turn + Handlebars)`);
  const sheets: [string, () => unknown][] = [
    [`character (${(hero.items ?? []).length} items)`, () => renderParts(TEAMS_CHARACTER_PARTS, { ...foundryContext(hero), ...actorBaseContext(heroSystem, {}, textAt(heroSystem, "notes")), ...teamsCharacterSheetContext({ system: heroSystem, items: itemRows(hero) }), actions: teamsActionsView(onTurn) })],
    ["monster stat block", () => renderParts(TEAMS_MONSTER_PARTS, { ...foundryContext(monster), ...actorBaseContext(monsterSystem, {}, textAt(monsterSystem, "notes")), ...teamsMonsterSheetContext(monsterSystem), actions: teamsActionsView(onTurn) })],
    ["weapon item", () => renderParts(weaponParts, { ...foundryContext(weapon), ...itemBaseContext(weapon, textAt(weapon.system, "description")), ...teamsItemSheetContext(weapon.type, weapon.system) })],
  ];
  for (const [name, fn] of sheets) report(`  ${name.padEnd(24)} ${time(runs, fn).toFixed(3)} ms`);
}
