/**
 * The chapter's Held Action and Immediate Action Exclusivity in the tracker: resolving a held action is
 * the holder's immediate action ("other") for the round; an attack of opportunity shuts the other kinds
 * until the creature's next turn, and without Battle Prowess a second one in the round is refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { begin, fight, move, offers, setUp, turn } from "./action-fight";
import { attackAs, budgetOf, text } from "../attack/fight";

beforeEach(() => setUp());

/** Maren (20) holds "strike when the orc moves" and ends her turn; the orc (15) is up. */
async function marenHolds(): Promise<void> {
  await begin();
  await turn({ kind: "act", combatantId: "maren" });
  expect(await turn({ kind: "hold", combatantId: "maren", actionId: "strike", trigger: "the orc moves" })).toEqual({ ok: true });
  await turn({ kind: "endTurn", combatantId: "maren" });
  await turn({ kind: "act", combatantId: "orc" });
}

/** The orc steps out of Maren's reach (the GM offers her its attack), and her player's click on the offer asks the GM (d20 then damage dice). */
async function opportunity() {
  await move("gm", "orc", fight.creatures.orc!.getActiveTokens()[0].document.x / 100 + 1);
  return attackAs("p1", "maren", "orc", "mace", [15, 3], { opportunity: true, offerId: offers().at(-1)?.id ?? "" });
}

describe("a held action goes off", () => {
  it("the GM triggers it: Maren's immediate action (of the other kind) is spent for the round", async () => {
    await marenHolds();
    expect(await turn({ kind: "triggerHeld", combatantId: "maren", triggeredBy: "orc" })).toEqual({ ok: true });
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ immediates: 1, immediateLock: "other" });
  });

  it("after her attack of opportunity this round the trigger is refused, naming the exclusivity", async () => {
    await marenHolds();
    expect((await opportunity()).answer).toMatchObject({ ok: true });
    const refused = await turn({ kind: "triggerHeld", combatantId: "maren", triggeredBy: "orc" });
    expect(refused).toMatchObject({ ok: false, reason: "FRAY.Classic.Action.Refusal.immediateExclusive", data: { kind: text("FRAY.Classic.Action.Immediate.opportunity") } });
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ immediates: 1, immediateLock: "opportunity" });
  });
});

describe("attacks of opportunity and the round", () => {
  it("a second attack of opportunity in the round is refused (one a round without feats): the orc leaving again is offered to no one", async () => {
    await begin();
    expect((await opportunity()).answer).toMatchObject({ ok: true });
    const second = await opportunity();
    expect(offers()).toHaveLength(1);
    expect(second.answer).toMatchObject({ ok: false, reason: "FRAY.Classic.Attack.Refusal.NoOffer" });
    expect(second.card).toBeUndefined();
  });

  it("an attack of opportunity locks her other immediate actions until her next turn, not just the round", async () => {
    await begin();
    await opportunity();
    await turn({ kind: "nextRound" });
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ immediates: 0, immediateLock: "opportunity" });
    await turn({ kind: "act", combatantId: "maren" });
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ immediates: 0, immediateLock: "none" });
  });
});
