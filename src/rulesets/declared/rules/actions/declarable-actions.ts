/**
 * What one creature may declare this round, from its gear as plain numbers: an attack and a defensive
 * attack with each weapon, each spell cast, each consumable used, a throw, full defense, and a
 * defensive attack without attacking. The GM's side rebuilds it from the actor to price a declaration.
 */
import type { DeclaredAction } from "../../../../core/declared-actions";
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import * as price from "./action-lines";
import { declaredActionId, type DeclaredActionKind } from "./action-kinds";
import { DECLARED_ACTION_LABEL, DECLARED_ACTION_WITH } from "./labels";

interface Named {
  id: string;
  name: string;
}

export interface DeclarerGear {
  weapons: readonly (Named & price.WeaponNumbers)[];
  spells: readonly (Named & price.SpellNumbers)[];
  consumables: readonly (Named & price.ItemNumbers)[];
}

function using(kind: keyof typeof DECLARED_ACTION_WITH, item: Named, lines: Modifier[]): DeclaredAction {
  return { id: declaredActionId(kind, item.id), label: DECLARED_ACTION_WITH[kind], data: { item: item.name }, modifier: modifierTotal(lines) };
}

function alone(kind: DeclaredActionKind, lines: Modifier[]): DeclaredAction {
  return { id: declaredActionId(kind), label: DECLARED_ACTION_LABEL[kind], modifier: modifierTotal(lines) };
}

export function declarableActionList(gear: DeclarerGear): DeclaredAction[] {
  return [
    ...gear.weapons.map((weapon) => using("attack", weapon, price.attackLines(weapon))),
    ...gear.spells.map((spell) => using("cast", spell, price.castLines(spell))),
    ...gear.consumables.map((item) => using("consumable", item, price.consumableLines(item))),
    alone("throw", price.throwLines(null)),
    alone("fullDefense", price.fullDefenseLines()),
    ...gear.weapons.map((weapon) => using("defensiveAttack", weapon, price.defensiveAttackLines(weapon))),
    alone("defensiveAttack", price.defensiveAttackLines(null)),
  ];
}
