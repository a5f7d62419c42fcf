/** Template paths of the teams chat cards (preloaded with the ruleset's others by the lead's wiring). */
export const TEAMS_ATTACK_CARD_TEMPLATE = "systems/fray/templates/teams/chat/attack-card.hbs";
