/** The i18n keys of the actions panel, cards and settings (English in lang/en.json). */
const P = "FRAY.Sides.Actions";

export const ACTIONS_KEYS = {
  budget: `${P}.budget`,
  instantsUsed: `${P}.instantsUsed`,
  notInCombat: `${P}.notInCombat`,
  notYourTurn: `${P}.notYourTurn`,
  yourTurn: `${P}.yourTurn`,
  movement: `${P}.movement`,
  attacks: `${P}.attacks`,
  attack: `${P}.attack`,
  noAttacks: `${P}.noAttacks`,
  releaseHeld: `${P}.releaseHeld`,
  releaseHeldHint: `${P}.releaseHeldHint`,
  alreadyProne: `${P}.alreadyProne`,
  notProne: `${P}.notProne`,
  moraleCheck: `${P}.moraleCheck`,
  moraleFlavor: `${P}.moraleFlavor`,
} as const;

export const TYPE_LABELS = {
  main: `${P}.Type.main`,
  move: `${P}.Type.move`,
  moveAndMain: `${P}.Type.moveAndMain`,
  free: `${P}.Type.free`,
  instant: `${P}.Type.instant`,
} as const;

export const GROUP_LABELS = {
  main: `${P}.Group.main`,
  move: `${P}.Group.move`,
  moveAndMain: `${P}.Group.moveAndMain`,
  free: `${P}.Group.free`,
  instant: `${P}.Group.instant`,
} as const;

export const PROVOKES_LABELS = {
  yes: `${P}.Provokes.yes`,
  sometimes: `${P}.Provokes.sometimes`,
  no: `${P}.Provokes.no`,
} as const;

export const MARKER_LABELS = {
  holding: `${P}.Marker.holding`,
  totalDefense: `${P}.Marker.totalDefense`,
  disengaged: `${P}.Marker.disengaged`,
  charged: `${P}.Marker.charged`,
  prone: `${P}.Marker.prone`,
} as const;

export const REFUSAL_KEYS = {
  noCombat: `${P}.Refusal.noCombat`,
  noCombatant: `${P}.Refusal.noCombatant`,
  notOwner: `${P}.Refusal.notOwner`,
  unknownAction: `${P}.Refusal.unknownAction`,
  /** Dead, unconscious or mortally wounded: such a creature takes no action and makes no attack. */
  cannotAct: `${P}.Refusal.cannotAct`,
  /** A character in no started fight reaching into one (a player's; the GM may). */
  notInFight: `${P}.Refusal.notInFight`,
} as const;

export const CONFIRM_KEYS = {
  title: `${P}.Confirm.title`,
  content: `${P}.Confirm.content`,
  movedTitle: `${P}.Confirm.movedTitle`,
  movedContent: `${P}.Confirm.movedContent`,
} as const;

export const CHAT_KEYS = {
  overridden: `${P}.Chat.overridden`,
  aooTitle: `${P}.Chat.aooTitle`,
  aooIntro: `${P}.Chat.aooIntro`,
  aooAttack: `${P}.Chat.aooAttack`,
} as const;

