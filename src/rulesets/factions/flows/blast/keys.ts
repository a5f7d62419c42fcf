/** The i18n keys and GM commands of the factions blast flow (English in lang/en.json under FRAY.Factions.BlastFlow). */
const P = "FRAY.Factions.BlastFlow";

/** The GM commands: the blast itself, and its card's steps. */
export const BLAST_COMMANDS = {
  blast: "factionsBlast",
  rollDamage: "factionsBlastRollDamage",
  dodge: "factionsBlastDodge",
  counter: "factionsBlastCounter",
  undo: "factionsBlastUndo",
} as const;

export type BlastAction = Exclude<keyof typeof BLAST_COMMANDS, "blast">;

export const BLAST_REFUSAL = {
  notBlast: `${P}.Refusal.NotBlast`,
  noTargets: `${P}.Refusal.NoTargets`,
  noZone: `${P}.Refusal.NoZone`,
  notATarget: `${P}.Refusal.NotATarget`,
  alreadyDodged: `${P}.Refusal.AlreadyDodged`,
  alreadyCountered: `${P}.Refusal.AlreadyCountered`,
  voided: `${P}.Refusal.Voided`,
  dodgeTooLate: `${P}.Refusal.DodgeTooLate`,
} as const;

export const BLAST_NOTICE = { noTargets: `${P}.Notice.NoTargets`, noZoneInRange: `${P}.Notice.NoZoneInRange` } as const;

export const BLAST_DIALOG = {
  title: `${P}.Dialog.Title`,
  zone: `${P}.Dialog.Zone`,
  circumstances: `${P}.Dialog.Circumstances`,
  targets: `${P}.Dialog.Targets`,
  noZones: `${P}.Dialog.NoZones`,
  zoneChoice: `${P}.Dialog.ZoneChoice`,
  attack: `${P}.Dialog.Attack`,
} as const;

export const BLAST_TEXT = {
  title: `${P}.Card.Title`,
  aimedAt: `${P}.Card.AimedAt`,
  atTargets: `${P}.Card.AtTargets`,
  automatic: `${P}.Card.Automatic`,
  witSave: `${P}.Card.WitSave`,
  hit: `${P}.Card.Hit`,
  miss: `${P}.Card.Miss`,
  deviation: `${P}.Card.Deviation`,
  deviationFace: `${P}.Card.DeviationFace`,
  landed: `${P}.Card.Landed`,
  lost: `${P}.Card.Lost`,
  nobody: `${P}.Card.Nobody`,
  damage: `${P}.Card.Damage`,
  dodged: `${P}.Card.Dodged`,
  dodgeFailed: `${P}.Card.DodgeFailed`,
  incapacitated: `${P}.Card.Incapacitated`,
  weaponBroke: `${P}.Card.WeaponBroke`,
  voided: `${P}.Card.Voided`,
  counterOn: `${P}.Card.CounterOn`,
  undone: `${P}.Card.Undone`,
  overridden: `${P}.Overridden`,
  confirmTitle: `${P}.Confirm.Title`,
  confirmContent: `${P}.Confirm.Content`,
  button: { rollDamage: `${P}.Button.RollDamage`, dodge: `${P}.Button.Dodge`, counter: `${P}.Button.Counter`, undo: `${P}.Button.Undo` },
} as const;
