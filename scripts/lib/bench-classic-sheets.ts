/**
 * The classic sheets' benchmark: each sheet's context (Foundry's part, the base sheet's, the classic builder's,
 * the maneuver and action buttons, the "this round" panel mid-fight) + Handlebars, from pack data. Measures only.
 */
import { actorBaseContext, itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import { classicEconomy } from "../../src/rulesets/classic/rules/actions/budget";
import { classicActionButtons } from "../../src/rulesets/classic/sheets/action-buttons";
import { classicCreatureSheetContext } from "../../src/rulesets/classic/sheets/creature-context";
import { classicEconomyPanel } from "../../src/rulesets/classic/sheets/economy-panel";
import { classicItemSheetContext } from "../../src/rulesets/classic/sheets/item-context";
import { CLASSIC_CREATURE_PARTS, CLASSIC_ITEM_PARTS, classicItemDetailsTemplate } from "../../src/rulesets/classic/sheets/layout";
import { creatureData, heroes, monsters, named } from "../../test/rulesets/classic/packs/support";
import { prepared } from "../../test/rulesets/classic/sheets/creatures";
import type { PackDocument } from "../../test/support/packs";
import { renderParts } from "../../test/support/render-sheet";
import { foundryContext, itemRows } from "../../test/support/sheet-contexts";
import { time } from "./bench";

/** The pack creature with the most embedded items: the heaviest sheet of its kind a table opens. */
const fullest = (docs: PackDocument[]): PackDocument => docs.reduce((best, doc) => ((doc.items ?? []).length > (best.items ?? []).length ? doc : best));

/** What ClassicCreatureSheet#_prepareContext assembles for a pack creature mid-fight (a move and one attack spent), rendered. */
function creatureSheet(doc: PackDocument, gm: boolean): () => string {
  const items = itemRows(doc);
  const system = prepared(creatureData(doc), items);
  const budget = { ...classicEconomy.fresh(), standard: "attacks" as const, attacks: 1, moves: 1 };
  return () =>
    renderParts(CLASSIC_CREATURE_PARTS, {
      ...foundryContext(doc),
      ...actorBaseContext(system, {}, textAt(system, "notes")),
      ...classicCreatureSheetContext({ system, items, gm }),
      buttons: classicActionButtons({ grappling: false }),
      economy: classicEconomyPanel(budget, system.derived.attacks.length),
    });
}

export function benchClassicSheets(report: (line: string) => void): void {
  const hero = fullest(heroes);
  const monster = fullest(monsters);
  const weapon = named(heroes, "Brannoc Vell").items!.find((item) => item.type === "classicWeapon")!;
  const weaponParts = { ...CLASSIC_ITEM_PARTS, details: { template: classicItemDetailsTemplate(weapon.type) } };
  const runs = 500;
  report(`Classic sheet HTML render, median of ${runs} (context built from pack data, "this round" panel mid-fight + Handlebars)`);
  const sheets: [string, () => unknown][] = [
    [`character (${(hero.items ?? []).length} items)`, creatureSheet(hero, false)],
    [`monster (${(monster.items ?? []).length} items, GM)`, creatureSheet(monster, true)],
    ["weapon item", () => renderParts(weaponParts, { ...foundryContext(weapon), ...itemBaseContext(weapon, textAt(weapon.system, "description")), ...classicItemSheetContext(weapon.type, weapon.system) })],
  ];
  for (const [name, fn] of sheets) report(`  ${name.padEnd(24)} ${time(runs, fn).toFixed(3)} ms`);
}
