import { rulesetRegistry } from "../foundry/ruleset-registry";
import { sides } from "./sides/definition";
import { teams } from "./teams/definition";
import { declared } from "./declared/definition";
import { classic } from "./classic/definition";
import { factions } from "./factions/definition";

/** Every ruleset Fray ships: adding one is its folder and a line here. */
export const RULESETS = rulesetRegistry([sides, teams, declared, classic, factions]);
