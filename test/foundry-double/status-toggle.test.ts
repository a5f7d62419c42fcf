/**
 * The doubles' one Actor#toggleStatusEffect (./status-toggle) against Foundry v13's: turning a status off
 * deletes only the effects carrying it alone, an effect carrying it among others is neither deleted nor
 * counted as "on", and turning it on when on changes nothing. Sources are named in ./status-toggle.
 */
import { describe, expect, it } from "vitest";
import { makeCombat, type Recorded } from "./combat";
import { giveActorData } from "./actor-data";
import { statusSetEffects, toggleStatusEffect, type StatusEffectData } from "./status-toggle";

type Doc = Record<string, any>;

/** Brom (owned by p1) from the combat double, with the actor data's toggle and these effects (each a list of statuses). */
async function brom(effects: string[][], user = { id: "gm", isGM: true }) {
  const recorded: Recorded = { hooks: [], messages: [], deletedEffects: [], currentUser: () => ({ id: "gm", isGM: true }) };
  const combat = makeCombat(class {}, class {}, [{ id: "brom", name: "Brom", group: null, owners: ["p1"] }], [], recorded) as Doc;
  const actor = giveActorData(combat.combatants.get("brom").actor, "Brom", { prepareDerivedData() {} }, recorded);
  for (const statuses of effects) await actor.createEmbeddedDocuments("ActiveEffect", [{ statuses }]);
  recorded.currentUser = () => user;
  const carried = () => (actor.effects.contents as Doc[]).map((effect) => [...effect.statuses].sort());
  return { actor, carried };
}

describe("turning a status off", () => {
  it("deletes the effect carrying that status alone and keeps one carrying it with others", async () => {
    const { actor, carried } = await brom([["dead", "prone"], ["prone"]]);
    expect(await actor.toggleStatusEffect("prone", { active: false })).toBe(false);
    expect(carried()).toEqual([["dead", "prone"]]);
    expect(actor.statuses).toEqual(new Set(["dead", "prone"]));
  });

  it("changes nothing when no effect carries it alone, and resolves undefined", async () => {
    const { actor, carried } = await brom([["dead", "prone"]]);
    expect(await actor.toggleStatusEffect("prone", { active: false })).toBeUndefined();
    expect(carried()).toEqual([["dead", "prone"]]);
  });

  it("toggled without `active`, deletes its own effect", async () => {
    const { actor, carried } = await brom([["prone"]]);
    expect(await actor.toggleStatusEffect("prone")).toBe(false);
    expect(carried()).toEqual([]);
  });
});

describe("turning a status on", () => {
  it("twice creates one effect, carrying only that status; the second resolves true", async () => {
    const { actor, carried } = await brom([]);
    const created = await actor.toggleStatusEffect("prone", { active: true });
    expect([...(created as Doc).statuses]).toEqual(["prone"]);
    expect(await actor.toggleStatusEffect("prone", { active: true })).toBe(true);
    expect(carried()).toEqual([["prone"]]);
  });

  it("creates its own effect even when an effect carrying it with others is there (that one does not count as on)", async () => {
    const { actor, carried } = await brom([["dead", "prone"]]);
    expect(await actor.toggleStatusEffect("prone", { active: true })).not.toBe(true);
    expect(carried()).toEqual([["dead", "prone"], ["prone"]]);
  });

  it("toggled without `active` from off, creates it", async () => {
    const { actor, carried } = await brom([]);
    await actor.toggleStatusEffect("prone");
    expect(carried()).toEqual([["prone"]]);
  });

  it("asks for the overlay flag when told to", async () => {
    const created: StatusEffectData[] = [];
    const effects = { effects: [], create: async (data: StatusEffectData) => created.push(data), remove: async () => undefined };
    await toggleStatusEffect(effects, "dead", { active: true, overlay: true });
    await toggleStatusEffect(effects, "prone", { active: true });
    expect(created).toEqual([{ statuses: ["dead"], flags: { core: { overlay: true } } }, { statuses: ["prone"] }]);
  });
});

describe("who may", () => {
  it("a player who does not own the actor is refused when the toggle writes", async () => {
    const { actor, carried } = await brom([], { id: "p2", isGM: false });
    await expect(actor.toggleStatusEffect("prone", { active: true })).rejects.toThrow(/lacks permission/);
    expect(carried()).toEqual([]);
  });

  it("a toggle that changes nothing writes nothing, so nothing is refused", async () => {
    const { actor, carried } = await brom([["prone"]], { id: "p2", isGM: false });
    expect(await actor.toggleStatusEffect("prone", { active: true })).toBe(true);
    expect(await actor.toggleStatusEffect("dead", { active: false })).toBeUndefined();
    expect(carried()).toEqual([["prone"]]);
  });
});

describe("a double keeping only a set of statuses", () => {
  it("writes once for two turns on, once for two turns off", async () => {
    const statuses = new Set<string>();
    const writes: unknown[] = [];
    const toggle = (active: boolean) => toggleStatusEffect(statusSetEffects(statuses, (change) => writes.push(change)), "prone", { active });
    await toggle(true);
    await toggle(true);
    expect(statuses).toEqual(new Set(["prone"]));
    await toggle(false);
    await toggle(false);
    expect(statuses).toEqual(new Set());
    expect(writes).toEqual([{ status: "prone", active: true }, { status: "prone", active: false }]);
  });
});
