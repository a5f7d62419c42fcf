/** Refusal keys of the individual and declared engines: the shared ones plus their own. */
import { Refusal } from "./refusals";

const P = "FRAY.Turns.Refusal.";

export const SequenceRefusal = {
  ...Refusal,
  TurnNotBegun: `${P}TurnNotBegun`,
  CannotActWhileDown: `${P}CannotActWhileDown`,
  AlreadyRolled: `${P}AlreadyRolled`,
  NotDelaying: `${P}NotDelaying`,
  AlreadyHolding: `${P}AlreadyHolding`,
  NoHeldAction: `${P}NoHeldAction`,
  InvalidTrigger: `${P}InvalidTrigger`,
  TriggerNotActing: `${P}TriggerNotActing`,
  InvalidText: `${P}InvalidText`,
  InvalidNumber: `${P}InvalidNumber`,
  SameCondition: `${P}SameCondition`,
  DeclarationsLocked: `${P}DeclarationsLocked`,
  NoBaseInitiative: `${P}NoBaseInitiative`,
} as const;
