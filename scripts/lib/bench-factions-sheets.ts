/**
 * The factions sheets' benchmark: each sheet's context (Foundry's part, the base sheet's, the factions
 * builder's, the turn's buttons, the "this round" panel mid-fight) + Handlebars, from pack data. Measures only.
 */
import { actorBaseContext, itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import { factionsEconomy } from "../../src/rulesets/factions/rules/actions/budget";
import { factionsCreatureSheetContext } from "../../src/rulesets/factions/sheets/creature-context";
import { factionsItemSheetContext } from "../../src/rulesets/factions/sheets/item-context";
import { FACTIONS_CREATURE_PARTS, FACTIONS_ITEM_PARTS, factionsItemDetailsTemplate } from "../../src/rulesets/factions/sheets/layout";
import { factionsRoundPanel } from "../../src/rulesets/factions/sheets/round-panel";
import { factionsTurnButtons } from "../../src/rulesets/factions/sheets/turn-buttons";
import { creatureData, heroes, monsters, named } from "../../test/rulesets/factions/packs/support";
import { prepared } from "../../test/rulesets/factions/sheets/creatures";
import type { PackDocument } from "../../test/support/packs";
import { renderParts } from "../../test/support/render-sheet";
import { foundryContext, itemRows } from "../../test/support/sheet-contexts";
import { time } from "./bench";

/** The pack creature with the most embedded items: the heaviest sheet of its kind a table opens. */
const fullest = (docs: PackDocument[]): PackDocument => docs.reduce((best, doc) => ((doc.items ?? []).length > (best.items ?? []).length ? doc : best));

/** What FactionsCreatureSheet#_prepareContext assembles for a pack creature mid-fight (a bonus action taken), rendered. */
function creatureSheet(doc: PackDocument, gm: boolean): () => string {
  const items = itemRows(doc);
  const system = prepared(creatureData(doc) as never, items);
  const budget = { ...factionsEconomy.fresh(), bonus: 1 };
  return () =>
    renderParts(FACTIONS_CREATURE_PARTS, {
      ...foundryContext(doc),
      ...actorBaseContext(system, {}, textAt(system, "notes")),
      ...factionsCreatureSheetContext({ system, items, statuses: new Set<string>(), gm }),
      turnActions: factionsTurnButtons(),
      round: factionsRoundPanel(budget, false),
    });
}

export function benchFactionsSheets(report: (line: string) => void): void {
  const hero = fullest(heroes);
  const monster = fullest(monsters);
  const weapon = named(heroes, "Balthasar").items!.find((item) => item.type === "factionsWeapon")!;
  const weaponParts = { ...FACTIONS_ITEM_PARTS, details: { template: factionsItemDetailsTemplate(weapon.type) } };
  const runs = 500;
  report(`Factions sheet HTML render, median of ${runs} (context built from pack data, "this round" panel mid-fight + Handlebars)`);
  const sheets: [string, () => unknown][] = [
    [`character (${(hero.items ?? []).length} items)`, creatureSheet(hero, false)],
    [`monster (${(monster.items ?? []).length} items, GM)`, creatureSheet(monster, true)],
    ["weapon item", () => renderParts(weaponParts, { ...foundryContext(weapon), ...itemBaseContext(weapon, textAt(weapon.system, "description")), ...factionsItemSheetContext(weapon.type, false) })],
  ];
  for (const [name, fn] of sheets) report(`  ${name.padEnd(24)} ${time(runs, fn).toFixed(3)} ms`);
}
