/** The declared attack card's buttons and the GM command each one asks for. */
export const CARD_ACTIONS = {
  rollDamage: "rollDamage",
  chooseType: "chooseType",
  apply: "apply",
  injury: "injury",
  undo: "undo",
  riposte: "riposte",
} as const;

export type CardAction = (typeof CARD_ACTIONS)[keyof typeof CARD_ACTIONS];

export const CARD_COMMANDS: Record<CardAction, string> = {
  rollDamage: "declaredRollDamage",
  chooseType: "declaredChooseDamageType",
  apply: "declaredApplyHit",
  injury: "declaredInjuryCheck",
  undo: "declaredUndoHit",
  riposte: "declaredRiposte",
};
