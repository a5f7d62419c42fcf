import { describe, expect, it } from "vitest";
import { checkDamageRoll, takeReaction } from "../../../../src/rulesets/sides/flows/card-commands";
import { freshRound } from "../../../../src/rulesets/sides/rules/combat/action-economy";
import { character, npc } from "../rules/combat/fixtures";
import { sampleCard } from "./support";

const hit = { d20: 14, damage: null };
const miss = { d20: 5, damage: null };

describe("what the card's buttons may still do", () => {
  it("damage is rolled once, and only for a hit", () => {
    expect(checkDamageRoll(sampleCard(), hit)).toEqual({ ok: true });
    expect(checkDamageRoll(sampleCard(), miss)).toMatchObject({ ok: false, reason: { key: "FRAY.Sides.AttackFlow.Refusal.NotAHit" } });
    expect(checkDamageRoll(sampleCard(), { d20: 14, damage: 4 })).toMatchObject({ ok: false });
  });

  it("Total Defense after the roll spends the Main Action and marks the card", () => {
    const taken = takeReaction(sampleCard(), hit, "totalDefense", freshRound(), character());
    expect(taken).toMatchObject({ ok: true, card: { reactions: { totalDefense: true } }, economy: { mainSpent: true, totalDefense: true } });
  });

  it("Total Defense is refused with the Main Action spent, twice, or once damage is applied", () => {
    const spent = takeReaction(sampleCard(), hit, "totalDefense", { ...freshRound(), mainSpent: true }, character());
    expect(spent).toMatchObject({ ok: false, reason: { key: "FRAY.Sides.Combat.Refusal.TotalDefenseMainSpent" } });
    const twice = takeReaction(sampleCard({ reactions: { totalDefense: true, snapInterrupted: false } }), hit, "totalDefense", freshRound(), character());
    expect(twice.ok).toBe(false);
    const applied = sampleCard({ applied: [{ mode: "full", amount: 3, hpBefore: 5, hpAfter: 2, statusesAdded: [], byUserId: "gm" }] });
    expect(takeReaction(applied, hit, "totalDefense", freshRound(), character()).ok).toBe(false);
  });

  it("Total Defense is not offered against a miss that does nothing anyway", () => {
    const card = sampleCard({ target: { ...sampleCard().target, ac: 16 } });
    expect(takeReaction(card, miss, "totalDefense", freshRound(), character()).ok).toBe(false);
  });

  it("a Snap Attack needs a trained NPC and the Main Action", () => {
    expect(takeReaction(sampleCard(), hit, "snapAttack", freshRound(), npc())).toMatchObject({ ok: false, reason: { key: "FRAY.Sides.Combat.Refusal.SnapUntrainedNpc" } });
    expect(takeReaction(sampleCard(), hit, "snapAttack", freshRound(), npc({ snapTrained: true }))).toMatchObject({ ok: true, card: { reactions: { snapInterrupted: true } } });
  });
});
