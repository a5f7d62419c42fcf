/** The declared sheets' benchmark: each sheet's context (Foundry's part, the base sheet's, the declared builder's) + Handlebars, from pack data. Measures only. */
import { actorBaseContext, itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import { declaredCreatureSheetContext } from "../../src/rulesets/declared/sheets/creature-context";
import { declaredItemSheetContext } from "../../src/rulesets/declared/sheets/item-context";
import { DECLARED_CREATURE_PARTS, DECLARED_ITEM_PARTS, declaredItemDetailsTemplate } from "../../src/rulesets/declared/sheets/layout";
import type { DeclaredCreatureSystem } from "../../src/rulesets/declared/rules/creature/stored-ratings";
import { prepared } from "../../test/rulesets/declared/sheets/creatures";
import { loadPack, type PackDocument } from "../../test/support/packs";
import { renderParts } from "../../test/support/render-sheet";
import { foundryContext, itemRows } from "../../test/support/sheet-contexts";
import { time } from "./bench";

/** The pack creature with the most embedded items: the heaviest sheet of its kind a table opens. */
function fullest(pack: string): PackDocument {
  return loadPack(pack).reduce((best, doc) => ((doc.items ?? []).length > (best.items ?? []).length ? doc : best));
}

/** What DeclaredCreatureSheet#_prepareContext assembles for a pack creature, rendered. */
function creatureSheet(doc: PackDocument, gm: boolean): () => string {
  const items = itemRows(doc);
  const system = prepared(doc.system as unknown as DeclaredCreatureSystem, items);
  return () => renderParts(DECLARED_CREATURE_PARTS, { ...foundryContext(doc), ...actorBaseContext(system, {}, textAt(system, "notes")), ...declaredCreatureSheetContext({ system, items, gm }) });
}

export function benchDeclaredSheets(report: (line: string) => void): void {
  const hero = fullest("declared-heroes");
  const monster = fullest("declared-monsters");
  const weapon = loadPack("declared-weapons")[0]!;
  const weaponParts = { ...DECLARED_ITEM_PARTS, details: { template: declaredItemDetailsTemplate(weapon.type) } };
  const runs = 500;
  report(`Declared sheet HTML render, median of ${runs} (context built from pack data + Handlebars)`);
  const sheets: [string, () => unknown][] = [
    [`character (${(hero.items ?? []).length} items)`, creatureSheet(hero, false)],
    [`monster (${(monster.items ?? []).length} items, GM)`, creatureSheet(monster, true)],
    ["weapon item", () => renderParts(weaponParts, { ...foundryContext(weapon), ...itemBaseContext(weapon, textAt(weapon.system, "description")), ...declaredItemSheetContext(weapon.type, weapon.system) })],
  ];
  for (const [name, fn] of sheets) report(`  ${name.padEnd(24)} ${time(runs, fn).toFixed(3)} ms`);
}
