/**
 * A token's move as the active GM reads it from Foundry's own movement record (the moveToken hook): where
 * it began, and every square it passed on the way — nothing remembered between moves, so a GM who
 * reloaded sees the next move whole.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { moveOf, watchTokenMoves, type TokenMove } from "../../../src/foundry/scene/token-moves";
import { installFightDouble } from "../../foundry-double";
import { moveTokenThrough } from "../../foundry-double/token-moves";

type Plain = Record<string, any>;
const SQUARE = 100;
const token = (x: number, y = 0): Plain => ({ id: "orc", uuid: "Scene.s.Token.orc", x, y, width: 1, height: 1, parent: { grid: { size: SQUARE } } });
const at = (col: number, row = 0) => ({ x: col * SQUARE, y: row * SQUARE, width: 1, height: 1 });

describe("a move read from its movement record", () => {
  // Core's movement actions, "blink" jumping (https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenMovementActionConfig.html).
  beforeEach(() => {
    (globalThis as Plain).CONFIG = { Token: { movement: { actions: { walk: { teleport: false }, blink: { teleport: true } } } } };
  });

  it("walks each straight leg square by square, from the origin to where the token stopped", () => {
    const move = moveOf(token(400) as never, { origin: at(0), passed: { waypoints: [{ ...at(3), action: "walk" }] }, method: "dragging" });
    expect(move?.start).toEqual(at(0));
    expect(move?.path).toEqual([at(0), at(1), at(2), at(3)]);
  });

  it("turns at each corner it was dragged through, a diagonal step taking one column and one row", () => {
    const move = moveOf(token(200, 200) as never, { origin: at(0), passed: { waypoints: [at(2, 2), at(2, 4)] } });
    expect(move?.path).toEqual([at(0), at(1, 1), at(2, 2), at(2, 3), at(2, 4)]);
  });

  it("a jump passes nothing between its ends", () => {
    const move = moveOf(token(500) as never, { origin: at(0), passed: { waypoints: [{ ...at(5), action: "blink" }] } });
    expect(move?.path).toEqual([at(0), at(5)]);
  });

  it("an undone move, or a record with no origin or no step, is no move", () => {
    expect(moveOf(token(0) as never, { origin: at(3), passed: { waypoints: [at(0)] }, method: "undo" })).toBeNull();
    expect(moveOf(token(0) as never, { passed: { waypoints: [at(0)] } })).toBeNull();
    expect(moveOf(token(0) as never, { origin: at(3), passed: { waypoints: [] } })).toBeNull();
    expect(moveOf(token(0) as never, null)).toBeNull();
  });
});

describe("the active GM hears every move whole", () => {
  let double: ReturnType<typeof installFightDouble>;
  const seen: { client: string; move: TokenMove }[] = [];
  beforeEach(() => {
    double = installFightDouble();
    seen.length = 0;
    watchTokenMoves((_token, move) => {
      seen.push({ client: (globalThis as Plain).game.user.id, move });
      return undefined;
    });
  });

  it("a player's first move after the GM's client loaded has its start, and only the active GM reads it", () => {
    const orc = token(0);
    moveTokenThrough(double.net, orc, [{ x: 200, y: 0 }], "p1");
    expect(seen).toEqual([{ client: "gm", move: { start: at(0), path: [at(0), at(1), at(2)] } }]);
  });
});
