/**
 * The chapter's Attack of Opportunity on movement: "if at any point during your round a creature leaves
 * one of your threatened squares, and isn't using a 5-foot step, you can make an attack of opportunity
 * on them as an immediate action". The active GM sees every token move in a started fight and whispers
 * each threatening creature's owners an offer.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { begin, double, fight, move, offers, setUp, take, turn, words } from "../actions/action-fight";
import { budgetOf, text } from "../attack/fight";

const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { classicEconomy } = await import("../../../../../src/rulesets/classic/rules/actions/budget");
const { wireOpportunityOffer } = await import("../../../../../src/rulesets/classic/flows/opportunity/offer-button");

beforeEach(() => setUp());

/** The offer's button as `userId`'s client shows it: null when it was taken off for them. */
function buttonFor(userId: string, message: Record<string, any>) {
  double.actAs(userId);
  const button = { removed: false, disabled: false, remove() { this.removed = true; }, addEventListener() {} };
  const html = { querySelector: () => button };
  wireOpportunityOffer(message as never, html as never);
  double.actAs("gm");
  return button.removed ? null : button;
}

describe("leaving a threatened square", () => {
  it("the orc walks away from Maren: her player and the GM are whispered 'Attack of Opportunity on Orc'", async () => {
    await begin();
    await move("gm", "orc", 4);
    const cards = offers();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.whisper.sort()).toEqual(["gm", "p1"]);
    expect(words(cards[0]!.content)).toContain(text("FRAY.Classic.Opportunity.Title", { mover: "Orc" }));
    expect(cards[0]!.flags.fray.classicOpportunity).toEqual({ watcherTokenUuid: "Scene.s.Token.maren", moverTokenUuid: "Scene.s.Token.orc", weaponId: "mace", round: 1, struck: false });
  });

  it("the button is Maren's player's and the GM's, not Pip's player's", async () => {
    await begin();
    await move("gm", "orc", 4);
    expect(buttonFor("p1", offers()[0]!)).not.toBeNull();
    expect(buttonFor("gm", offers()[0]!)).not.toBeNull();
    expect(buttonFor("p2", offers()[0]!)).toBeNull();
  });

  it("Maren stepping away from the orc offers the orc (the GM's) its attack", async () => {
    await begin();
    await move("p1", "maren", -2);
    expect(offers().map((card) => card.flags.fray.classicOpportunity.watcherTokenUuid)).toEqual(["Scene.s.Token.orc"]);
    expect(offers()[0]!.whisper).toEqual(["gm"]);
  });

  it("a 5-foot step taken from the sheet provokes nothing", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    await take("p1", "maren", "fiveFootStep");
    await move("p1", "maren", -1);
    expect(offers()).toHaveLength(0);
    // The mark lasts one move: the next one is a move again.
    await move("gm", "orc", 0);
    await move("p1", "maren", -3);
    expect(offers()).toHaveLength(1);
  });

  it("Pip, untrained with his longsword, threatens nothing: the orc leaving him is offered to no one", async () => {
    setUp({ orcAt: 4 });
    await begin();
    await move("gm", "orc", 7);
    expect(offers()).toHaveLength(0);
  });

  it("nothing before the fight starts", async () => {
    await move("gm", "orc", 4);
    expect(offers()).toHaveLength(0);
  });

  it("Pip walking away from Maren is no foe leaving her", async () => {
    await begin();
    // Round the orc two rows down, out of its reach, to Maren's other side.
    await move("p2", "pip", -1, [[3, 2], [-1, 2]]);
    await move("p2", "pip", -3);
    expect(offers()).toHaveLength(0);
  });

  it("a move that only passes through a threatened square provokes: the orc walks past Maren's side and on", async () => {
    setUp({ orcAt: 4 });
    await begin();
    // Along the row below: three squares beside Maren on the way, none where it began or stopped.
    await move("gm", "orc", -4, [[4, 1], [-4, 1]]);
    expect(offers().map((card) => card.flags.fray.classicOpportunity.watcherTokenUuid)).toEqual(["Scene.s.Token.maren"]);
  });

  it("on a scene with levels (v14), the orc walking away on the floor above Maren's provokes nothing", async () => {
    Object.assign(fight.creatures.maren!.getActiveTokens()[0].document, { level: "ground" });
    Object.assign(fight.creatures.orc!.getActiveTokens()[0].document, { level: "upstairs" });
    await begin();
    await move("gm", "orc", 4);
    expect(offers()).toHaveLength(0);
  });

  it("Maren grappling, dying or unconscious threatens nothing", async () => {
    for (const status of ["grappled", "dying", "unconscious"]) {
      setUp();
      await begin();
      await fight.creatures.maren!.toggleStatusEffect(status, { active: true });
      await move("gm", "orc", 4);
      expect(offers(), status).toHaveLength(0);
    }
  });
});

describe("one attack of opportunity a round", () => {
  it("once Maren made hers this round, the orc leaving her again is offered to no one", async () => {
    await begin();
    const spent = classicEconomy.read({ immediates: 1, immediateLock: "opportunity" });
    await storeEconomy(fight.combat.combatants.get("maren"), spent);
    await move("gm", "orc", 4);
    expect(offers()).toHaveLength(0);
  });

  it("with Battle Prowess (two a round) she is offered a second one", async () => {
    fight.creatures.maren!.system.opportunitiesPerRound = 2;
    await begin();
    await storeEconomy(fight.combat.combatants.get("maren"), classicEconomy.read({ immediates: 1, immediateLock: "opportunity" }));
    await move("gm", "orc", 4);
    expect(offers()).toHaveLength(1);
  });

  it("after a held action (an immediate of another kind) she makes none until her next turn", async () => {
    await begin();
    await storeEconomy(fight.combat.combatants.get("maren"), classicEconomy.read({ immediates: 1, immediateLock: "other" }));
    await move("gm", "orc", 4);
    expect(offers()).toHaveLength(0);
    expect(budgetOf(fight.combat, "maren").immediateLock).toBe("other");
  });
});
