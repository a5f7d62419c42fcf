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

export interface TeamsActionDefinition {
  id: TeamsActionId;
  /** Free actions do not count against the three actions of a turn. */
  free: boolean;
  /** Actions it takes; reload's comes from the weapon. */
  actions: number;
  stamina: number;
  focus: number;
  /** Guard, Wait and Ready an Action end the turn. */
  endsTurn: boolean;
}

const standard = (id: TeamsActionId, extra: Partial<TeamsActionDefinition> = {}): TeamsActionDefinition => ({
  id,
  free: false,
  actions: 1,
  stamina: 0,
  focus: 0,
  endsTurn: false,
  ...extra,
});

const free = (id: TeamsActionId): TeamsActionDefinition => standard(id, { free: true, actions: 0 });

export const COMMAND_FOCUS = 2;
export const SPRINT_STAMINA = 1;
export const RESUSCITATE_ACTIONS = 2;
export const SHORT_TASK_ACTIONS = 3;

const TABLE: Record<TeamsActionId, TeamsActionDefinition> = {
  attack: standard("attack"),
  brandish: standard("brandish"),
  command: standard("command", { focus: COMMAND_FOCUS }),
  interact: standard("interact"),
  guard: standard("guard", { endsTurn: true }),
  move: standard("move"),
  readyAction: standard("readyAction", { endsTurn: true }),
  resuscitate: standard("resuscitate", { actions: RESUSCITATE_ACTIONS }),
  seekCover: standard("seekCover"),
  shortTask: standard("shortTask", { actions: SHORT_TASK_ACTIONS }),
  sprint: standard("sprint", { stamina: SPRINT_STAMINA }),
  standUp: standard("standUp"),
  wait: standard("wait", { endsTurn: true }),
  reload: standard("reload"),
  killingStrike: standard("killingStrike", { actions: KILLING_STRIKE_ACTIONS }),
  dropItem: free("dropItem"),
  dropProne: free("dropProne"),
  step: free("step"),
};

export function isTeamsActionId(value: unknown): value is TeamsActionId {
  return typeof value === "string" && (TEAMS_ACTION_IDS as readonly string[]).includes(value);
}

/** The table's line for an action; reload takes as many actions as the weapon's reload time (at least one). */
export function teamsAction(id: TeamsActionId, reloadActions = 1): TeamsActionDefinition {
  const line = TABLE[id];
  return id === "reload" ? { ...line, actions: Math.max(1, Math.floor(reloadActions)) } : line;
}
