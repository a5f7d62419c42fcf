/**
 * What a `classic` character sheet and stat block add to Foundry's context, from plain data: the sheets
 * and the render checks both call this with the prepared system data (its `derived` numbers from the
 * data model) and the actor's items. Every number shown is read from `derived`; inputs edit source fields.
 */
import type { Modifier } from "../../../core/rules-types";
import { signed } from "../../../core/format/signed";
import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import { CLASSIC_ABILITIES } from "../rules/character/abilities";
import type { ClassicCreatureDerived } from "../rules/character/derived";
import { CLASSIC_SIZES } from "../rules/character/size";
import { DEATH_SAVE_FAILURES_TO_DIE, isDead } from "../rules/dying/dying-state";
import { STORED_AC_PARTS } from "../schema/creature-fields";
import type { monsterSchema } from "../schema/monster";
import { ARMOUR_CATEGORIES, WEAPON_GROUPS } from "../schema/training";
import { classicItemGroups } from "./item-rows";

const S = "FRAY.Classic.Sheet";
/** Feet a square is on the chapter's grid. */
const FEET_A_SQUARE = 5;

type Stored = Infer<typeof monsterSchema>;

/** A creature as the sheet reads it: stored data with the model's derived numbers, and its items. */
export interface ClassicSheetCreature {
  system: Stored & { className?: string; derived: ClassicCreatureDerived };
  items: readonly ItemRow[];
  /** The ids of its broken items (flags.fray.broken). */
  brokenIds?: readonly string[];
  /** Only the GM edits the dying state and repairs broken items. */
  gm: boolean;
}

const lines = (parts: readonly Modifier[]) => parts.map((line) => ({ label: line.key, value: signed(line.value) }));
const total = (value: { total: number; lines: Modifier[] }) => ({ value: signed(value.total), lines: lines(value.lines) });

function abilityRows({ abilities, derived }: ClassicSheetCreature["system"]) {
  return CLASSIC_ABILITIES.map((key) => ({
    key,
    label: `${S}.Ability.${key}`,
    path: `system.abilities.${key}.score`,
    score: abilities[key].score,
    modifier: signed(derived.modifiers[key]),
  }));
}

/** Down, stable, the failed saves as three boxes, dead; and the wound the GM named (none while blank). */
function dyingView(dying: Stored["dying"]) {
  const dead = isDead(dying);
  const state = dead ? "dead" : !dying.down ? "standing" : dying.stable ? "stable" : "dying";
  return {
    state,
    stateLabel: `${S}.Dying.${state}`,
    down: dying.down,
    bleeding: state === "dying",
    failures: Array.from({ length: DEATH_SAVE_FAILURES_TO_DIE }, (_unused, index) => ({ index, failed: index < dying.failures })),
    wound: dying.wound === "" ? null : dying.wound,
  };
}

function trainingView(training: Stored["training"]) {
  return {
    weapons: WEAPON_GROUPS.map((key) => ({ key, label: `${S}.WeaponGroup.${key}`, path: `system.training.weapons.${key}`, trained: training.weapons[key] })),
    armour: ARMOUR_CATEGORIES.map((key) => ({ key, label: `${S}.ArmourCategory.${key}`, path: `system.training.armour.${key}`, trained: training.armour[key] })),
    shields: training.shields,
  };
}

export function classicCreatureSheetContext({ system, items, brokenIds = [], gm }: ClassicSheetCreature) {
  const { derived } = system;
  return {
    view: {
      gm,
      character: typeof system.className === "string",
      abilities: abilityRows(system),
      unconscious: derived.unconscious,
      attacks: derived.attacks.map(signed).join("/"),
      ac: { normal: derived.ac.normal, touch: derived.ac.touch, flatFooted: derived.ac.flatFooted, lines: lines(derived.ac.lines) },
      acParts: STORED_AC_PARTS.map((key) => ({ key, label: `FRAY.Classic.AC.Part.${key}`, path: `system.ac.${key}`, value: system.ac[key] })),
      initiative: signed(derived.initiativeBonus),
      fortitude: total(derived.fortitude),
      sizeChoices: Object.fromEntries(CLASSIC_SIZES.map((size) => [size, `${S}.Size.${size}`])),
      sizeAttack: signed(derived.sizeAttack),
      sizeManeuver: signed(derived.sizeManeuver),
      space: derived.space * FEET_A_SQUARE,
      grapple: total(derived.grapple),
      escapeArtist: total(derived.escapeArtist),
      training: trainingView(system.training),
      dying: dyingView(system.dying),
      ...classicItemGroups(items, system.training, brokenIds),
    },
  };
}

export type ClassicCreatureSheetContext = ReturnType<typeof classicCreatureSheetContext>;
