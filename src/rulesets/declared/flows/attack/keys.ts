/** The i18n keys of the declared attack flow and its card (English in lang/en.json under FRAY.Declared.Attack). */
const P = "FRAY.Declared.Attack";

export const ATTACK_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  noWeapon: `${P}.Refusal.NoWeapon`,
  notDeclared: `${P}.Refusal.NotDeclared`,
  notGmCard: `${P}.Refusal.NotGmCard`,
  gmOnly: `${P}.Refusal.GmOnly`,
  notAHit: `${P}.Refusal.NotAHit`,
  alreadyRolled: `${P}.Refusal.AlreadyRolled`,
  notChooser: `${P}.Refusal.NotChooser`,
  notAChoice: `${P}.Refusal.NotAChoice`,
  typeFirst: `${P}.Refusal.TypeFirst`,
  rollFirst: `${P}.Refusal.RollFirst`,
  alreadyApplied: `${P}.Refusal.AlreadyApplied`,
  noInjuryOwed: `${P}.Refusal.NoInjuryOwed`,
  nothingToUndo: `${P}.Refusal.NothingToUndo`,
  notOffered: `${P}.Refusal.NotOffered`,
} as const;

export const ATTACK_NOTICE = {
  noTarget: `${P}.Notice.NoTarget`,
  noToken: `${P}.Notice.NoToken`,
  noWeapon: `${P}.Notice.NoWeapon`,
} as const;

export const ATTACK_TEXT = {
  confirmTitle: `${P}.Confirm.title`,
  confirmContent: `${P}.Confirm.content`,
  overridden: `${P}.Overridden`,
} as const;

export const ATTACK_DIALOG = {
  title: `${P}.Dialog.Title`,
  target: `${P}.Dialog.Target`,
  mode: `${P}.Dialog.Mode`,
  situational: `${P}.Dialog.Situational`,
  roll: `${P}.Dialog.Roll`,
} as const;

/** The player's situational modifier, on its own line of the roll. */
export const SITUATIONAL_LINE = `${P}.Line.Situational`;

export const CARD_TEXT = {
  title: `${P}.Card.Title`,
  riposteTitle: `${P}.Card.RiposteTitle`,
  versus: `${P}.Card.Versus`,
  total: `${P}.Card.Total`,
  defense: `${P}.Card.Defense`,
  damage: `${P}.Card.Damage`,
  damageFormula: `${P}.Card.DamageFormula`,
  dealtAs: `${P}.Card.DealtAs`,
  chooser: { attacker: `${P}.Card.Chooser.attacker`, gm: `${P}.Card.Chooser.gm` },
  applied: `${P}.Card.Applied`,
  injury: `${P}.Card.Injury`,
  noInjury: `${P}.Card.NoInjury`,
  attributeDamage: `${P}.Card.AttributeDamage`,
  statuses: `${P}.Card.Statuses`,
  armourStopped: `${P}.Card.ArmourStopped`,
  button: {
    rollDamage: `${P}.Card.Button.RollDamage`,
    apply: `${P}.Card.Button.Apply`,
    injury: `${P}.Card.Button.Injury`,
    undo: `${P}.Card.Button.Undo`,
    riposte: `${P}.Card.Button.Riposte`,
  },
} as const;

/** An attribute's name on the card ("Agility" in "loses 5 Agility"). */
export const attributeName = (id: string) => `${P}.Attribute.${id}`;
