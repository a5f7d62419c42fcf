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
import { freshRound, type RoundActions } from "../../src/rulesets/sides/rules/combat/action-economy";
import { actionContext, type ActorFacts } from "../../src/rulesets/sides/flows/actions/action-context";
import { actionsView, type PanelAttack } from "../../src/rulesets/sides/flows/actions/actions-view";
import { characterFacts, monsterFacts } from "../../src/rulesets/sides/flows/actions/facts";
import { statBlockAttacks, weaponAttacks } from "../../src/rulesets/sides/flows/actions/panel-attacks";
import { weaponProfile, type WeaponSystem } from "../../src/rulesets/sides/flows/profiles";

/**
 * Where the actor stands in the round, as panel-input.ts reads it in Foundry from the combat:
 * out of combat by default (a fresh round); in combat with a stored budget and whose turn it is.
 */
export interface RoundSituation {
  inCombat: boolean;
  ownTurn: boolean;
  state: RoundActions;
  prone: boolean;
  morale: boolean;
}

const OUT_OF_COMBAT: RoundSituation = { inCombat: false, ownTurn: true, state: freshRound(), prone: false, morale: true };

/** The actions panel as SidesCharacterSheet / SidesMonsterSheet build it through actionsPanel(). */
function actionsContext(facts: ActorFacts, movement: number, attacks: PanelAttack[], round: RoundSituation) {
  const ctx = { ...actionContext(null, "", null, facts), ownTurn: round.ownTurn };
  return actionsView({ state: round.state, ctx, inCombat: round.inCombat, prone: round.prone, baseMovementFt: movement, attacks, morale: round.morale });
}

function readiedWeapons(items: PackDocument[]) {
  return items
    .filter((item) => item.type === "sidesWeapon" && item.system.carry === "readied")
    .map((item) => weaponProfile(item.system as unknown as WeaponSystem));
}

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
export function characterContext(doc: PackDocument, tabs: Record<string, unknown>, round: RoundSituation = { ...OUT_OF_COMBAT, morale: false }) {
  const source = doc.system as unknown as CharacterSource;
  const items = doc.items ?? [];
  const gear = {
    armour: items.filter((item) => item.type === "sidesArmour").map((item) => item.system as unknown as Infer<typeof armourSchema>),
    shields: items.filter((item) => item.type === "sidesShield").map((item) => item.system as unknown as Infer<typeof shieldSchema>),
  };
  const system = { ...source, ...deriveCharacter(source, gear) };
  const view = characterView(system, rows(items));
  const facts = characterFacts(readiedWeapons(items), source.combatSkills.shoot);
  const actions = actionsContext(facts, source.movement, weaponAttacks(view.readiedWeapons), round);
  return { ...common(doc), system, tabs, enrichedNotes: source.notes, view, actions };
}

export function monsterContext(doc: PackDocument, round: RoundSituation = OUT_OF_COMBAT) {
  const system = doc.system as unknown as Infer<typeof monsterSchema>;
  const view = monsterView(system);
  const actions = actionsContext(monsterFacts(system.trainedSnap), system.movement, statBlockAttacks(view.attacks), round);
  return { ...common(doc), system, tabs: {}, enrichedNotes: system.notes, view, actions };
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
