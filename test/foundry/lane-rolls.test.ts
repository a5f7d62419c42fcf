/**
 * The GM's lane never waits on a dice-entry dialog: with manual (or Bluetooth) dice configured, Roll#evaluate
 * opens one unless it is told `allowInteractive: false` (the option defaults to true: foundryvtt/foundryvtt#10941),
 * and every player's command would queue behind the GM typing a number.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const g = globalThis as Record<string, any>;

/** A Roll in a world with manual dice entry: an interactive evaluation waits for the GM's dialog (here, forever). */
class ManualEntryRoll {
  total: number | undefined = undefined;
  constructor(readonly formula: string) {}
  evaluate(options: { allowInteractive?: boolean } = {}): Promise<this> {
    if (options.allowInteractive !== false) return new Promise(() => undefined);
    this.total = 4;
    return Promise.resolve(this);
  }
}

const SRC = resolve(__dirname, "../../src");
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

describe("rolls made on the GM's lane", () => {
  it("a card's dice roll at once in a world with manual dice entry", async () => {
    g.foundry = { ...(g.foundry ?? {}), dice: { ...(g.foundry?.dice ?? {}), Roll: ManualEntryRoll } };
    const { rollDice } = await import("../../src/foundry/roll-dice");
    const settled = await Promise.race([rollDice("1d6"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 50))]);
    expect(settled).toEqual({ roll: expect.any(ManualEntryRoll), total: 4 });
  });

  it("every roll the shell evaluates is told not to ask for dice by hand", () => {
    const calls = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\.evaluate\(([^)]*)\)/g)].map((match) => `${relative(SRC, file)}: evaluate(${match[1]})`),
    );
    expect(calls.length).toBeGreaterThanOrEqual(5);
    expect(calls.filter((call) => !call.endsWith("evaluate(LANE_ROLL)"))).toEqual([]);
  });
});
