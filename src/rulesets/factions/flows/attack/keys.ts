/** The i18n keys of the factions attack flow and its card (English in lang/en.json under FRAY.Factions.AttackFlow). */
const P = "FRAY.Factions.AttackFlow";

/** Why the GM refuses an attack or a card step before any rule is asked. */
export const ATTACK_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  notFactions: `${P}.Refusal.NotFactions`,
  noWeapon: `${P}.Refusal.NoWeapon`,
  brokenWeapon: `${P}.Refusal.BrokenWeapon`,
  selfTarget: `${P}.Refusal.SelfTarget`,
  notGmCard: `${P}.Refusal.NotGmCard`,
  gmOnly: `${P}.Refusal.GmOnly`,
  notAHit: `${P}.Refusal.NotAHit`,
  alreadyRolled: `${P}.Refusal.AlreadyRolled`,
  undone: `${P}.Refusal.Undone`,
  noReaction: `${P}.Refusal.NoReaction`,
  reactionPending: `${P}.Refusal.ReactionPending`,
  notOnScene: `${P}.Refusal.NotOnScene`,
  notInFight: `${P}.Refusal.NotInFight`,
} as const;

/** What the user's own client tells them before asking. */
export const ATTACK_NOTICE = { noTarget: `${P}.Notice.NoTarget`, noToken: `${P}.Notice.NoToken`, noWeapon: `${P}.Notice.NoWeapon` } as const;

export const ATTACK_TEXT = { confirmTitle: `${P}.Confirm.Title`, confirmContent: `${P}.Confirm.Content`, overridden: `${P}.Overridden`, unarmed: `${P}.Unarmed` } as const;

export const ATTACK_DIALOG = {
  title: `${P}.Dialog.Title`,
  circumstances: `${P}.Dialog.Circumstances`,
  nearby: `${P}.Dialog.Nearby`,
  visible: `${P}.Dialog.Visible`,
  beyondHalf: `${P}.Dialog.BeyondHalf`,
  moving: `${P}.Dialog.Moving`,
  holdBack: `${P}.Dialog.HoldBack`,
  finalBlow: `${P}.Dialog.FinalBlow`,
  protection: `${P}.Dialog.Protection`,
  peeking: `${P}.Dialog.Peeking`,
  attack: `${P}.Dialog.Attack`,
  protectionChoice: { none: `${P}.Dialog.ProtectionNone`, cover: `${P}.Dialog.ProtectionCover`, barrier: `${P}.Dialog.ProtectionBarrier` },
} as const;

export const CARD_TEXT = {
  title: `${P}.Card.Title`,
  automatic: `${P}.Card.Automatic`,
  witSave: `${P}.Card.WitSave`,
  hit: `${P}.Card.Hit`,
  miss: `${P}.Card.Miss`,
  finalBlow: `${P}.Card.FinalBlow`,
  impaired: `${P}.Card.Impaired`,
  damage: `${P}.Card.Damage`,
  incapacitated: `${P}.Card.Incapacitated`,
  killed: `${P}.Card.Killed`,
  weaponBroke: `${P}.Card.WeaponBroke`,
  undone: `${P}.Card.Undone`,
  reactionOffered: `${P}.Card.ReactionOffered`,
  declined: `${P}.Card.Declined`,
  dodgeSave: `${P}.Card.DodgeSave`,
  counter: `${P}.Card.Counter`,
  counterVoid: `${P}.Card.CounterVoid`,
  button: {
    rollDamage: `${P}.Card.Button.RollDamage`,
    undo: `${P}.Card.Button.Undo`,
    dodge: `${P}.Card.Button.Dodge`,
    counter: `${P}.Card.Button.Counter`,
    noReaction: `${P}.Card.Button.NoReaction`,
  },
} as const;
