/** Every i18n key the `declared` injury rules return; English text lives under FRAY.Declared.Injury in lang/en.json. */
const P = "FRAY.Declared.Injury";

/** Lines of the rolls after a critical, on the card. */
export const DECLARED_INJURY_LINE = {
  check: `${P}.Line.Check`,
  table: `${P}.Line.Table`,
} as const;

/** What the card says when the world leaves the injury to the GM's words. */
export const DECLARED_INJURY_GM_DESCRIBES = `${P}.GmDescribes`;

/** Which arm or hand a limb injury struck: the record's label and the d4's line on the card. */
export const DECLARED_LIMB_LABEL = {
  mainArm: `${P}.Limb.mainArm`,
  offArm: `${P}.Limb.offArm`,
  mainHand: `${P}.Limb.mainHand`,
  offHand: `${P}.Limb.offHand`,
} as const;

/** The name and effect keys of a blunt table row: FRAY.Declared.Injury.Blunt.<row>.Name / .Effect. */
export const bluntRowKeys = (row: string) => ({ name: `${P}.Blunt.${row}.Name`, effect: `${P}.Blunt.${row}.Effect` });

const S = `${P}.Setting.untabled`;

/** The world setting for the damage types whose table has no rows. */
export const DECLARED_UNTABLED_SETTING_LABEL = {
  name: `${S}.name`,
  hint: `${S}.hint`,
  gm: `${S}.gm`,
  blunt: `${S}.blunt`,
} as const;
