/**
 * The engine's state is written to the Combat as its whole new value, through the double's honest merge:
 * Foundry merges an object field's keys (`system.state` is one), so a key the new state lost would survive
 * a plain write. Under the double's v13 and v14 profiles (test/foundry-double/profile.ts): v13 says "whole" with
 * the `==state` key, v14 with the ForcedReplacement operator (the key form still works there, with a warning).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeCombat } from "../foundry-double/combat";
import { installDeprecations, type Deprecations } from "../foundry-double/deprecations";
import { installFightDouble } from "../foundry-double";
import { writeForms } from "../foundry-double/operators";
import { installProfile, PROFILES } from "../foundry-double/profile";

const { recorded, combats, dice, settings } = installFightDouble();
settings.set("fray.ruleset", "sides");

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { handleStart } = await import("../../src/foundry/combat/combat-queries");
const { applyCommand, recordOf } = await import("../../src/foundry/combat/apply-command");
const { sideInitiativeAdapter } = await import("../../src/core/turns/adapters/side-initiative");

type Doc = Record<string, any>;

describe.each(PROFILES)("under the %s profile", (profile) => {
  let combat: Doc;
  let deprecations: Deprecations;
  /** Every update the shell sent the Combat, as it wrote it. */
  const sent: Doc[] = [];

  beforeAll(() => {
    installProfile(profile);
  });

  beforeEach(async () => {
    deprecations = installDeprecations();
    dice.splice(0, dice.length, 6, 3);
    combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
      { id: "maren", name: "Maren", group: "party", owners: ["p1"], dex: 14 },
      { id: "gob", name: "Goblin", group: "foes", owners: [] },
    ], ["party", "foes"], recorded);
    const update = combat.update as (data: Doc) => Promise<unknown>;
    sent.length = 0;
    combat.update = (data: Doc) => (sent.push(data), update.call(combat, data));
    combats.set("combat1", combat);
    expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
  });

  it("a key the stored state has and the engine's new state has not is gone after the write", async () => {
    const record = recordOf(combat as never);
    // The Combat holds a key the engine's new state will not (an older engine's, say); the engine moves from its own record.
    combat.system.state = { ...structuredClone(record.state as Doc), retired: { since: 1 } };
    const maren = sideInitiativeAdapter.command(record.state as never, { kind: "act", combatantId: "maren" }, { userId: "p1", isGM: false });
    expect(maren).not.toBeNull();
    sent.length = 0;
    expect(await applyCommand(combat as never, sideInitiativeAdapter as never, record, maren!)).toEqual({ ok: true });
    expect(combat.system.state).not.toHaveProperty("retired");
    expect(sideInitiativeAdapter.view(combat.system.state).activeIds).toEqual(["maren"]);
    const forms = sent.map((data) => writeForms(data));
    expect(forms.flatMap((form) => (profile === "v14" ? form.operators : form.legacyKeys))).toContain(profile === "v14" ? "system.state" : "system.==state");
    if (profile === "v14") expect(forms.flatMap((form) => form.legacyKeys)).toEqual([]);
    expect(deprecations.warnings).toEqual([]);
  });
});
