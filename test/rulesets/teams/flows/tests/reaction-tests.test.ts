/**
 * Fortify and Resist outside an attack (a poison, a fear spell, a fall), through the Foundry double: the
 * player asks from the test dialog, the GM spends the reaction of the round and the stamina or focus,
 * or refuses with the reason; the reaction comes back at the start of the character's own turn;
 * Guard's +1 is a line of the test; a confirmed override is taken and the GMs are told.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actionsDouble, double, fighter, newScene, resetDoubles, startFight, type Fighter } from "../attack/fight";
import type { MessageDouble } from "../../../../foundry-double/attack";

// The fight fixture listens on the socket already (once per client: listenOnSocket registers the decision outcomes).
const { askGm } = await import("../../../../../src/foundry/channel");
const { handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");
const { storedEconomy, storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { registerTeamsTests } = await import("../../../../../src/rulesets/teams/flows/tests/register");
const { requestTest } = await import("../../../../../src/rulesets/teams/flows/tests/request-test");
const { TEST_COMMAND } = await import("../../../../../src/rulesets/teams/flows/tests/test-request");
const { takeAction } = await import("../../../../../src/rulesets/teams/rules/actions/take-action");
const { teamsEconomy } = await import("../../../../../src/rulesets/teams/rules/actions/economy");
const { TEAMS_ECONOMY_REFUSAL: REFUSAL } = await import("../../../../../src/rulesets/teams/rules/actions/labels");
const { TEAMS_STATUS } = await import("../../../../../src/rulesets/teams/rules/statuses");
registerTeamsTests();

const g = globalThis as Record<string, any>;
const say = (key: string, data: Record<string, string | number> = {}) => g.game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) as string;

/**
 * Boudica (p1): strength d6, athletics d6, fortitude 1, 3 stamina (the chapter's fortify: 2d6+1).
 * Clementine (p2): willpower d8, presence d6, resolve 2, 3 focus. A brute for the other team.
 */
function cast(): Record<"boudica" | "clementine" | "brute", Fighter> {
  const scene = newScene();
  const people = {
    boudica: fighter({ id: "boudica", name: "Boudica", owners: ["p1"], at: { x: 0, y: 0 }, fields: { attributes: { strength: "d6" }, skills: { athletics: "d6" }, proficiencies: { fortitude: 1 }, stamina: { value: 3, max: 3 } } }, scene),
    clementine: fighter({ id: "clementine", name: "Clementine", owners: ["p2"], at: { x: 1, y: 0 }, fields: { attributes: { willpower: "d8" }, skills: { presence: "d6" }, proficiencies: { resolve: 2 }, focus: { value: 3, max: 3 } } }, scene),
    brute: fighter({ id: "brute", name: "Brute", owners: [], at: { x: 3, y: 0 }, monster: true }, scene),
  };
  // A turn start reads the actor's ActiveEffects (Actor#effects, an EmbeddedCollection:
  // https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#effects); these actors have none.
  for (const { actor } of Object.values(people)) Object.assign(actor, { effects: { contents: [] } });
  return people;
}

let people: ReturnType<typeof cast>;
const boudica = () => people.boudica;
const clementine = () => people.clementine;

beforeEach(() => {
  resetDoubles();
  people = cast();
});

const fortify = { actorUuid: "Scene.s.Token.boudica", attribute: "strength", skill: "athletics", proficiency: null, advantage: 0, difficulty: 8, reaction: "fortify" };
const resist = { actorUuid: "Scene.s.Token.clementine", attribute: "willpower", skill: "presence", proficiency: null, advantage: 0, difficulty: 9, reaction: "resist" };

async function ask(userId: string, payload: Record<string, unknown>, dice: number[] = []) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(TEST_COMMAND, payload);
  await double.net.settle();
  return answer;
}

const cards = () => [...double.messages.values()].filter((message) => message.type === "teamsTest");
const lastCard = () => cards().at(-1)!;
const text = (message: MessageDouble) => message.content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const stamina = () => boudica().actor.system.stamina.value as number;
const focus = () => clementine().actor.system.focus.value as number;

async function fight() {
  return startFight(people, { boudica: "party", clementine: "party", brute: "foes" });
}
const budget = (combat: Record<string, any>, id: string) => teamsEconomy.read(storedEconomy(combat.combatants.get(id)));
// The GM's handler runs on the GM's client, with the asker's id as the channel hands it over.
const turn = async (kind: "act" | "endTurn", id: string, userId: string) => expect(await double.net.on("gm", () => handleTurn({ combatId: "combat1", intent: { kind, combatantId: id } }, userId))).toEqual({ ok: true });

