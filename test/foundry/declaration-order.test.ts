/**
 * Who is asked to declare when, in a world running `declared` (its declaredDeclarationOrder setting),
 * and what players see of others' declarations in secret.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { asked, combat, declare, gmTold, net, notices, start } from "./declared-table";

type Doc = Record<string, any>;
const { trackerContext } = await import("../../src/foundry/combat/tracker-context");

beforeEach(() => {
  net.sent.length = 0;
  notices.length = 0;
});

describe("round the table", () => {
  it("clockwise asks the player at the GM's left first, then the next as each declaration lands, the GM's goblins last", async () => {
    await start("clockwise");
    expect(asked()).toEqual([["p1", ["rogue"]]]);
    await declare("rogue", "p1");
    expect(asked()).toEqual([["p2", ["fighter"]]]);
    await declare("fighter", "p2");
    expect(asked()).toEqual([["p3", ["cleric"]]]);
    expect(gmTold()).toEqual([]);
    await declare("cleric", "p3");
    expect(asked()).toEqual([]);
    expect(gmTold()).toEqual(["FRAY.Tracker.declareFor"]);
  });

  it("counterclockwise starts at the GM's right", async () => {
    await start("counterclockwise");
    expect(asked()).toEqual([["p3", ["cleric"]]]);
    await declare("cleric", "p3");
    expect(asked()).toEqual([["p2", ["fighter"]]]);
  });

  it("a player who declares out of turn is not asked again, and whoever is next still is", async () => {
    await start("clockwise");
    asked();
    await declare("fighter", "p2");
    expect(asked()).toEqual([]);
    await declare("rogue", "p1");
    expect(asked()).toEqual([["p3", ["cleric"]]]);
  });
});

describe("by Agility", () => {
  it("asks the highest Agility first; the fighter and the goblins tie at 12 and go round the table, the GM's last", async () => {
    await start("agility");
    expect(asked()).toEqual([["p1", ["rogue"]]]);
    await declare("rogue", "p1");
    expect(asked()).toEqual([["p2", ["fighter"]]]);
    await declare("fighter", "p2");
    expect(gmTold()).toEqual(["FRAY.Tracker.declareFor"]);
    expect(asked()).toEqual([]);
    await declare("goblinA", "gm");
    await declare("goblinB", "gm");
    expect(asked()).toEqual([["p3", ["cleric"]]]);
  });
});

describe("in secret", () => {
  const rowsFor = (userId: string) =>
    net.on(userId, () => (trackerContext(combat()) as Doc).order.flatMap((step: Doc) => step.fighters) as Doc[]);
  const declaredSeenBy = (userId: string) => Object.fromEntries(rowsFor(userId).map((row) => [row.id, row.declared?.actionId ?? null]));

  it("asks everyone at once, and the GM for its goblins", async () => {
    await start("secret");
    expect(asked()).toEqual([["p1", ["rogue"]], ["p2", ["fighter"]], ["p3", ["cleric"]]]);
    expect(gmTold()).toEqual(["FRAY.Tracker.declareFor"]);
  });

  it("another player sees neither the rogue's action nor its place in the order until all are in; its owner and the GM do", async () => {
    await start("secret");
    await declare("rogue", "p1");
    expect(declaredSeenBy("p2")).toEqual({});
    expect(declaredSeenBy("p1")).toEqual({ rogue: "fullDefense" });
    expect(declaredSeenBy("gm")).toEqual({ rogue: "fullDefense" });
    const p2Fighters = net.on("p2", () => (trackerContext(combat()) as Doc).order.length);
    expect(p2Fighters).toBe(0);
  });

  it("reveals every declaration together once the last one is in", async () => {
    await start("secret");
    for (const [id, user] of [["rogue", "p1"], ["fighter", "p2"], ["cleric", "p3"], ["goblinA", "gm"]] as const) await declare(id, user);
    expect(Object.keys(declaredSeenBy("p2")).sort()).toEqual(["fighter"]);
    await declare("goblinB", "gm");
    expect(Object.keys(declaredSeenBy("p2")).sort()).toEqual(["cleric", "fighter", "goblinA", "goblinB", "rogue"]);
  });

  it("in the open orders everyone sees a declaration as soon as it is made", async () => {
    await start("clockwise");
    await declare("rogue", "p1");
    expect(declaredSeenBy("p2")).toEqual({ rogue: "fullDefense" });
  });
});
