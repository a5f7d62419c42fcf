/** The sneaking flows' GM command and texts; English under FRAY.Factions.Sneaking in lang/en.json. */
const S = "FRAY.Factions.Sneaking";

export const FACTIONS_SNEAK = "factionsSneak";

export const SNEAK_TEXT = {
  /** "{name} is revealed: {act}." */
  revealed: `${S}.Line.Revealed`,
  /** "{name} is revealed." (the GM's or the owner's call) */
  revealedByChoice: `${S}.Line.RevealedByChoice`,
  hideButton: `${S}.Button.Hide`,
  revealButton: `${S}.Button.Reveal`,
} as const;

export const SNEAK_REFUSAL = {
  /** Hiding again needs being out of sight for a while or a major distraction: the GM's call. */
  gmHides: `${S}.Refusal.GmHides`,
  notConcealed: `${S}.Refusal.NotConcealed`,
} as const;
