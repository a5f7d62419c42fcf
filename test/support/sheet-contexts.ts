/**
 * The render checks' stand-in for what Foundry hands a sheet, built from a pack document. Only
 * Foundry's part lives here; each sheet's own part comes from the very builder its _prepareContext
 * calls (src/foundry/sheets/base-context.ts and the ruleset's *-context.ts).
 */
import { itemRowOf, type ItemRow } from "../../src/foundry/sheets/item-row";
import { actorBaseContext, itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import type { Infer } from "../../src/core/schema/spec";
import { deriveFromItems, type CharacterDerived, type CharacterSource } from "../../src/rulesets/sides/rules/derived-character";
import type { monsterSchema } from "../../src/rulesets/sides/schema/monster";
import { characterSheetContext } from "../../src/rulesets/sides/sheets/character-context";
import { monsterSheetContext } from "../../src/rulesets/sides/sheets/monster-context";
import { itemSheetContext } from "../../src/rulesets/sides/sheets/item-context";
import { OUT_OF_COMBAT, type RoundSituation } from "../../src/rulesets/sides/sheets/actions-panel";
import type { PackDocument } from "./packs";

/**
 * What DocumentSheetV2#_prepareContext gives every template of a document the user owns:
 * `document`, `editable` (and `source`, `fields`, `rootId`, which Fray's templates do not read).
 * Source: foundry.applications.api.DocumentSheetV2.RenderContext in fvtt-types 13.345
 * (src/foundry/client/applications/api/document-sheet.d.mts), mirroring Foundry v13's document-sheet.mjs.
 */
export function foundryContext(doc: PackDocument) {
  return { document: { name: doc.name, img: doc.img, type: doc.type }, editable: true, owner: true };
}

/**
 * What ApplicationV2#_prepareTabs("primary") returns with `active` shown: one entry per tab with
 * id, group, active, cssClass "active" on the open one, and the label from `labelPrefix`.
 * Source: ApplicationV2.Tab and ApplicationV2#_prepareTabs in fvtt-types 13.345
 * (src/foundry/client/applications/api/application.d.mts), mirroring Foundry v13's application.mjs.
 */
export function tabsContext(config: { primary: { labelPrefix: string; tabs: { id: string }[] } }, active: string) {
  return Object.fromEntries(
    config.primary.tabs.map(({ id }) => [
      id,
      { id, group: "primary", active: id === active, cssClass: id === active ? "active" : "", label: `${config.primary.labelPrefix}.${id}` },
    ]),
  );
}

/** The actor's embedded items as the sheet base class reads them (a pack stores the id as `_id`). */
export function itemRows(doc: PackDocument): ItemRow[] {
  return (doc.items ?? []).map((item) => itemRowOf({ ...item, id: item._id }));
}

/** A character's system data once its data model has prepared it (SidesCharacterData#prepareDerivedData). */
export function preparedCharacter(doc: PackDocument): CharacterSource & CharacterDerived {
  const source = doc.system as unknown as CharacterSource;
  return { ...source, ...deriveFromItems(source, doc.items ?? []) };
}

/** Each sheet's context as its _prepareContext assembles it: Foundry's part, the base class's, the sheet's own. */
export function characterContext(doc: PackDocument, tabs: Record<string, unknown>, round: RoundSituation = OUT_OF_COMBAT) {
  const system = preparedCharacter(doc);
  const base = actorBaseContext(system, tabs, textAt(system, "notes"));
  return { ...foundryContext(doc), ...base, ...characterSheetContext({ system, items: itemRows(doc) }, round) };
}

/** A stat block in a world that uses the morale rule (its check shows). */
export function monsterContext(doc: PackDocument, round: RoundSituation = OUT_OF_COMBAT) {
  const system = doc.system as unknown as Infer<typeof monsterSchema>;
  return { ...foundryContext(doc), ...actorBaseContext(system, {}, textAt(system, "notes")), ...monsterSheetContext(system, round, true) };
}

export function itemContext(doc: PackDocument) {
  return { ...foundryContext(doc), ...itemBaseContext(doc, textAt(doc.system, "description")), ...itemSheetContext(doc.system) };
}
