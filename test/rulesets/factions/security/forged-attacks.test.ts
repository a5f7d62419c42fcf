/**
 * A player with a browser console sends `factionsAttack` with token UUIDs of their choosing. The GM
 * resolves the tokens again and refuses a target on another scene: the sword cannot reach a creature the
 * GM keeps on a map the party is not on, whatever "nearby" the dialog claims. Nor does taking one's own
 * token out of the fight (a player may: docs/security.md) make attacks on those still in it free.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, attackAs, attackCards, balthasarAgainstBandit, budgetOf, leavesFight, startFactions } from "../flows/attack/fight";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;
let combat: Plain;

/** The bandit's token moved to another scene, one with no Regions (no zones: "nearby" is the dialog's tick). */
function banditOnAnotherScene(): void {
  const token = creatures.bandit!.getActiveTokens()[0].document as Plain;
  const here = token.parent as Plain;
  here.tokens.contents = here.tokens.contents.filter((t: Plain) => t !== token);
  // A TokenDocument's parent is its Scene (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#parent).
  token.parent = { grid: here.grid, tokens: { contents: [token] }, regions: { contents: [], get: () => undefined } };
}

beforeEach(() => {
  ({ creatures, combat } = balthasarAgainstBandit());
});

describe("an attack naming a token on another scene", () => {
  beforeEach(banditOnAnotherScene);

  it("out of a fight: refused, no card, the bandit untouched", async () => {
    const { answer, card } = await attackAs("p1", "balthasar", "bandit", "sword", [20, 8], { nearby: true });
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOnScene });
    expect(card).toBeUndefined();
    expect(creatures.bandit!.system.health.value).toBe(6);
  });

  it("in a started fight: refused before Balthasar's main action is spent", async () => {
    await startFactions();
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", [20, 8]);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOnScene });
    expect(attackCards()).toHaveLength(0);
    expect(budgetOf(combat, "balthasar").main).toBe(false);
  });
});

describe("an attack by a creature taken out of the fight, at one still in it", () => {
  /** Balthasar's player removes his combatant from his own client. */
  const balthasarLeaves = () => leavesFight(combat, creatures, "balthasar", "p1");

  it("is refused for the player: the GM adds him back first; nothing is rolled or posted", async () => {
    await startFactions();
    await balthasarLeaves();
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", [20, 8]);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notInFight });
    expect(attackCards()).toHaveLength(0);
    expect(creatures.bandit!.system.health.value).toBe(6);
  });

  it("the GM's own call stands, and out of any fight anyone may attack", async () => {
    expect((await attackAs("p1", "balthasar", "bandit", "sword", [20])).answer).toMatchObject({ ok: true });
    await startFactions();
    await balthasarLeaves();
    expect((await attackAs("gm", "balthasar", "bandit", "sword", [20])).answer).toMatchObject({ ok: true });
  });
});
