/**
 * Who sees the maneuver card's buttons while it waits for the Attack of Opportunity: the defender's player
 * the AoO, the GM everything, anyone else nothing; none once settled, and none on a card a player wrote.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { classicFight, double, goOn, lastCard, maneuverAs, resetDoubles, settle } from "./fight";

const { wireCardButtons } = await import("../../../../../src/foundry/cards");
const { maneuverCardButtons } = await import("../../../../../src/rulesets/classic/flows/maneuvers/buttons");

const club = { id: "club", name: "Club", kind: "weapon" as const, fields: { held: "primary", damage: "1d6" } };

beforeEach(() => {
  resetDoubles();
  classicFight([
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 0, fields: { abilities: { str: { score: 20 } }, baseAttackBonus: 4 }, items: [club] },
    { id: "brom", name: "Brom", owners: ["p1"], square: 1, items: [club], fields: { training: { weapons: { simple: true } } } },
    { id: "kit", name: "Kit", owners: ["p2"], square: 6 },
  ]);
});

const shown = (userId: string, message = lastCard()) => {
  double.actAs(userId);
  const { html, buttons } = fakeCardHtml(message.content);
  wireCardButtons(maneuverCardButtons, message as never, html);
  return buttons.filter((button) => !button.removed).map((button) => button.dataset.frayCardAction);
};

describe("the maneuver card's buttons", () => {
  it("the ogre trips Brom beside it: Brom's player may make the Attack of Opportunity, the GM may also go on, Kit's player sees nothing", async () => {
    await maneuverAs("gm", "ogre", "brom", "trip", []);
    expect(lastCard().system.phase).toBe("opportunity");
    expect(shown("p1")).toEqual(["opportunity"]);
    expect(shown("gm")).toEqual(["opportunity", "resolve", "resolveDamaged"]);
    expect(shown("p2")).toEqual([]);
    await goOn("gm", [10, 10, 3]);
    expect(shown("gm")).toEqual([]);
  });

  it("Brom's player presses Attack of opportunity: his club's attack on the ogre goes to the GM as the attack flow's", async () => {
    await maneuverAs("gm", "ogre", "brom", "trip", []);
    double.actAs("p1");
    const { html, buttons } = fakeCardHtml(lastCard().content);
    wireCardButtons(maneuverCardButtons, lastCard() as never, html);
    double.answers.push({ mode: "melee", stance: "normal" });
    double.dice.push(15);
    buttons.find((button) => button.dataset.frayCardAction === "opportunity")!.listeners[0]!();
    await settle();
    const attack = [...double.messages.values()].find((message) => message.type === "classicAttack");
    expect(double.notices).toEqual([]);
    expect(attack?.system).toMatchObject({ attacker: { tokenUuid: "Scene.s.Token.brom" }, target: { tokenUuid: "Scene.s.Token.ogre" }, weaponId: "club" });
  });

  it("a defender standing out of reach provokes nothing: the card is settled at once", async () => {
    const { card } = await maneuverAs("gm", "ogre", "kit", "shove", [10, 10, 3]);
    expect(card?.system).toMatchObject({ phase: "settled", outcome: "succeeded" });
  });

  it("a look-alike card a player wrote shows nobody any button", async () => {
    await maneuverAs("gm", "ogre", "brom", "trip", []);
    double.actAs("p1");
    const forged = await (globalThis as any).ChatMessage.create({ type: "classicManeuver", system: structuredClone(lastCard().system), content: lastCard().content });
    expect(shown("gm", forged)).toEqual([]);
    expect(shown("p1", forged)).toEqual([]);
  });
});
