/** Every i18n key the declared actions return; English text lives under FRAY.Declared.Action and FRAY.Declared.Riposte in lang/en.json. */
const A = "FRAY.Declared.Action";
const R = "FRAY.Declared.Riposte";

/** The declare dialog's names of the six actions, with nothing chosen. */
export const DECLARED_ACTION_LABEL = {
  attack: `${A}.attack`,
  cast: `${A}.cast`,
  consumable: `${A}.consumable`,
  throw: `${A}.throw`,
  fullDefense: `${A}.fullDefense`,
  defensiveAttack: `${A}.defensiveAttack`,
} as const;

/** The same actions naming the weapon, spell or item (placeholder {item}). */
export const DECLARED_ACTION_WITH = {
  attack: `${A}.With.attack`,
  cast: `${A}.With.cast`,
  consumable: `${A}.With.consumable`,
  defensiveAttack: `${A}.With.defensiveAttack`,
} as const;

/** The lines behind a declared initiative modifier. */
export const DECLARED_ACTION_LINE = {
  weaponSpeed: `${A}.Line.weaponSpeed`,
  spellSpeed: `${A}.Line.spellSpeed`,
  consumable: `${A}.Line.consumable`,
  throw: `${A}.Line.throw`,
  fullDefense: `${A}.Line.fullDefense`,
  defensive: `${A}.Line.defensive`,
  /** Full defense's +4 on the Defense lines of an attack card. */
  fullDefenseDefense: `${A}.Line.fullDefenseDefense`,
} as const;

/** Why an action cannot be declared with what was chosen. */
export const DECLARED_ACTION_REFUSAL = {
  unknownAction: `${A}.Refusal.unknownAction`,
  itemGone: `${A}.Refusal.itemGone`,
  needsWeapon: `${A}.Refusal.needsWeapon`,
  needsSpell: `${A}.Refusal.needsSpell`,
  needsItem: `${A}.Refusal.needsItem`,
  throwWeaponIsAttack: `${A}.Refusal.throwWeaponIsAttack`,
  defensiveNeedsWeapon: `${A}.Refusal.defensiveNeedsWeapon`,
} as const;

/** Why a creature may not riposte now. */
export const DECLARED_RIPOSTE_REFUSAL = {
  surprised: `${R}.Refusal.surprised`,
  down: `${R}.Refusal.down`,
  reactionSpent: `${R}.Refusal.reactionSpent`,
  noMeleeWeapon: `${R}.Refusal.noMeleeWeapon`,
  outOfReach: `${R}.Refusal.outOfReach`,
  notOnFullDefense: `${R}.Refusal.notOnFullDefense`,
  defensiveAttack: `${R}.Refusal.defensiveAttack`,
} as const;

/** What the riposte answers, on the offer. */
export const DECLARED_RIPOSTE_TRIGGER = {
  attacked: `${R}.Trigger.attacked`,
  entered: `${R}.Trigger.entered`,
} as const;

/** The tracker's badges of what a creature has left this round. */
export const DECLARED_ECONOMY_BADGE = {
  standard: "FRAY.Declared.Economy.standard",
  free: "FRAY.Declared.Economy.free",
  reaction: "FRAY.Declared.Economy.reaction",
} as const;
