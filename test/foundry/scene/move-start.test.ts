/**
 * Where a token's move began, as the active GM remembers it: Foundry's updateToken reports only where a
 * token ends up, so the start of each move is the square seen before it (the declared reach riposte and
 * the classic attack of opportunity both read it).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { forgetPositions, placementOf, rememberFighters, startOfMove } from "../../../src/foundry/scene/move-start";

type Plain = Record<string, any>;
const token = (uuid: string, x: number, y = 0): Plain => ({ uuid, x, y, width: 1, height: 1 });
const combatOf = (...tokens: Plain[]) => ({ combatants: { contents: tokens.map((t) => ({ token: t })) } }) as never;

beforeEach(() => forgetPositions());

describe("the start of a move", () => {
  it("a token never seen has no known start; each later move starts where the last one ended", () => {
    const orc = token("orc", 100);
    expect(startOfMove(orc as never)).toBeNull();
    orc.x = 300;
    expect(startOfMove(orc as never)).toEqual({ x: 100, y: 0, width: 1, height: 1 });
    orc.x = 500;
    expect(startOfMove(orc as never)).toEqual({ x: 300, y: 0, width: 1, height: 1 });
  });

  it("a fight's tokens are remembered where they stand when the fight changes, a move already seen kept", () => {
    const maren = token("maren", 0);
    const orc = token("orc", 100);
    rememberFighters(combatOf(maren, orc));
    orc.x = 400;
    rememberFighters(combatOf(maren, orc));
    expect(startOfMove(orc as never)).toEqual(placementOf({ ...orc, x: 100 } as never));
  });
});
