/** Every i18n key the going-down and condition rules return; English text lives under FRAY.Declared.Condition in lang/en.json. */
const P = "FRAY.Declared.Condition";

export const DECLARED_CONDITION_REFUSAL = {
  dead: `${P}.Refusal.Dead`,
  kindUsed: `${P}.Refusal.KindUsed`,
  dyingOneAction: `${P}.Refusal.DyingOneAction`,
  dyingMovedOrActed: `${P}.Refusal.DyingMovedOrActed`,
  notDown: `${P}.Refusal.NotDown`,
  alreadyStabilized: `${P}.Refusal.AlreadyStabilized`,
  paralyzed: `${P}.Refusal.Paralyzed`,
} as const;

/** What the card says when Wound Point loss crosses a threshold. */
export const DECLARED_CONDITION_NOTICE = {
  incapacitated: `${P}.Notice.Incapacitated`,
  dying: `${P}.Notice.Dying`,
  dead: `${P}.Notice.Dead`,
  stabilizationLost: `${P}.Notice.StabilizationLost`,
} as const;

export const DECLARED_CONDITION_LINE = {
  healBase: `${P}.Line.HealBase`,
  highestWound: `${P}.Line.HighestWound`,
  prone: `${P}.Line.Prone`,
  concussed: `${P}.Line.Concussed`,
  paralyzed: `${P}.Line.Paralyzed`,
  blindedOneEye: `${P}.Line.BlindedOneEye`,
  deafenedOneEar: `${P}.Line.DeafenedOneEar`,
} as const;