describe("Fortify in a fight", () => {
  it("Boudica fortifies against a poison: 1 stamina and her reaction spent, the card says Fortify (1 stamina) and tests strength + athletics + fortitude", async () => {
    const combat = await fight();
    expect(await ask("p1", fortify, [4, 3, 10])).toMatchObject({ ok: true, result: { total: 8, success: true } });
    expect(stamina()).toBe(2);
    expect(budget(combat, "boudica").reactionsLeft).toBe(0);
    const card = text(lastCard());
    expect(lastCard().author?.id).toBe("gm");
    expect(card).toContain(say("FRAY.Teams.Test.Reaction.Line.fortify", { stamina: 1 }));
    expect(card).toContain("Boudica tests Strength + Athletics");
    expect(card).toContain(`${say("FRAY.Teams.Test.Line.Proficiency", { name: "Fortitude" })} +1`);
    expect(card).toContain("8 vs difficulty 8");
  });

  it("the reaction fixes the proficiency: asked with finesse, Fortify still tests fortitude", async () => {
    await fight();
    await ask("p1", { ...fortify, proficiency: "finesse" }, [4, 3, 10]);
    expect(lastCard().system).toMatchObject({ proficiency: "fortitude", proficiencyBonus: 1, reaction: "fortify" });
  });

  it("a second reaction in the same round is refused with the reason: nothing rolled, nothing spent", async () => {
    await fight();
    await ask("p1", fortify, [4, 3, 10]);
    const answer = await ask("p1", fortify, [6, 6, 10]);
    expect(answer).toMatchObject({ ok: false, reason: REFUSAL.noReactionLeft });
    expect(double.notices.at(-1)).toEqual({ level: "warn", message: say(REFUSAL.noReactionLeft) });
    expect(stamina()).toBe(2);
    expect(cards()).toHaveLength(1);
    expect(double.dice).toEqual([6, 6, 10]);
  });

  it("the reaction comes back at the start of Boudica's own turn, not before", async () => {
    const combat = await fight();
    await ask("p1", fortify, [4, 3, 10]);
    await turn("act", "clementine", "p2");
    await turn("endTurn", "clementine", "p2");
    expect(budget(combat, "boudica").reactionsLeft).toBe(0);
    await turn("act", "brute", "gm");
    await turn("endTurn", "brute", "gm");
    await turn("act", "boudica", "p1");
    expect(budget(combat, "boudica").reactionsLeft).toBe(1);
    expect(await ask("p1", fortify, [2, 2, 10])).toMatchObject({ ok: true, result: { total: 5, success: false } });
    expect(stamina()).toBe(1);
  });

  it("no stamina left: refused with how much is needed, the reaction kept", async () => {
    const combat = await fight();
    boudica().actor.system.stamina.value = 0;
    expect(await ask("p1", fortify, [4, 3, 10])).toMatchObject({ ok: false, reason: REFUSAL.notEnoughStamina, data: { needed: 1, left: 0 } });
    expect(budget(combat, "boudica").reactionsLeft).toBe(1);
    expect(cards()).toHaveLength(0);
  });

  it("guarding adds Guard's +1: 3 + 3 + 1 + 1 meets a difficulty of 8", async () => {
    const combat = await fight();
    await turn("act", "boudica", "p1");
    // Boudica Guards on her turn (the actions flow stores what the pure rules return).
    const guarded = takeAction(budget(combat, "boudica"), { stamina: 3, focus: 0 }, "guard", { ownTurn: true, stamina: 3, focus: 0, prone: false });
    if (!guarded.ok) throw new Error("Guard was refused");
    await storeEconomy(combat.combatants.get("boudica"), guarded.budget);
    expect(await ask("p1", fortify, [3, 3, 10])).toMatchObject({ ok: true, result: { total: 8, success: true } });
    expect(text(lastCard())).toContain(`${say("FRAY.Teams.Combat.Modifier.Guard")} +1`);
  });

  it("a player cannot spend another's stamina: p2 asking Fortify for Boudica is refused, nothing spent", async () => {
    const combat = await fight();
    expect(await ask("p2", fortify, [4, 3, 10])).toMatchObject({ ok: false, reason: "FRAY.Teams.Test.Refusal.NotOwner", data: { name: "Boudica" } });
    expect(stamina()).toBe(3);
    expect(budget(combat, "boudica").reactionsLeft).toBe(1);
    expect(cards()).toHaveLength(0);
  });

  it("off Boudica's turn a player cannot force a second Fortify: refused without the offer to confirm, nothing rolled, nothing spent", async () => {
    await fight();
    await ask("p1", fortify, [4, 3, 10]);
    const answer = await ask("p1", { ...fortify, force: true }, [6, 6, 10]);
    expect(answer).toEqual({ ok: false, reason: REFUSAL.noReactionLeft });
    expect(stamina()).toBe(2);
    expect(cards()).toHaveLength(1);
    expect([...double.messages.values()].filter((message) => message.whisper.length > 0)).toEqual([]);
  });

  it("forced on her own turn after the player confirms: taken from the dialog anyway, the stamina runs out at zero and the GMs alone are told", async () => {
    await fight();
    await turn("act", "boudica", "p1");
    await ask("p1", fortify, [4, 3, 10]);
    double.actAs("p1");
    double.answers.push({ reaction: "fortify", attribute: "strength", skill: "athletics", proficiency: "", advantage: "0", difficulty: 8 });
    actionsDouble.confirmAnswers.push(true);
    double.dice.push(5, 5, 10);
    await requestTest(boudica().actor as never, { attribute: "strength" });
    await double.net.settle();
    expect(actionsDouble.confirms).toHaveLength(1);
    expect(actionsDouble.confirms[0]!.content).toContain(say(REFUSAL.noReactionLeft));
    expect(cards()).toHaveLength(2);
    expect(stamina()).toBe(1);
    const told = [...double.messages.values()].filter((message) => message.whisper.length > 0);
    expect(told.map((message) => message.whisper)).toEqual([["gm"]]);
    expect(text(told[0]!)).toContain(say(REFUSAL.noReactionLeft));
  });

  it("a declined confirm leaves the refusal: nothing rolled, nothing spent", async () => {
    await fight();
    await turn("act", "boudica", "p1");
    await ask("p1", fortify, [4, 3, 10]);
    double.actAs("p1");
    double.answers.push({ reaction: "fortify", attribute: "strength", skill: "athletics", proficiency: "", advantage: "0", difficulty: 8 });
    actionsDouble.confirmAnswers.push(false);
    await requestTest(boudica().actor as never, { attribute: "strength" });
    await double.net.settle();
    expect(cards()).toHaveLength(1);
    expect(stamina()).toBe(2);
  });
});

