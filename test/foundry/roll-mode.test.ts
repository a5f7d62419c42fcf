/**
 * The tracker's rolls name their roll mode as the running Foundry names it, under the double's v13 and v14 profiles
 * (test/foundry-double/profile.ts): v13's `gmroll`/`publicroll` (CONST.DICE_ROLL_MODES), v14's `gm`/`public`
 * (keys of CONFIG.ChatMessage.modes: foundryvtt/dnd5e#6958), passed as v13's `rollMode` option or v14's `messageMode`.
 * Under v14 a v13 name, or the `rollMode` option, would still work but warn.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installDeprecations, type Deprecations } from "../foundry-double/deprecations";
import { installFightDouble } from "../foundry-double";
import { installProfile, PROFILES } from "../foundry-double/profile";

const { recorded, settings } = installFightDouble();
settings.set("fray.ruleset", "sides");

const { rollModeFor } = await import("../../src/foundry/roll-mode");
const { rollPending } = await import("../../src/foundry/combat/turn-rolls");
const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");

const g = globalThis as Record<string, any>;
/** The options each roll handed to Roll#toMessage, as the shell wrote them. */
const passed: Record<string, string>[] = [];
const toMessage = g.foundry.dice.Roll.prototype.toMessage;
g.foundry.dice.Roll.prototype.toMessage = function (data: object, options: Record<string, string> = {}) {
  passed.push({ ...options });
  return toMessage.call(this, data, options);
};

const fight = () =>
  makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [], hidden: true },
  ], ["party", "foes"], recorded);

describe.each(PROFILES)("under the %s profile", (profile) => {
  let deprecations: Deprecations;
  beforeAll(() => {
    installProfile(profile);
  });
  beforeEach(() => {
    deprecations = installDeprecations();
    recorded.messages.length = 0;
    passed.length = 0;
  });

  it("names the modes as this Foundry does", () => {
    expect([rollModeFor("gm"), rollModeFor("public")]).toEqual(profile === "v14" ? ["gm", "public"] : ["gmroll", "publicroll"]);
  });

  it("a hidden combatant's roll reaches the GMs alone, a visible one's everyone, by this Foundry's names and with no deprecation warning", async () => {
    const combat = fight();
    await rollPending(combat as never, { purpose: "initiative", formula: "1d20", forIds: ["gob"] } as never);
    await rollPending(combat as never, { purpose: "initiative", formula: "1d20", forIds: ["maren"] } as never);
    expect(recorded.messages.map((message) => [message.whisper, message.mode])).toEqual([[["gm"], "gm"], [[], "public"]]);
    const modes = passed.map((options) => options.messageMode ?? options.rollMode);
    expect(modes).toEqual(profile === "v14" ? ["gm", "public"] : ["gmroll", "publicroll"]);
    expect(passed.map((options) => Object.keys(options))).toEqual(profile === "v14" ? [["messageMode"], ["messageMode"]] : [["rollMode"], ["rollMode"]]);
    if (profile === "v14") expect(modes.every((mode) => mode! in g.CONFIG.ChatMessage.modes)).toBe(true);
    expect(deprecations.warnings).toEqual([]);
  });
});
