/**
 * The double's active GM is chosen as v13 chooses it (sources in ./network): among connected GMs, a full
 * Gamemaster before an Assistant GM, then by id. The shell's "is this the GM that applies commands" follows it.
 */
import { describe, expect, it } from "vitest";
import { installNetwork, USER_ROLES, type NetUserSeed } from "./network";

const g = globalThis as Record<string, any>;
const TABLE: NetUserSeed[] = [
  // The Assistant's id sorts before the Gamemaster's.
  { id: "a-assistant", isGM: true, role: USER_ROLES.ASSISTANT },
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
];

const net = installNetwork(TABLE, true);
const { isActiveGmHere } = await import("../../src/foundry/channel/gm-handlers");

describe("the active GM", () => {
  it("an Assistant and a Gamemaster are both GMs, with their roles", () => {
    expect(net.users.map((user) => [user.id, user.isGM, user.role])).toEqual([["a-assistant", true, 3], ["gm", true, 4], ["p1", false, 1]]);
  });

  it("is the Gamemaster while connected, though the Assistant's id is lower; the Assistant once the Gamemaster leaves", () => {
    net.connect("gm", true);
    net.connect("a-assistant", true);
    expect(g.game.users.activeGM.id).toBe("gm");
    expect([net.on("gm", isActiveGmHere), net.on("a-assistant", isActiveGmHere)]).toEqual([true, false]);
    net.connect("gm", false);
    expect(g.game.users.activeGM.id).toBe("a-assistant");
    expect(net.on("a-assistant", isActiveGmHere)).toBe(true);
    net.connect("gm", true);
    expect(g.game.users.activeGM.id).toBe("gm");
  });

  it("among GMs of one role, the lowest id; none when no GM is connected", () => {
    const two = installNetwork([{ id: "gm2", isGM: true }, { id: "gm1", isGM: true }, { id: "p1", isGM: false }], true);
    expect(g.game.users.activeGM.id).toBe("gm1");
    two.connect("gm1", false);
    two.connect("gm2", false);
    expect(g.game.users.activeGM).toBeNull();
  });
});
