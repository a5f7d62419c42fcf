/**
 * An Attack of Opportunity answers a provocation the GM saw: in a started fight a player's attack made
 * "as an attack of opportunity" (the immediate action, off the creature's turn) needs the GM's own offer
 * card naming that creature and that foe, from this round, not yet struck. Without one it is refused and
 * nothing is spent; each offer pays for one strike. (The GM, the final arbiter, may strike for a monster
 * without one.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import { begin, double, fight, move, offers, setUp } from "../flows/actions/action-fight";
import { ATTACK_REFUSAL, attackAs, budgetOf } from "../flows/attack/fight";
import { atRound } from "../../../support/engine-at-round";

const { wireOpportunityOffer } = await import("../../../../src/rulesets/classic/flows/opportunity/offer-button");

type Plain = Record<string, any>;
const combat = () => fight.combat;
const attackCards = () => [...double.messages.values()].filter((message) => message.type === "classicAttack");

/** Maren's player clicks the offer's button on her own client (the button starts the attack with the dialog's answers). */
async function clicksOffer(offer: Plain): Promise<void> {
  double.actAs("p1");
  let click: (() => void) | null = null;
  const button = { disabled: false, remove() {}, addEventListener: (_: string, listener: (event: Event) => void) => (click = () => listener(new Event("click"))) };
  wireOpportunityOffer(offer as never, { querySelector: () => button } as never);
  double.answers.push({ mode: "melee", iterative: "0", stance: "normal", situational: "0" });
  double.dice.push(15);
  (click as (() => void) | null)?.();
  await double.net.settle();
  for (let i = 0; i < 6; i++) await double.net.settle();
}

beforeEach(async () => {
  setUp();
  // Maren (p1) beside the orc; the fight starts, Maren first, and the orc's turn comes.
  await begin();
});

describe("an attack of opportunity without the GM's offer", () => {
  it("Maren's player strikes the orc 'as an attack of opportunity' though it provoked nothing: refused, nothing spent, no card", async () => {
    const { answer, card } = await attackAs("p1", "maren", "orc", "mace", [15], { opportunity: true });
    expect(answer).toEqual({ ok: false, reason: ATTACK_REFUSAL.noOffer, data: { name: "Orc" } });
    expect(card).toBeUndefined();
    expect(budgetOf(combat(), "maren")).toMatchObject({ immediates: 0 });
  });

  it("an offer against the orc pays for one strike at the orc: not at Pip, not a second time", async () => {
    await move("gm", "orc", 2);
    const [offer] = offers();
    expect(offer).toBeDefined();
    const offerId = offer!.id;
    expect((await attackAs("p1", "maren", "pip", "mace", [15], { opportunity: true, offerId })).answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noOffer });
    expect((await attackAs("p1", "maren", "orc", "mace", [15], { opportunity: true, offerId })).answer).toMatchObject({ ok: true });
    expect(budgetOf(combat(), "maren")).toMatchObject({ immediates: 1, immediateLock: "opportunity" });
    expect((await attackAs("p1", "maren", "orc", "mace", [15], { opportunity: true, offerId })).answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noOffer });
  });

  it("the offer's button is what sends it: clicking it strikes the orc once", async () => {
    await move("gm", "orc", 2);
    await clicksOffer(offers()[0]!);
    expect(attackCards()).toHaveLength(1);
    expect(attackCards()[0]!.system).toMatchObject({ opportunity: true, target: { name: "Orc" } });
  });

  it("an offer left from an earlier round is no offer now", async () => {
    await move("gm", "orc", 2);
    const offerId = offers()[0]!.id;
    atRound(combat() as never, 2);
    expect((await attackAs("p1", "maren", "orc", "mace", [15], { opportunity: true, offerId })).answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noOffer });
  });

  it("the GM may still strike for the orc without an offer", async () => {
    expect((await attackAs("gm", "orc", "maren", "axe", [15], { opportunity: true })).answer).toMatchObject({ ok: true });
  });
});
