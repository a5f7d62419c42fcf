import { deriveCharacter, type CharacterSource } from "../../src/rulesets/sides/rules/derived-character";
import { characterView } from "../../src/rulesets/sides/sheets/character-view";
import { monsterView } from "../../src/rulesets/sides/sheets/monster-view";
import { itemChoices } from "../../src/rulesets/sides/sheets/item-view";
import { formatShock, type ShockRating } from "../../src/rulesets/sides/rules/shock-notation";
import type { ItemRow } from "../../src/rulesets/sides/sheets/view-types";
import type { Infer } from "../../src/core/schema/spec";
import type { armourSchema, shieldSchema } from "../../src/rulesets/sides/schema/items";
import type { monsterSchema } from "../../src/rulesets/sides/schema/monster";
import type { PackDocument } from "./packs";

/** What ApplicationV2's `_prepareTabs` hands a template, for the tab shown first. */
export function tabsContext(config: { primary: { labelPrefix: string; tabs: { id: string }[] } }, active: string) {
  return Object.fromEntries(
    config.primary.tabs.map(({ id }) => [
      id,
      { id, group: "primary", active: id === active, cssClass: id === active ? "active" : "", label: `${config.primary.labelPrefix}.${id}` },
    ]),
  );
}

function rows(items: PackDocument[] = []): ItemRow[] {
  return items.map((item) => ({ id: item._id, name: item.name, img: item.img, type: item.type, system: item.system }));
}

function common(doc: PackDocument) {
  return { document: { name: doc.name, img: doc.img, type: doc.type }, editable: true, owner: true };
}

/** The character sheet's context, as SidesCharacterSheet#_prepareContext builds it in Foundry. */
export function characterContext(doc: PackDocument, tabs: Record<string, unknown>) {
  const source = doc.system as unknown as CharacterSource;
  const items = doc.items ?? [];
  const gear = {
    armour: items.filter((item) => item.type === "sidesArmour").map((item) => item.system as unknown as Infer<typeof armourSchema>),
    shields: items.filter((item) => item.type === "sidesShield").map((item) => item.system as unknown as Infer<typeof shieldSchema>),
  };
  const system = { ...source, ...deriveCharacter(source, gear) };
  return { ...common(doc), system, tabs, enrichedNotes: source.notes, view: characterView(system, rows(items)) };
}

export function monsterContext(doc: PackDocument) {
  const system = doc.system as unknown as Infer<typeof monsterSchema>;
  return { ...common(doc), system, tabs: {}, enrichedNotes: system.notes, view: monsterView(system) };
}

export function itemContext(doc: PackDocument) {
  const shock = doc.system.shock as ShockRating | undefined;
  return {
    ...common(doc),
    system: doc.system,
    typeLabel: `TYPES.Item.${doc.type}`,
    enrichedDescription: String(doc.system.description ?? ""),
    choices: itemChoices(),
    shockText: shock ? formatShock(shock) : "",
  };
}
