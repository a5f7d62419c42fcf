import { describe, expect, it } from "vitest";
import {
  afterOpportunityAttack, mayOpportunityAttack, type OpportunityChance,
} from "../../../../../src/rulesets/factions/rules/reactions/opportunity";
import { refused as no } from "./fixtures";

const chance = (over: Partial<OpportunityChance> = {}): OpportunityChance => ({
  reactor: { aware: true, tookTurnThisRound: false, able: true }, moverIsEnemy: true, moverNearby: true, movingAway: true, ...over,
});

describe("Opportunity attacks against nearby enemies moving away", () => {
  it("a nearby enemy leaving the zone may be attacked as a reaction", () => {
    expect(mayOpportunityAttack(chance())).toEqual({ ok: true });
  });
  it("not an ally", () => {
    expect(mayOpportunityAttack(chance({ moverIsEnemy: false }))).toEqual(no("notEnemy"));
  });
  it("not an enemy in another zone", () => {
    expect(mayOpportunityAttack(chance({ moverNearby: false }))).toEqual(no("notNearby"));
  });
  it("not an enemy moving within the zone or closer", () => {
    expect(mayOpportunityAttack(chance({ movingAway: false }))).toEqual(no("notMovingAway"));
  });
  it("it spends the reactor's turn: not once that turn is taken", () => {
    expect(mayOpportunityAttack(chance({ reactor: { aware: true, tookTurnThisRound: true, able: true }, moverIsEnemy: false }))).toEqual(no("alreadyActed"));
  });
  it("a concealed mover is not seen leaving", () => {
    expect(mayOpportunityAttack(chance({ reactor: { aware: false, tookTurnThisRound: false, able: true } }))).toEqual(no("unaware"));
  });
});

describe("the interrupted move", () => {
  const O = "FRAY.Factions.Reaction.Outcome.";
  it("resumes when the mover is still alive and conscious", () => {
    expect(afterOpportunityAttack({ alive: true, conscious: true })).toEqual({ resumes: true, outcome: `${O}moveResumes` });
  });
  it("ends when the attack knocked it out or killed it", () => {
    expect(afterOpportunityAttack({ alive: true, conscious: false })).toEqual({ resumes: false, outcome: `${O}moveStops` });
    expect(afterOpportunityAttack({ alive: false, conscious: true })).toEqual({ resumes: false, outcome: `${O}moveStops` });
  });
});
