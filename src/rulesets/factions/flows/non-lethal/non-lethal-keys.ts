/** The i18n keys and card commands of non-lethal attacks (English in lang/en.json under FRAY.Factions.NonLethalFlow). */
const P = "FRAY.Factions.NonLethalFlow";

/** The card's non-lethal buttons, each named by the GM command it asks for. */
export const NON_LETHAL_COMMANDS = {
  resolveNonLethal: "factionsResolveNonLethal",
  resolveCounter: "factionsResolveCounter",
  shove: "factionsShove",
  release: "factionsRelease",
  breakFree: "factionsBreakFree",
} as const;

export const NON_LETHAL_TEXT = {
  explain: { disarm: `${P}.Card.ExplainDisarm`, grapple: `${P}.Card.ExplainGrapple` },
  strSave: `${P}.Card.StrSave`,
  dropped: `${P}.Card.Dropped`,
  grabbed: `${P}.Card.Grabbed`,
  button: { disarm: `${P}.Card.Button.Disarm`, disarmNothing: `${P}.Card.Button.DisarmNothing`, grapple: `${P}.Card.Button.Grapple` },
  counter: {
    explain: `${P}.Counter.Explain`,
    button: { disarm: `${P}.Counter.Button.Disarm`, grapple: `${P}.Counter.Button.Grapple` },
  },
  dialog: { label: `${P}.Dialog.Label`, normal: `${P}.Dialog.Normal`, disarm: `${P}.Dialog.Disarm`, grapple: `${P}.Dialog.Grapple` },
} as const;

export const NON_LETHAL_REFUSAL = {
  noDamage: `${P}.Refusal.NoDamage`,
  resolved: `${P}.Refusal.Resolved`,
  notLanded: `${P}.Refusal.NotLanded`,
  attackFirst: `${P}.Refusal.AttackFirst`,
  counterNotLanded: `${P}.Refusal.CounterNotLanded`,
} as const;

export const HOLD_TEXT = {
  shoved: { halfZone: `${P}.Hold.ShovedHalfZone`, hazard: `${P}.Hold.ShovedHazard` },
  released: `${P}.Hold.Released`,
  breakFree: `${P}.Hold.BreakFree`,
  brokeFree: `${P}.Hold.BrokeFree`,
  stillHeld: `${P}.Hold.StillHeld`,
  overridden: `${P}.Hold.Overridden`,
  freedByAct: `${P}.Hold.FreedByAct`,
  button: { shoveHalfZone: `${P}.Hold.Button.ShoveHalfZone`, shoveHazard: `${P}.Hold.Button.ShoveHazard`, release: `${P}.Hold.Button.Release`, breakFree: `${P}.Hold.Button.BreakFree` },
} as const;

export const HOLD_REFUSAL = { notHeld: `${P}.Refusal.NotHeld` } as const;
