import { describe, expect, it } from "vitest";
import { answerStunt, proposeStunt, stuntConsequence, type Stunt, type StuntAnswer } from "../../../../../src/rulesets/factions/rules/attack/stunt";
import { FACTIONS_STUNT, FACTIONS_STUNT_REFUSAL as REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";

const proposed = (): Stunt => {
  const decision = proposeStunt({ effect: "  force a surrender ", hit: true, reactionChosen: false });
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.stunt;
};
const step = (stunt: Stunt, answer: StuntAnswer): Stunt => {
  const decision = answerStunt(stunt, answer);
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.stunt;
};

describe("proposing an attack stunt: after the WIT save to hit, before the target reacts", () => {
  it("a hit may propose an effect, kept in the attacker's words", () => {
    expect(proposed()).toEqual({ step: "proposed", effect: "force a surrender" });
  });

  it("a missed attack cannot propose one", () => {
    expect(proposeStunt({ effect: "cut a limb", hit: false, reactionChosen: false })).toEqual({ ok: false, reason: { key: REFUSAL.notAfterHit } });
  });

  it("once the target has chosen a reaction it is too late", () => {
    expect(proposeStunt({ effect: "cut a limb", hit: true, reactionChosen: true })).toEqual({ ok: false, reason: { key: REFUSAL.afterReaction } });
  });

  it("an empty effect is refused", () => {
    expect(proposeStunt({ effect: "   ", hit: true, reactionChosen: false })).toEqual({ ok: false, reason: { key: REFUSAL.noEffect } });
  });

  it("while proposed the attack waits: no damage, no reaction yet", () => {
    expect(stuntConsequence(proposed())).toEqual({ pending: true, damage: false, reactionAllowed: false, effect: null, label: { key: FACTIONS_STUNT.proposed } });
  });
});

describe("the GM approves, then the target accepts or refuses", () => {
  it("approved, it waits on the target", () => {
    const approved = step(proposed(), "approve");
    expect(approved.step).toBe("approved");
    expect(stuntConsequence(approved)).toMatchObject({ pending: true, damage: false, label: { key: FACTIONS_STUNT.approved } });
  });

  it("accepted: the effect applies, no damage, and the target cannot react", () => {
    const accepted = step(step(proposed(), "approve"), "accept");
    expect(stuntConsequence(accepted)).toEqual({
      pending: false,
      damage: false,
      reactionAllowed: false,
      effect: "force a surrender",
      label: { key: FACTIONS_STUNT.accepted },
    });
  });

  it("refused: the attack resolves as normal, and the target may still react", () => {
    const refused = step(step(proposed(), "approve"), "refuse");
    expect(stuntConsequence(refused)).toEqual({ pending: false, damage: true, reactionAllowed: true, effect: null, label: { key: FACTIONS_STUNT.refused } });
  });

  it("vetoed by the GM: the attack resolves as normal", () => {
    const vetoed = step(proposed(), "veto");
    expect(vetoed.step).toBe("vetoed");
    expect(stuntConsequence(vetoed)).toEqual({ pending: false, damage: true, reactionAllowed: true, effect: null, label: { key: FACTIONS_STUNT.vetoed } });
  });

  it.each<[string, StuntAnswer[], StuntAnswer]>([
    ["the target cannot accept before the GM approves", [], "accept"],
    ["the target cannot refuse before the GM approves", [], "refuse"],
    ["the GM cannot approve twice", ["approve"], "approve"],
    ["the GM cannot veto an approved stunt", ["approve"], "veto"],
    ["an accepted stunt cannot be refused", ["approve", "accept"], "refuse"],
    ["a refused stunt cannot be accepted", ["approve", "refuse"], "accept"],
    ["a vetoed stunt cannot be accepted", ["veto"], "accept"],
  ])("%s", (_name, before, answer) => {
    const stunt = before.reduce(step, proposed());
    expect(answerStunt(stunt, answer)).toEqual({ ok: false, reason: { key: REFUSAL.wrongStep } });
  });
});
