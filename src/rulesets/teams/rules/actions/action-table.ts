/**
 * The chapter's actions and free actions: what each costs in actions, stamina and focus, and the
 * limits it carries. An action is one action unless the table says otherwise.
 */
import { KILLING_STRIKE_ACTIONS } from "../combat/killing-strike";

export const TEAMS_ACTION_IDS = [
  "attack",
  "brandish",
  "command",
  "interact",
  "guard",
  "move",
  "readyAction",
  "resuscitate",
  "seekCover",
  "shortTask",
  "sprint",
  "standUp",
  "wait",
  "reload",
  "killingStrike",
  "dropItem",
  "dropProne",
  "step",
] as const;

export type TeamsActionId = (typeof TEAMS_ACTION_IDS)[number];

/** An action's line; Guard, Wait and Ready an Action also end the turn (take-action's marks). */
export interface TeamsActionDefinition {
  /** Free actions do not count against the three actions of a turn. */
  free: boolean;
  /** Actions it takes; reload's comes from the weapon. */
  actions: number;
  stamina: number;
  focus: number;
}

const standard = (extra: Partial<TeamsActionDefinition> = {}): TeamsActionDefinition => ({
  free: false,
  actions: 1,
  stamina: 0,
  focus: 0,
  ...extra,
});

const free = (): TeamsActionDefinition => standard({ free: true, actions: 0 });

export const COMMAND_FOCUS = 2;
export const SPRINT_STAMINA = 1;
export const RESUSCITATE_ACTIONS = 2;
export const SHORT_TASK_ACTIONS = 3;

const TABLE: Record<TeamsActionId, TeamsActionDefinition> = {
  attack: standard(),
  brandish: standard(),
  command: standard({ focus: COMMAND_FOCUS }),
  interact: standard(),
  guard: standard(),
  move: standard(),
  readyAction: standard(),
  resuscitate: standard({ actions: RESUSCITATE_ACTIONS }),
  seekCover: standard(),
  shortTask: standard({ actions: SHORT_TASK_ACTIONS }),
  sprint: standard({ stamina: SPRINT_STAMINA }),
  standUp: standard(),
  wait: standard(),
  reload: standard(),
  killingStrike: standard({ actions: KILLING_STRIKE_ACTIONS }),
  dropItem: free(),
  dropProne: free(),
  step: free(),
};

export function isTeamsActionId(value: unknown): value is TeamsActionId {
  return (TEAMS_ACTION_IDS as readonly unknown[]).includes(value);
}

/** The table's line for an action; reload takes as many actions as the weapon's reload time (at least one). */
export function teamsAction(id: TeamsActionId, reloadActions = 1): TeamsActionDefinition {
  const line = TABLE[id];
  return id === "reload" ? { ...line, actions: Math.max(1, Math.floor(reloadActions)) } : line;
}
