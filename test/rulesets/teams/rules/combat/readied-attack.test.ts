import { describe, expect, it } from "vitest";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { planAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import { TEAMS_MODIFIER } from "../../../../../src/rulesets/teams/rules/combat/labels";
import { readiedAttacker } from "../../../../../src/rulesets/teams/rules/combat/readied-attack";
import { afterActions, onMyTurn } from "../actions/support";
import { boudicaAttack } from "./attack-support";

const refusal = (result: { ok: boolean; reason?: { key: string } }) => (result.ok ? null : result.reason?.key.split(".").pop());

/** Boudica attacked once, then readied an attack "when the goblin steps out"; it is now the goblins' turn. */
function boudicaWaiting(readied = { action: "attack", trigger: "when the goblin steps out" }) {
  const { attacker } = boudicaAttack();
  const budget = afterActions(["attack", "readyAction"], freshBudget(), { readied }).budget;
  return { ...attacker, budget, context: { ...onMyTurn, ownTurn: false, prone: true } };
}

describe("an attack taken as the readied action", () => {
  it("goes off on the goblins' turn as an attack the economy allows, its own action already paid", () => {
    const readied = readiedAttacker(boudicaWaiting());
    if (!readied.ok) throw new Error(readied.reason.key);
    expect(readied.attacker.budget).toEqual({ ...freshBudget(), attacksThisRound: 1 });
    expect(readied.attacker.context).toEqual({ ...onMyTurn, ownTurn: true, prone: true });
    expect(readied.attacker).toMatchObject({ ratings: boudicaAttack().attacker.ratings, size: 4 });
  });

  it("her attack earlier this round still gives the multiple attack penalty", () => {
    const readied = readiedAttacker(boudicaWaiting());
    if (!readied.ok) throw new Error(readied.reason.key);
    const planned = planAttack(boudicaAttack({ attacker: readied.attacker }));
    if (!planned.ok) throw new Error(planned.reason.key);
    expect(planned.plan.modifiers.map((line) => line.key)).toContain(TEAMS_MODIFIER.multipleAttack);
  });

  it("spends her reaction and leaves nothing readied, and counts as another attack this round", () => {
    const readied = readiedAttacker(boudicaWaiting());
    expect(readied).toMatchObject({ ok: true, budgetAfter: { reactionsLeft: 0, readied: false, readiedAction: "", attacksThisRound: 2 } });
  });

  it("is refused with nothing readied, with another action readied, and with no reaction left", () => {
    const waiting = boudicaWaiting();
    expect(refusal(readiedAttacker({ ...waiting, budget: freshBudget() }))).toBe("nothingReadied");
    expect(refusal(readiedAttacker(boudicaWaiting({ action: "move", trigger: "" })))).toBe("notTheReadiedAction");
    expect(refusal(readiedAttacker({ ...waiting, budget: { ...waiting.budget, reactionsLeft: 0 } }))).toBe("noReactionLeft");
  });
});