describe("Resist", () => {
  it("Clementine resists a fear spell in the fight: 1 focus, her reaction, Resist (1 focus) on the card with resolve +2", async () => {
    const combat = await fight();
    expect(await ask("p2", resist, [5, 2, 10])).toMatchObject({ ok: true, result: { total: 9, success: true } });
    expect(focus()).toBe(2);
    expect(budget(combat, "clementine").reactionsLeft).toBe(0);
    expect(text(lastCard())).toContain(say("FRAY.Teams.Test.Reaction.Line.resist", { focus: 1 }));
    expect(text(lastCard())).toContain(`${say("FRAY.Teams.Test.Line.Proficiency", { name: "Resolve" })} +2`);
  });

  it("no focus left: refused", async () => {
    await fight();
    clementine().actor.system.focus.value = 0;
    expect(await ask("p2", resist, [5, 2, 10])).toMatchObject({ ok: false, reason: REFUSAL.notEnoughFocus });
  });
});

describe("outside a fight", () => {
  it("focus is still spent, and there is no reaction of the round to run out: two Resists in a row", async () => {
    expect(await ask("p2", resist, [5, 2, 10])).toMatchObject({ ok: true });
    expect(await ask("p2", resist, [5, 2, 10])).toMatchObject({ ok: true });
    expect(focus()).toBe(1);
    expect(cards()).toHaveLength(2);
  });

  it("without stamina Fortify is refused there too", async () => {
    boudica().actor.system.stamina.value = 0;
    expect(await ask("p1", fortify, [4, 3, 10])).toMatchObject({ ok: false, reason: REFUSAL.notEnoughStamina });
  });

  it("Guard shown on the token adds its +1", async () => {
    boudica().actor.statuses.add(TEAMS_STATUS.guarding);
    expect(await ask("p1", fortify, [3, 3, 10])).toMatchObject({ ok: true, result: { total: 8 } });
  });

  it("an ordinary test spends nothing and gets no Guard line", async () => {
    boudica().actor.statuses.add(TEAMS_STATUS.guarding);
    expect(await ask("p1", { ...fortify, reaction: null }, [3, 3, 10])).toMatchObject({ ok: true, result: { total: 6 } });
    expect(stamina()).toBe(3);
    expect(text(lastCard())).not.toContain(say("FRAY.Teams.Test.Reaction.Line.fortify", { stamina: 1 }));
  });
});
