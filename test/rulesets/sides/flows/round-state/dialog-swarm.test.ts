/** The attack dialog of a declared swarm's member: the count opens pre-filled and is explained; the form still decides. */
import { describe, expect, it } from "vitest";
import { attackDialogView, choicesFromForm, defaultChoices, type DialogFacts } from "../../../../../src/rulesets/sides/flows/attack-dialog-view";
import { ROUND_STATE_KEYS } from "../../../../../src/rulesets/sides/flows/round-state/keys";
import { longsword, target } from "../../rules/combat/fixtures";

const t = (key: string, data?: Record<string, string | number>) => `${key} ${JSON.stringify(data ?? {})}`;

function facts(overrides: Partial<DialogFacts> = {}): DialogFacts {
  return {
    weapon: longsword, target: target(), targetName: "Ogre", distanceFt: 5, cover: null,
    otherWeapons: [], attributeMods: { str: 1, dex: 0 }, attackerProne: false, snap: false, ...overrides,
  };
}

describe("a declared swarm in the attack dialog", () => {
  it("opens with the swarm's assailant count and says where it comes from", () => {
    const f = facts({ swarmDeclared: 3 });
    const choices = defaultChoices(f);
    expect(choices.swarmAssailants).toBe(3);
    expect(attackDialogView(f, choices, t).hints).toContain(`${ROUND_STATE_KEYS.swarmDeclared} {"count":3}`);
  });

  it("without a declared swarm it opens at 0 with no hint", () => {
    for (const f of [facts(), facts({ swarmDeclared: 0 })]) {
      expect(defaultChoices(f).swarmAssailants).toBe(0);
      expect(attackDialogView(f, defaultChoices(f), t).hints.some((hint) => hint.startsWith(ROUND_STATE_KEYS.swarmDeclared))).toBe(false);
    }
  });

  it("the count stays editable: the submitted form wins", () => {
    const start = defaultChoices(facts({ swarmDeclared: 3 }));
    expect(choicesFromForm({ swarmAssailants: "2" }, start).swarmAssailants).toBe(2);
  });
});
