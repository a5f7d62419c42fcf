/**
 * The shell's one way to say "this is the whole value" or "delete this key" in an update: v13's `==key` /
 * `-=key` forms, v14's operators (ForcedReplacement / ForcedDeletion, or the `_replace` / `_del` globals)
 * when the running Foundry has them. The v14 globals are stubbed here as v14 declares them.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changesTouch, deleted, replaced } from "../../src/foundry/update-operators";
import { installDeprecations, type Deprecations } from "../foundry-double/deprecations";
import { applyUpdate } from "../foundry-double/merge";
import { ForcedDeletion as DoubleDeletion, ForcedReplacement as DoubleReplacement, writeForms } from "../foundry-double/operators";
import { installProfile, PROFILES } from "../foundry-double/profile";

const g = globalThis as Record<string, any>;
const saved = { foundry: g.foundry, _replace: g._replace, _del: g._del };

afterEach(() => {
  g.foundry = saved.foundry;
  g._replace = saved._replace;
  g._del = saved._del;
});

/** v14's operator classes (https://foundryvtt.com/api/classes/foundry.data.operators.ForcedReplacement.html), stubbed. */
class ForcedReplacement {
  constructor(readonly value: unknown) {}
  static create(value: unknown) {
    return new ForcedReplacement(value);
  }
}
class ForcedDeletion {
  static create() {
    return new ForcedDeletion();
  }
}

describe("update operators in v13 (no operators)", () => {
  it("replaces with the ==key form, at the end of a dotted path too", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: undefined };
    expect(replaced("state", { round: 2 })).toEqual({ "==state": { round: 2 } });
    expect(replaced("system.state", null)).toEqual({ "system.==state": null });
  });

  it("deletes with the -=key form, null valued", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: undefined };
    expect(deleted("attack")).toEqual({ "-=attack": null });
    expect(deleted("flags.fray.attack")).toEqual({ "flags.fray.-=attack": null });
  });

  it("writes what a v13 merge applies: the old inner keys gone, the deleted key gone", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: undefined };
    const doc: Record<string, any> = { system: { state: { round: 1, acted: { a: true, b: true } } }, flags: { fray: { attack: 1, kept: 2 } } };
    applyUpdate(doc, { system: { ...replaced("state", { round: 2, acted: { a: true } }) }, ...deleted("flags.fray.attack") });
    expect(doc).toEqual({ system: { state: { round: 2, acted: { a: true } } }, flags: { fray: { kept: 2 } } });
  });
});

describe("update operators in v14", () => {
  it("uses foundry.data.operators when they exist, under the plain key", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: { operators: { ForcedReplacement, ForcedDeletion } } };
    const entry = replaced("state", { round: 2 });
    expect(Object.keys(entry)).toEqual(["state"]);
    expect(entry.state).toBeInstanceOf(ForcedReplacement);
    expect((entry.state as ForcedReplacement).value).toEqual({ round: 2 });
    const gone = deleted("flags.fray.attack");
    expect(Object.keys(gone)).toEqual(["flags.fray.attack"]);
    expect(gone["flags.fray.attack"]).toBeInstanceOf(ForcedDeletion);
  });

  it("uses the _replace and _del globals when only they exist", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: undefined };
    const del = new ForcedDeletion();
    g._replace = (value: unknown) => ForcedReplacement.create(value);
    g._del = del;
    const entry = replaced("system", { a: 1 });
    expect(entry.system).toBeInstanceOf(ForcedReplacement);
    expect((entry.system as ForcedReplacement).value).toEqual({ a: 1 });
    expect(deleted("x")).toEqual({ x: del });
  });

  it("never writes a legacy key once the operators exist", () => {
    g.foundry = { ...(saved.foundry ?? {}), data: { operators: { ForcedReplacement, ForcedDeletion } } };
    const keys = [...Object.keys(replaced("a.b", 1)), ...Object.keys(deleted("a.c"))];
    expect(keys.some((key) => key.includes("==") || key.includes("-="))).toBe(false);
  });
});

describe.each(PROFILES)("under the double's %s profile", (profile) => {
  let deprecations: Deprecations;
  beforeEach(() => {
    installProfile(profile);
    deprecations = installDeprecations();
  });

  it("writes v13's keys or v14's operators, which the merge applies with no deprecation warning", () => {
    const doc: Record<string, any> = { system: { state: { round: 1, acted: { a: true, b: true } } }, flags: { fray: { attack: 1, kept: 2 } } };
    const change: Record<string, any> = { system: { ...replaced("state", { round: 2, acted: { a: true } }) }, ...deleted("flags.fray.attack") };
    expect(writeForms(change)).toEqual(
      profile === "v14" ? { operators: ["system.state", "flags.fray.attack"], legacyKeys: [] } : { operators: [], legacyKeys: ["system.==state", "flags.fray.-=attack"] },
    );
    if (profile === "v14") expect([change.system.state, change["flags.fray.attack"]].map((value) => value?.constructor)).toEqual([DoubleReplacement, DoubleDeletion]);
    applyUpdate(doc, change);
    expect(doc).toEqual({ system: { state: { round: 2, acted: { a: true } } }, flags: { fray: { kept: 2 } } });
    expect(deprecations.warnings).toEqual([]);
  });
});

describe("whether a write touches a field, in any form a writer may send", () => {
  it("the field itself, a dotted path into it, or its replacement or deletion key", () => {
    for (const changes of [{ system: {} }, { "system.health.value": 3 }, { "==system": {} }, { "-=system": null }, { "==system.health": {} }]) expect(changesTouch(changes, "system"), JSON.stringify(changes)).toBe(true);
  });
  it("not another field that merely starts with the same letters", () => {
    expect(changesTouch({ systemic: 1, name: "x", "flags.system": 1 }, "system")).toBe(false);
  });
});
