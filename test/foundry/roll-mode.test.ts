import { afterEach, describe, expect, it } from "vitest";
import { rollModeFor } from "../../src/foundry/roll-mode";

const g = globalThis as Record<string, any>;
afterEach(() => {
  delete g.CONFIG;
});

describe("the roll mode that keeps a roll for the GMs, or shows it to all, in the Foundry that runs", () => {
  it("v13 names its modes in CONST.DICE_ROLL_MODES: gmroll and publicroll", () => {
    g.CONFIG = { ChatMessage: { dataModels: {} } };
    expect([rollModeFor("gm"), rollModeFor("public")]).toEqual(["gmroll", "publicroll"]);
  });

  it("v14 names them as keys of CONFIG.ChatMessage.modes: gm and public (foundryvtt/dnd5e#6958)", () => {
    g.CONFIG = { ChatMessage: { modes: { public: {}, gm: {}, blind: {}, self: {} } } };
    expect([rollModeFor("gm"), rollModeFor("public")]).toEqual(["gm", "public"]);
  });
});
