/** The classic attack card's buttons, each named by the GM command it asks for. */
export const CARD_COMMANDS = { rollDamage: "classicRollDamage", apply: "classicApplyHit", undo: "classicUndoAttack" } as const;

export type CardAction = keyof typeof CARD_COMMANDS;
