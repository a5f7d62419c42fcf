/** The harnesses' one Document#update (sources in ./document-update): refused, recorded, merged, prepared, announced. */
import { describe, expect, it } from "vitest";
import { giveUpdate, gmOnly, ownersOrGm, type Writer } from "./document-update";

const GM: Writer = { id: "gm", isGM: true };
const P1: Writer = { id: "p1", isGM: false };
const P2: Writer = { id: "p2", isGM: false };

/** A model instance, as a document's `system` is: merged in place, its class kept. */
class Model {
  health = { value: 5, max: 9 };
  derived = 0;
}

describe("the double's Document#update", () => {
  it("merges the change as Foundry does: inner objects key by key, dotted keys expanded, the model kept", async () => {
    const system = new Model();
    const item = giveUpdate({ id: "i", name: "Potion", system, flags: {} as Record<string, unknown> });
    await item.update({ system: { health: { value: 3 } }, "flags.fray.seen": true });
    expect(item.system).toBe(system);
    expect(item.system.health).toEqual({ value: 3, max: 9 });
    expect(item.flags).toEqual({ fray: { seen: true } });
  });

  it("refuses a writer the harness's rule refuses, changing nothing and recording nothing", async () => {
    let writer = P2;
    const recorded: unknown[] = [];
    const actor = giveUpdate({ uuid: "Actor.a", system: new Model() }, { writer: () => writer, mayWrite: ownersOrGm(["p1"]), record: (change, user) => void recorded.push([user.id, change]) });
    await expect(actor.update({ system: { health: { value: 0 } } })).rejects.toThrow("p2 lacks permission to update Actor.a");
    expect(actor.system.health.value).toBe(5);
    expect(recorded).toEqual([]);
    for (writer of [P1, GM]) await actor.update({ system: { health: { value: writer === P1 ? 4 : 2 } } });
    expect(recorded).toEqual([
      ["p1", { system: { health: { value: 4 } } }],
      ["gm", { system: { health: { value: 2 } } }],
    ]);
  });

  it("a GM-only document refuses every player", async () => {
    const token = giveUpdate({ uuid: "Scene.s.Token.t", x: 0 }, { writer: () => P1, mayWrite: gmOnly });
    await expect(token.update({ x: 100 })).rejects.toThrow(/lacks permission/);
    expect(token.x).toBe(0);
  });

  it("prepares the derived data again after the merge, then fires the update hook with a copy of the change", async () => {
    const fired: unknown[][] = [];
    const actor = giveUpdate(
      { uuid: "Actor.a", system: new Model() },
      {
        writer: () => GM,
        prepare: (document) => void (document.system.derived = document.system.health.value * 2),
        hook: { name: "updateActor", fire: (...args) => void fired.push(args) },
      },
    );
    const change = { system: { health: { value: 4 } } };
    await actor.update(change, { fray: true });
    expect(actor.system.derived).toBe(8);
    expect(fired).toEqual([["updateActor", actor, change, { fray: true }]]);
    expect(fired[0]![2]).not.toBe(change);
  });
});
