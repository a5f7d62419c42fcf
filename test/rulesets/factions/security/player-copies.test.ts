/**
 * A player with a browser console posts their own ChatMessage of a factions card's type, with a record
 * the spec accepts, and presses every step of that card on it. The GM acts only on cards a GM authored
 * (docs/security.md): every step of every factions card refuses the copy, rolls nothing and writes nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askAs, balthasarAgainstBandit, double, registerCardSteps } from "../flows/attack/fight";

type Plain = Record<string, any>;
const { initialData } = await import("../../../../src/core/schema/spec");
const { readCard } = await import("../../../../src/foundry/cards/card-record");
const { FACTIONS_ATTACK_CARD } = await import("../../../../src/rulesets/factions/flows/card/card-type");
const { FACTIONS_CARD_STEPS } = await import("../../../../src/rulesets/factions/flows/card/steps");
const { FACTIONS_BLAST_CARD } = await import("../../../../src/rulesets/factions/flows/blast/card-type");
const { FACTIONS_BLAST_STEPS } = await import("../../../../src/rulesets/factions/flows/blast/steps");
const { FACTIONS_CHASE_CARD } = await import("../../../../src/rulesets/factions/flows/chase/chase-card");
const { FACTIONS_CHASE_STEPS } = await import("../../../../src/rulesets/factions/flows/chase/chase-steps");
const { FACTIONS_MORALE_CARD } = await import("../../../../src/rulesets/factions/flows/morale/morale-card");
const { FACTIONS_MORALE_STEPS } = await import("../../../../src/rulesets/factions/flows/morale/morale-steps");
const { FACTIONS_AFTER_FIGHT_CARD } = await import("../../../../src/rulesets/factions/flows/after-fight/after-fight-card");
const { gearWearStep } = await import("../../../../src/rulesets/factions/flows/after-fight/gear-wear");

// The attack card's steps are registered by the fight fixture; the other cards' as their register() does.
registerCardSteps(FACTIONS_BLAST_CARD, FACTIONS_BLAST_STEPS);
registerCardSteps(FACTIONS_CHASE_CARD, FACTIONS_CHASE_STEPS);
registerCardSteps(FACTIONS_MORALE_CARD, FACTIONS_MORALE_STEPS);
registerCardSteps(FACTIONS_AFTER_FIGHT_CARD, [gearWearStep]);

const CARDS = [
  { card: FACTIONS_ATTACK_CARD, steps: FACTIONS_CARD_STEPS },
  { card: FACTIONS_BLAST_CARD, steps: FACTIONS_BLAST_STEPS },
  { card: FACTIONS_CHASE_CARD, steps: FACTIONS_CHASE_STEPS },
  { card: FACTIONS_MORALE_CARD, steps: FACTIONS_MORALE_STEPS },
  { card: FACTIONS_AFTER_FIGHT_CARD, steps: [gearWearStep] },
] as const;

let creatures: Record<string, Plain>;
beforeEach(() => ({ creatures } = balthasarAgainstBandit()));

/** p1's own message of the card's type, its record the spec's initial one: a copy the spec accepts. */
async function playersCopy(card: (typeof CARDS)[number]["card"]): Promise<Plain> {
  double.actAs("p1");
  const message = (await ChatMessage.create({ type: card.type, system: initialData(card.spec.schema), content: "" } as never)) as unknown as Plain;
  double.actAs("gm");
  return message;
}

describe("a player's own copy of a factions card", () => {
  for (const { card, steps } of CARDS) {
    it(`${card.type}: every step (${steps.map((s) => s.command).join(", ")}) is refused as not the GM's card, and nothing changes`, async () => {
      const copy = await playersCopy(card);
      expect(readCard(copy as never, card as never)).not.toBeNull();
      const [system, health, messages] = [structuredClone(copy.system), creatures.bandit!.system.health.value, double.messages.size];
      for (const step of steps) {
        const { answer } = await askAs("p1", step.command, { messageId: copy.id, token: "Scene.s.Token.balthasar", pace: "faster", combatantId: "balthasar", effect: "I win" }, [20, 20, 20]);
        expect(answer, step.command).toMatchObject({ ok: false, reason: step.refusals.notGm.key });
      }
      expect(copy.system).toEqual(system);
      expect(copy.rolls).toEqual([]);
      expect(creatures.bandit!.system.health.value).toBe(health);
      expect(double.messages.size).toBe(messages);
      double.dice.length = 0;
    });
  }
});
