/**
 * A Dice So Nice animation never holds the GM's lane: a Dodge rolls its defence test on the GM's client
 * and shows the dice to everyone (game.dice3d.showForRoll, the module's API), but the card step answers
 * and the next command runs while the dice are still rolling. Here the animation never ends until the
 * test lets it, as on a client whose animation stalls.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { double, fighter, freshScene, askGm, lastCard, text, CARD_COMMANDS, TEAMS_ATTACK_COMMAND } from "./fight";

const g = globalThis as Record<string, any>;

/** Animations started and not yet finished: call one to end it. */
let playing: (() => void)[] = [];

beforeEach(() => {
  const scene = freshScene();
  fighter({ id: "boudica", name: "Boudica", owners: ["p1"], at: { x: 0, y: 0 }, fields: { evasion: 2, endurance: { value: 12, max: 12 }, health: { value: 12, max: 12 } } }, scene);
  const bite = { name: "Bite", attributes: { strength: true }, proficiencies: { martial: false }, damage: 6, damageType: "slashing", criticalDamage: 6, criticalThreshold: 30 };
  fighter({ id: "brute", name: "Brute", owners: [], at: { x: 1, y: 0 }, monster: true, fields: { attacks: [bite] } }, scene);
  playing = [];
  g.game.dice3d = { showForRoll: () => new Promise<boolean>((resolve) => playing.push(() => resolve(true))) };
});
afterEach(() => {
  playing.forEach((end) => end());
  delete g.game.dice3d;
});

describe("a card step that animates its dice", () => {
  it("answers the player and lets the next command run while the animation is still playing", async () => {
    double.actAs("gm");
    double.dice.push(2, 2, 10);
    expect(await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.brute", targetTokenUuid: "Scene.s.Token.boudica", source: { attackIndex: 0 }, choices: {} })).toMatchObject({ ok: true });

    double.actAs("p1");
    double.dice.push(4, 4, 10);
    expect(await askGm(CARD_COMMANDS.react, { messageId: lastCard().id, reaction: "dodge" })).toEqual({ ok: true });
    expect(playing.length).toBeGreaterThan(0);
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Outcome.Miss"));

    // The dice still roll; the GM's next command is not held behind them.
    double.actAs("gm");
    expect(await askGm(CARD_COMMANDS.undo, { messageId: lastCard().id })).toEqual({ ok: true });
    expect(playing.length).toBeGreaterThan(0);
  });
});
