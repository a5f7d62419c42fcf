/**
 * A long chase through the Foundry double: the GM's Chase on the tracker posts a card (whispered to the
 * GMs) listing who is still in the fight; the GM calls each one's pace; running it rolls the group AGI
 * save for those even with the pursuers, the faster escape without a save, the slower are reached;
 * escapees are marked `fled`; Undo takes it back. Only the GM runs any of it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { balthasarAgainstBandit, channel, double, giveStatuses, text } from "../attack/fight";
import { cardFlow } from "../../../../support/card-flow";

const { registerFactionsChase } = await import("../../../../../src/rulesets/factions/flows/chase/register");
const { CHASE_COMMANDS, CHASE_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/chase/keys");
const { chaseTrackerButtons } = await import("../../../../../src/rulesets/factions/flows/chase/chase-now");
registerFactionsChase();
const { lastCard, askAs, step, cards } = cardFlow(double, channel, "factionsChase");

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;

beforeEach(() => {
  ({ creatures } = balthasarAgainstBandit());
});

const fled = (id: string) => creatures[id]!.statuses.has("fled");
const record = () => lastCard().system as Plain;
const words = () => (lastCard().content as string).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const pressChase = (userId = "gm") => askAs(userId, CHASE_COMMANDS.now, { combatId: "combat1" }, []);
const pace = (combatantId: string, value: string, userId = "gm") => step(userId, CHASE_COMMANDS.pace, [], { combatantId, pace: value });

describe("the GM's Chase", () => {
  it("posts a card to the GMs listing who is still in the fight, each staying until called", async () => {
    await giveStatuses(creatures.sybilla!, ["fled"]);
    const { card } = await pressChase();
    expect(card!.whisper).toEqual(["gm"]);
    expect(record().fighters.map((fighter: Plain) => [fighter.name, fighter.pace])).toEqual([
      ["Balthasar", "stays"],
      ["Bandit", "stays"],
    ]);
    expect(words()).toContain(text("FRAY.Factions.Chase.Card.Hint"));
  });

  it("the button is the GM's alone; a player's press is refused", async () => {
    expect(chaseTrackerButtons({ userId: "p1", isGM: false })).toEqual([]);
    expect(chaseTrackerButtons({ userId: "gm", isGM: true }).map((button) => button.command)).toEqual([CHASE_COMMANDS.now]);
    const { answer, card } = await pressChase("p1");
    expect(answer).toMatchObject({ ok: false, reason: CHASE_REFUSAL.gmOnly.key });
    expect(card).toBeUndefined();
  });
});

describe("running the chase", () => {
  beforeEach(async () => {
    await pressChase();
  });

  it("the bandit, faster, escapes without a save; Balthasar, even, passes his AGI save (9 against 11) and escapes; Sybilla, slower, is reached", async () => {
    await pace("bandit", "faster");
    await pace("balthasar", "even");
    await pace("sybilla", "slower");
    expect(await step("gm", CHASE_COMMANDS.run, [9])).toMatchObject({ ok: true });
    expect([fled("bandit"), fled("balthasar"), fled("sybilla")]).toEqual([true, true, false]);
    const byName = Object.fromEntries(record().fighters.map((fighter: Plain) => [fighter.name, fighter]));
    expect(byName.Bandit).toMatchObject({ escapes: true, save: null });
    expect(byName.Balthasar).toMatchObject({ escapes: true, save: { natural: 9, score: 11, passed: true } });
    expect(byName.Sybilla).toMatchObject({ escapes: false, save: null });
    expect(words()).toContain("Passes the AGI save and escapes.");
    expect(words()).toContain("AGI save 9 against 11");
    expect(words()).toContain("Slower or tires sooner: cannot escape.");
  });

  it("an even fleer failing its AGI save (12 against 11) is reached", async () => {
    await pace("balthasar", "even");
    await step("gm", CHASE_COMMANDS.run, [12]);
    expect(fled("balthasar")).toBe(false);
    expect(record().fighters[0]).toMatchObject({ escapes: false, save: { natural: 12, passed: false } });
  });

  it("a player cannot call a pace nor run it; a forged pace or creature is refused; no fleer, nothing to run", async () => {
    expect(await pace("balthasar", "faster", "p1")).toMatchObject({ ok: false, reason: CHASE_REFUSAL.gmOnly.key });
    expect(await step("p1", CHASE_COMMANDS.run)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.gmOnly.key });
    expect(await pace("balthasar", "teleports")).toMatchObject({ ok: false, reason: CHASE_REFUSAL.unknown.key });
    expect(await pace("stranger", "faster")).toMatchObject({ ok: false, reason: CHASE_REFUSAL.unknown.key });
    expect(await step("gm", CHASE_COMMANDS.run)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.noFleer.key });
    expect(record().run).toBe(false);
  });

  it("Undo brings back those who fled; a second run or undo is refused", async () => {
    await pace("bandit", "faster");
    await step("gm", CHASE_COMMANDS.run);
    expect(await step("gm", CHASE_COMMANDS.run)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.done.key });
    expect(await step("p1", CHASE_COMMANDS.undo)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.gmOnly.key });
    expect(await step("gm", CHASE_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(fled("bandit")).toBe(false);
    expect(await step("gm", CHASE_COMMANDS.undo)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.done.key });
    expect(words()).toContain("Undone");
    expect(cards().length).toBe(1);
  });

  it("Undo before the run is refused", async () => {
    expect(await step("gm", CHASE_COMMANDS.undo)).toMatchObject({ ok: false, reason: CHASE_REFUSAL.notRun.key });
  });
});
