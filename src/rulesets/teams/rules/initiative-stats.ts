/**
 * What the turn structures read from a `teams` actor. Alternating teams reads none of these numbers
 * (the team that starts the fight goes first); the other structures, when a world picks them, read the
 * dexterity die as its average roll rounded down (d4 → 2 … d12 → 6) and WIT as the most a
 * perception + awareness test can roll. Missing or damaged ratings count as d4, the schema's default.
 */
import type { InitiativeStats } from "../../../core/ruleset/contract";
import { dieFaces, TEAMS_DIE_SIZES, type TeamsDie } from "./derived/dice";

const UNRATED: TeamsDie = "d4";

export function teamsInitiativeStats(system: object): InitiativeStats {
  const dexterity = averageRoll(rating(system, "attributes", "dexterity"));
  const wit = dieFaces(rating(system, "attributes", "perception")) + dieFaces(rating(system, "skills", "awareness"));
  return { initiativeBonus: dexterity, dexMod: dexterity, agilityModifier: dexterity, wit };
}

function averageRoll(die: TeamsDie): number {
  return Math.floor((dieFaces(die) + 1) / 2);
}

function rating(system: object, group: "attributes" | "skills", name: string): TeamsDie {
  const ratings: unknown = (system as Record<string, unknown>)[group];
  if (typeof ratings !== "object" || ratings === null) return UNRATED;
  const value: unknown = (ratings as Record<string, unknown>)[name];
  return isDie(value) ? value : UNRATED;
}

function isDie(value: unknown): value is TeamsDie {
  return (TEAMS_DIE_SIZES as readonly unknown[]).includes(value);
}
