/** The attack command's payload and what a player's dialog choices may claim (pure). */
import { describe, expect, it } from "vitest";
import { attackPayload, parseAttackRequest, type AttackRequest } from "../../../../src/rulesets/sides/flows/attack-request";
import { playerChoiceRefusal } from "../../../../src/rulesets/sides/flows/attack-choices";
import { defaultChoices, type DialogFacts } from "../../../../src/rulesets/sides/flows/attack-dialog-view";
import { longsword, target } from "../rules/combat/fixtures";

const request: AttackRequest = {
  attackerTokenUuid: "Scene.s.Token.maren",
  targetTokenUuid: "Scene.s.Token.gob",
  source: { itemId: "sword" },
  choices: { mode: "melee" },
  payment: { kind: "snap", againstMessageId: "msg1" },
  maneuver: null,
  force: false,
};

describe("the attack command's payload", () => {
  it("reads back what the client sent, for every way of paying", () => {
    const payments: AttackRequest["payment"][] = [{ kind: "action" }, { kind: "snap", againstMessageId: null }, { kind: "snap", againstMessageId: "msg1" }, { kind: "opportunity", messageId: "aoo1" }];
    for (const payment of payments) expect(parseAttackRequest(attackPayload({ ...request, payment }))).toEqual({ ...request, payment });
    const shove = { ...request, payment: { kind: "action" as const }, maneuver: { kind: "shove" as const, size: "manSized" as const, effect: "push" as const, checkMessageId: null } };
    expect(parseAttackRequest(attackPayload(shove))).toEqual(shove);
  });

  it("refuses missing or foreign fields, huge strings, a maneuver paid as an instant", () => {
    const good = attackPayload(request);
    const bad: Record<string, unknown>[] = [
      {},
      { ...good, attackerTokenUuid: 7 },
      { ...good, targetTokenUuid: "x".repeat(10_000) },
      { ...good, source: { attackIndex: -1 } },
      { ...good, source: { attackIndex: 1.5 } },
      { ...good, source: "sword" },
      { ...good, snapAgainstMessageId: ["msg1"] },
      { ...good, opportunityMessageId: "" },
      { ...good, maneuver: { kind: "execute" } },
      { ...good, maneuver: { kind: "shove" } },
    ];
    for (const payload of bad) expect(parseAttackRequest(payload), JSON.stringify(payload).slice(0, 80)).toBeNull();
  });

  it("keeps no field it does not know: a weapon or a target profile in the payload is dropped", () => {
    const parsed = parseAttackRequest({ ...attackPayload(request), weapon: { damage: "99d99" }, target: { ac: 1 }, userId: "gm" });
    expect(parsed).toEqual(request);
  });
});

describe("what a player may claim in the dialog", () => {
  const facts: DialogFacts = {
    weapon: longsword, target: target({ ac: 13 }), targetName: "Goblin", distanceFt: 5,
    cover: { attackCover: "half", lineOfSight: true, explanation: { key: "x" } } as DialogFacts["cover"],
    otherWeapons: [], attributeMods: { str: 1, dex: 0 }, attackerProne: false, snap: false, swarmDeclared: 2,
  };
  const start = defaultChoices(facts);

  it("more cover or worse sight than the map, and the declared swarm, are fine", () => {
    expect(playerChoiceRefusal(start, facts)).toBeNull();
    expect(playerChoiceRefusal({ ...start, cover: "full", visibility: "unseenUnknown", otherModifier: -2, swarmAssailants: 0 }, facts)).toBeNull();
  });

  it("less cover, better sight, a bonus or another swarm count are refused", () => {
    const refusal = (change: object) => playerChoiceRefusal({ ...start, ...change }, facts)?.key;
    expect(refusal({ cover: "none" })).toBe("FRAY.Sides.AttackFlow.Refusal.LessCover");
    expect(refusal({ visibility: "seen" })).toBeUndefined();
    expect(playerChoiceRefusal({ ...start, visibility: "seen" }, { ...facts, cover: { ...facts.cover!, lineOfSight: false } })?.key).toBe("FRAY.Sides.AttackFlow.Refusal.BetterSight");
    expect(refusal({ otherModifier: 1 })).toBe("FRAY.Sides.AttackFlow.Refusal.BonusGmOnly");
    expect(refusal({ swarmAssailants: 4 })).toBe("FRAY.Sides.AttackFlow.Refusal.SwarmNotDeclared");
  });
});
