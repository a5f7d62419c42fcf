/** The chapter's reactions and what each costs; one reaction a round, recovered at the start of your turn. */
export const TEAMS_REACTION_IDS = ["block", "dodge", "fortify", "intercept", "parry", "resist"] as const;
export type TeamsReactionId = (typeof TEAMS_REACTION_IDS)[number];

export interface TeamsReactionDefinition {
  stamina: number;
  focus: number;
  /** A defensive action: Intercept's free reaction may be one of these. */
  defensive: boolean;
  /** Uses a wielded item, which must not be broken. */
  usesItem: boolean;
}

const TABLE: Record<TeamsReactionId, TeamsReactionDefinition> = {
  block: { stamina: 1, focus: 0, defensive: true, usesItem: true },
  dodge: { stamina: 1, focus: 0, defensive: true, usesItem: false },
  fortify: { stamina: 1, focus: 0, defensive: true, usesItem: false },
  intercept: { stamina: 1, focus: 0, defensive: false, usesItem: false },
  parry: { stamina: 1, focus: 0, defensive: true, usesItem: true },
  resist: { stamina: 0, focus: 1, defensive: true, usesItem: false },
};

export function teamsReaction(id: TeamsReactionId): TeamsReactionDefinition {
  return TABLE[id];
}

export function isTeamsReactionId(value: unknown): value is TeamsReactionId {
  return (TEAMS_REACTION_IDS as readonly unknown[]).includes(value);
}
