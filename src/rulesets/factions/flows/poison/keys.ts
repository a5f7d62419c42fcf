/** The poison flows' GM command, texts and refusals; English under FRAY.Factions.Poison in lang/en.json. */
const P = "FRAY.Factions.Poison";

export const FACTIONS_COAT_WEAPON = "factionsCoatWeapon";
/** The GM's Undo on a round's-end poison card. */
export const POISON_TICK_UNDO = "factionsPoisonTickUndo";

export const POISON_TEXT = {
  /** "{target} shakes off the dose: STR save {natural} against {score}." */
  saveHeld: `${P}.Card.SaveHeld`,
  /** "The poison takes hold of {target}: STR save {natural} against {score} failed." */
  tookHold: `${P}.Card.TookHold`,
  /** "At the round's end, {name} fights the poison: STR save {natural} against {score}." */
  tick: `${P}.Tick`,
  tickUndo: `${P}.TickCard.Undo`,
  /** "Undone: {name}'s health and poison are as before." */
  tickUndone: `${P}.TickCard.Undone`,
  dialogTitle: `${P}.Dialog.Title`,
  dialogWeapon: `${P}.Dialog.Weapon`,
  dialogCoat: `${P}.Dialog.Coat`,
} as const;

const R = `${P}.Refusal`;
export const POISON_REFUSAL = {
  notPoison: `${R}.NotPoison`,
  noWeapon: `${R}.NoWeapon`,
  alreadyCoated: `${R}.AlreadyCoated`,
  /** A dose used without a weapon (the plain turn action): refused before the turn is spent or a dose taken. */
  chooseWeapon: `${R}.ChooseWeapon`,
  tickMissing: `${R}.TickMissing`,
  tickNotGm: `${R}.TickNotGm`,
  tickGmOnly: `${R}.TickGmOnly`,
  tickUndone: `${R}.TickUndone`,
} as const;

export const COAT_WEAPON_TEMPLATE = "systems/fray/templates/factions/dialogs/coat-weapon.hbs";
