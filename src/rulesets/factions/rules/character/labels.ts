/** Every i18n key the factions character rules return; English text lives under FRAY.Factions in lang/en.json. */
const SAVE = "FRAY.Factions.Save";

/** The three scores, as the sheet and a save's card name them. */
export const FACTIONS_SCORE_LABEL = {
  str: "FRAY.Factions.Score.str",
  agi: "FRAY.Factions.Score.agi",
  wit: "FRAY.Factions.Score.wit",
} as const;

/** What a save came to, and why when a natural roll decided it; each gets {score} and {roll}. */
export const FACTIONS_SAVE_OUTCOME = {
  pass: `${SAVE}.pass`,
  fail: `${SAVE}.fail`,
  naturalOne: `${SAVE}.naturalOne`,
  naturalTwenty: `${SAVE}.naturalTwenty`,
} as const;

/** The world setting for how a save is read. */
export const FACTIONS_SAVE_SETTING_LABEL = {
  name: `${SAVE}.Setting.name`,
  hint: `${SAVE}.Setting.hint`,
  underOrEqual: `${SAVE}.Setting.underOrEqual`,
  naturalExtremes: `${SAVE}.Setting.naturalExtremes`,
} as const;

/** The armour lines a card lists: what each part adds to the armour value. */
export const FACTIONS_ARMOUR_LINE = {
  natural: "FRAY.Factions.Armour.natural",
  armour: "FRAY.Factions.Armour.worn",
  shield: "FRAY.Factions.Armour.shield",
} as const;

/** What a consumable did, as the chat says it; {amount} and {name} where they apply. */
export const FACTIONS_CONSUMABLE_EFFECT = {
  healed: "FRAY.Factions.Consumable.Effect.healed",
  stoodUp: "FRAY.Factions.Consumable.Effect.stoodUp",
  cured: "FRAY.Factions.Consumable.Effect.cured",
  nothingToCure: "FRAY.Factions.Consumable.Effect.nothingToCure",
  weaponCoated: "FRAY.Factions.Consumable.Effect.weaponCoated",
  poisonShaken: "FRAY.Factions.Consumable.Effect.poisonShaken",
  poisonHurts: "FRAY.Factions.Consumable.Effect.poisonHurts",
} as const;

/** Why a consumable cannot be used. */
export const FACTIONS_CONSUMABLE_REFUSAL = {
  noneLeft: "FRAY.Factions.Consumable.Refusal.noneLeft",
  dead: "FRAY.Factions.Consumable.Refusal.dead",
} as const;
