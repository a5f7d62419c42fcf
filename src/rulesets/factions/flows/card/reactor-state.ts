/** Whether a creature is up and fighting, as a reaction needs it: not down, dead, surrendered or fled, and with health left. */
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import type { FactionsFighter } from "../attack/fighters";

const DOWN = [FACTIONS_STATUS.incapacitated, FACTIONS_STATUS.dead, FACTIONS_STATUS.surrendered, FACTIONS_STATUS.fled];

export const ableToReact = (fighter: FactionsFighter): boolean => !DOWN.some((id) => fighter.actor.statuses.has(id)) && fighter.system.health.value > 0;
