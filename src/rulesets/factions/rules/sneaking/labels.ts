/** Every i18n key the factions sneaking rules return; English text lives under FRAY.Factions.Sneaking in lang/en.json. */
const S = "FRAY.Factions.Sneaking";

/** What a concealed character may do, and whether doing it gives it away. */
export const FACTIONS_SNEAKING_ACT = {
  attack: `${S}.Act.attack`,
  invokePower: `${S}.Act.invokePower`,
  talk: `${S}.Act.talk`,
  moveWithoutSneaking: `${S}.Act.moveWithoutSneaking`,
  walkInFrontOfEnemy: `${S}.Act.walkInFrontOfEnemy`,
  makeNoise: `${S}.Act.makeNoise`,
  moveSneaking: `${S}.Act.moveSneaking`,
  pickUpOrPutDown: `${S}.Act.pickUpOrPutDown`,
  equip: `${S}.Act.equip`,
  useConsumable: `${S}.Act.useConsumable`,
  interact: `${S}.Act.interact`,
} as const;
export type FactionsSneakingAct = keyof typeof FACTIONS_SNEAKING_ACT;

export const FACTIONS_SNEAKING_REFUSAL = {
  inSight: `${S}.Refusal.inSight`,
  alreadyConcealed: `${S}.Refusal.alreadyConcealed`,
} as const;

export const FACTIONS_SNEAKING_OUTCOME = {
  revealed: `${S}.Outcome.revealed`,
  staysHidden: `${S}.Outcome.staysHidden`,
} as const;
