/** The i18n keys of the teams actions panel, its GM command and its whispers (English in lang/en.json). */
import type { TeamsActionId } from "../../rules/actions/action-table";

const P = "FRAY.Teams.Actions";

export const PANEL_KEYS = {
  heading: `${P}.heading`,
  actions: `${P}.actions`,
  freeActions: `${P}.freeActions`,
  inHand: `${P}.inHand`,
  reload: `${P}.reload`,
  stamina: `${P}.stamina`,
  focus: `${P}.focus`,
  underWay: `${P}.underWay`,
  continue: `${P}.continue`,
  abandon: `${P}.abandon`,
  notInCombat: `${P}.notInCombat`,
  notStarted: `${P}.notStarted`,
  yourTurn: `${P}.yourTurn`,
  notYourTurn: `${P}.notYourTurn`,
  needsTarget: `${P}.needsTarget`,
  held: `${P}.held`,
  carried: `${P}.carried`,
  brandishHint: `${P}.brandishHint`,
  noHoldables: `${P}.noHoldables`,
} as const;

/** The cost line under a button: "1 action", "2 actions · 1 stamina" … */
export const COST_KEYS = {
  free: `${P}.Cost.free`,
  action: `${P}.Cost.action`,
  actions: `${P}.Cost.actions`,
  stamina: `${P}.Cost.stamina`,
  focus: `${P}.Cost.focus`,
} as const;

export const REFUSAL_KEYS = {
  unknownAction: `${P}.Refusal.unknownAction`,
  noCombat: `${P}.Refusal.noCombat`,
  noCombatant: `${P}.Refusal.noCombatant`,
  notOwner: `${P}.Refusal.notOwner`,
  onlyInFight: `${P}.Refusal.onlyInFight`,
  noItem: `${P}.Refusal.noItem`,
  notHeld: `${P}.Refusal.notHeld`,
  noReload: `${P}.Refusal.noReload`,
  noAlly: `${P}.Refusal.noAlly`,
  noPatient: `${P}.Refusal.noPatient`,
  readiedAttack: `${P}.Refusal.readiedAttack`,
  noReadiedChoice: `${P}.Refusal.noReadiedChoice`,
  /** A character in no started fight reaching into one (a player's; the GM may). */
  notInFight: `${P}.Refusal.notInFight`,
  /** Unconscious or dead: such a character takes no action. */
  cannotAct: `${P}.Refusal.cannotAct`,
} as const;

export const CONFIRM_KEYS = {
  title: `${P}.Confirm.title`,
  content: `${P}.Confirm.content`,
} as const;

export const CHAT_KEYS = {
  overridden: `${P}.Chat.overridden`,
  readiedTaken: `${P}.Chat.readiedTaken`,
  readiedTakenOn: `${P}.Chat.readiedTakenOn`,
} as const;

/** Readying an action (its dialog) and taking it when the trigger happens. */
export const READY_KEYS = {
  title: `${P}.Ready.title`,
  action: `${P}.Ready.action`,
  trigger: `${P}.Ready.trigger`,
  triggerHint: `${P}.Ready.triggerHint`,
  confirm: `${P}.Ready.confirm`,
  take: `${P}.Ready.take`,
} as const;

/** Each action's name on its button, in the card and in the GM's whisper. */
export const ACTION_NAME_KEYS = {
  attack: `${P}.Name.attack`,
  brandish: `${P}.Name.brandish`,
  command: `${P}.Name.command`,
  interact: `${P}.Name.interact`,
  guard: `${P}.Name.guard`,
  move: `${P}.Name.move`,
  readyAction: `${P}.Name.readyAction`,
  resuscitate: `${P}.Name.resuscitate`,
  seekCover: `${P}.Name.seekCover`,
  shortTask: `${P}.Name.shortTask`,
  sprint: `${P}.Name.sprint`,
  standUp: `${P}.Name.standUp`,
  wait: `${P}.Name.wait`,
  reload: `${P}.Name.reload`,
  killingStrike: `${P}.Name.killingStrike`,
  dropItem: `${P}.Name.dropItem`,
  dropProne: `${P}.Name.dropProne`,
  step: `${P}.Name.step`,
} as const satisfies Record<TeamsActionId, string>;

/** What each button does, as its tooltip when nothing refuses it (the chapter's table in our words). */
export const ACTION_HINT_KEYS = Object.fromEntries(Object.keys(ACTION_NAME_KEYS).map((id) => [id, `${P}.Hint.${id}`])) as Record<TeamsActionId, string>;
