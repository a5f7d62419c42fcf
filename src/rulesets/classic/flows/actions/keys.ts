/** The i18n keys of the classic action shell and the attack of opportunity offers (English in lang/en.json). */
const P = "FRAY.Classic.Taken";
const O = "FRAY.Classic.Opportunity";

export const TAKEN_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  noPotion: `${P}.Refusal.NoPotion`,
} as const;

export const TAKEN_TEXT = {
  /** The action's name, by the id takeClassicAction receives. */
  name: (action: string) => `${P}.Name.${action}`,
  /** How it was taken when it differs (a weapon drawn while moving, a potion from a belt). */
  variant: (variant: string) => `${P}.Variant.${variant}`,
  /** The budget slot it took, by ClassicAction kind. */
  slot: (kind: string) => `${P}.Slot.${kind}`,
  line: `${P}.Line`,
  freeLine: `${P}.FreeLine`,
  standardGivenUp: `${P}.StandardGivenUp`,
  provokes: `${P}.Provokes`,
  healed: `${P}.Healed`,
  confirmTitle: `${P}.Override.Title`,
  confirmContent: `${P}.Override.Content`,
  overridden: `${P}.Override.Told`,
  /** A counterspell is the GM's to judge: the line says so. */
  counterspellNote: `${P}.CounterspellNote`,
  spellFails: `${P}.SpellFails`,
  spellHolds: `${P}.SpellHolds`,
} as const;

/** The cast-a-spell dialog. */
export const CAST_SPELL_TEXT = {
  title: `${P}.CastSpell.Title`,
  somatic: `${P}.CastSpell.Somatic`,
  somaticRemoved: `${P}.CastSpell.SomaticRemoved`,
  cast: `${P}.CastSpell.Cast`,
} as const;

export const OPPORTUNITY_TEXT = {
  title: `${O}.Title`,
  prompt: `${O}.Prompt`,
  button: `${O}.Button`,
  leftSquare: `${O}.LeftSquare`,
} as const;
