/** The i18n keys of attack stunts on the card (English in lang/en.json under FRAY.Factions.AttackFlow.Stunt). */
const P = "FRAY.Factions.AttackFlow.Stunt";

/** The card's stunt buttons, each named by the GM command it asks for. */
export const STUNT_COMMANDS = {
  proposeStunt: "factionsProposeStunt",
  approveStunt: "factionsApproveStunt",
  vetoStunt: "factionsVetoStunt",
  acceptStunt: "factionsAcceptStunt",
  refuseStunt: "factionsRefuseStunt",
} as const;

export const STUNT_TEXT = {
  proposes: `${P}.Proposes`,
  byHand: `${P}.ByHand`,
  dialogTitle: `${P}.Dialog.Title`,
  dialogEffect: `${P}.Dialog.Effect`,
  dialogHint: `${P}.Dialog.Hint`,
  dialogPropose: `${P}.Dialog.Propose`,
  button: {
    proposeStunt: `${P}.Button.Propose`,
    approveStunt: `${P}.Button.Approve`,
    vetoStunt: `${P}.Button.Veto`,
    acceptStunt: `${P}.Button.Accept`,
    refuseStunt: `${P}.Button.Refuse`,
  },
} as const;

export const STUNT_REFUSAL = {
  notHere: `${P}.Refusal.NotHere`,
  already: `${P}.Refusal.Already`,
  pending: `${P}.Refusal.Pending`,
  accepted: `${P}.Refusal.Accepted`,
} as const;
