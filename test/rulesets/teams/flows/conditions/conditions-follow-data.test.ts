import { beforeEach, describe, expect, it } from "vitest";
import { asPlayer, double, settle, teamsFight } from "./teams-fight";

const { alternatingTeamsAdapter } = await import("../../../../../src/core/turns/adapters/alternating-teams");
const { stateOf } = await import("../../../../../src/foundry/combat/turn-handler");

type Doc = Record<string, any>;
let combat: Doc;
let actors: Record<string, Doc>;

const shown = (id: string) => [...(actors[id]!.statuses as Set<string>)].sort();
const turnStatus = (id: string) => alternatingTeamsAdapter.view(stateOf(combat as never) as never).fighters.find((f) => f.id === id)?.status;
async function gmWrites(id: string, system: Doc): Promise<void> {
  await actors[id]!.update({ system });
  await settle();
}

beforeEach(async () => {
  double.notices.length = 0;
  ({ combat, actors } = await teamsFight());
});

describe("conditions follow the data onto the token", () => {
  it("harmed at half endurance or less: Roland down to 6 of 12 endurance shows harmed", async () => {
    await gmWrites("roland", { endurance: { value: 6 } });
    expect(shown("roland")).toEqual(["harmed"]);
    await gmWrites("roland", { endurance: { value: 7 } });
    expect(shown("roland")).toEqual([]);
  });

  it("bloodied below full health, and no longer once healed to full", async () => {
    await gmWrites("roland", { endurance: { value: 0 }, health: { value: 7 } });
    expect(shown("roland")).toEqual(["bloodied", "harmed"]);
    await gmWrites("roland", { endurance: { value: 12 }, health: { value: 10 } });
    expect(shown("roland")).toEqual([]);
  });

  it("at 0 health a character is unconscious: the token shows it and the turn engine takes his turn away", async () => {
    await gmWrites("roland", { endurance: { value: 0 }, health: { value: 0 } });
    expect(shown("roland")).toEqual(["bloodied", "harmed", "unconscious"]);
    expect(turnStatus("roland")).toBe("unconscious");
  });

  it("a dead character shows only dead, drawn over the token, and leaves the fight", async () => {
    await gmWrites("gob1", { health: { value: 2 }, conditions: { dead: true } });
    expect(shown("gob1")).toEqual(["dead"]);
    expect(turnStatus("gob1")).toBe("defeated");
  });

  it("an unlinked goblin's token follows the change kept in its ActorDelta", async () => {
    const goblin = actors.gob1!;
    goblin.system.health.value = 0;
    goblin.system.prepareDerivedData();
    // updateActorDelta(delta, changes, options, userId): https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html
    double.recorded.fire?.("updateActorDelta", { parent: { actor: goblin } }, { system: { health: { value: 0 } } }, {});
    await settle();
    expect(shown("gob1")).toEqual(["bloodied", "unconscious"]);
    expect(turnStatus("gob1")).toBe("unconscious");
  });

  it("a token placed for an actor already at 0 health shows unconscious at once", async () => {
    const goblin = actors.gob2!;
    goblin.system.health.value = 0;
    goblin.system.prepareDerivedData();
    double.recorded.fire?.("createToken", { actor: goblin }, {});
    await settle();
    expect(shown("gob2")).toEqual(["bloodied", "unconscious"]);
  });
});

describe("the GM's toggles on the token write the flags (the data wins)", () => {
  it("toggling unconscious on writes the flag, and toggling it off wakes the character", async () => {
    await actors.roland!.toggleStatusEffect("unconscious", { active: true });
    await settle();
    expect(actors.roland!.system.conditions.unconscious).toBe(true);
    expect(turnStatus("roland")).toBe("unconscious");
    await actors.roland!.toggleStatusEffect("unconscious", { active: false });
    await settle();
    expect(actors.roland!.system.conditions.unconscious).toBe(false);
    expect(shown("roland")).toEqual([]);
  });

  it("toggling dead on the goblin writes its dead flag and defeats it; toggling it off brings it back", async () => {
    await actors.gob1!.toggleStatusEffect("dead", { active: true, overlay: true });
    await settle();
    expect(actors.gob1!.system.conditions.dead).toBe(true);
    expect(turnStatus("gob1")).toBe("defeated");
    await actors.gob1!.toggleStatusEffect("dead", { active: false });
    await settle();
    expect(actors.gob1!.system.conditions.dead).toBe(false);
    expect(shown("gob1")).toEqual([]);
  });

  it("toggling dead on the unlinked goblin archer's token writes its dead flag and defeats it", async () => {
    await actors.gob2!.toggleStatusEffect("dead", { active: true, overlay: true });
    await settle();
    expect(actors.gob2!.system.conditions.dead).toBe(true);
    expect(turnStatus("gob2")).toBe("defeated");
  });

    it("a GM cannot wake a character at 0 health from the token: unconscious comes back and the GM is told", async () => {
    await gmWrites("roland", { endurance: { value: 0 }, health: { value: 0 } });
    await actors.roland!.toggleStatusEffect("unconscious", { active: false });
    await settle();
    expect(shown("roland")).toContain("unconscious");
    expect(turnStatus("roland")).toBe("unconscious");
    expect(double.notices.map((n) => n.message)).toEqual(["FRAY.Teams.Conditions.keptByData"]);
  });

  it("harmed comes from endurance, so a GM's harmed toggle at full endurance is put back", async () => {
    await actors.roland!.toggleStatusEffect("harmed", { active: true });
    await settle();
    expect(shown("roland")).toEqual([]);
    expect(double.notices).toHaveLength(1);
  });

  it("going prone from the token (Drop Prone) writes the prone flag, so the sheet and the attack agree", async () => {
    await actors.clementine!.toggleStatusEffect("prone", { active: true });
    await settle();
    expect(actors.clementine!.system.conditions.prone).toBe(true);
    expect(actors.clementine!.system.derived.conditions).toEqual(["prone"]);
  });
});

describe("a player never kills or revives their own character", () => {
  it("toggling unconscious on their own token changes neither the flag nor the turn", async () => {
    await asPlayer("p1", () => actors.roland!.toggleStatusEffect("unconscious", { active: true }));
    expect(shown("roland")).toEqual([]);
    expect(actors.roland!.system.conditions.unconscious).toBe(false);
    expect(turnStatus("roland")).not.toBe("unconscious");
  });

  it("toggling harmed on their own token is put back to what the numbers say", async () => {
    await asPlayer("p1", () => actors.roland!.toggleStatusEffect("harmed", { active: true }));
    expect(shown("roland")).toEqual([]);
  });

  it("ticking dead on their own sheet is set back", async () => {
    await asPlayer("p1", () => actors.roland!.update({ system: { conditions: { dead: true } } }));
    expect(actors.roland!.system.conditions.dead).toBe(false);
    expect(shown("roland")).toEqual([]);
    expect(turnStatus("roland")).not.toBe("defeated");
  });

  it("raising their own health from 0 does not wake them: the GM's 0 is put back", async () => {
    await gmWrites("roland", { endurance: { value: 0 }, health: { value: 0 } });
    await asPlayer("p1", () => actors.roland!.update({ system: { health: { value: 10 } } }));
    expect(actors.roland!.system.health.value).toBe(0);
    expect(shown("roland")).toContain("unconscious");
    expect(turnStatus("roland")).toBe("unconscious");
  });

  // Update options travel with a write to every client's hooks and are the writer's to choose
  // (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html): the GM's old set-back mark buys nothing.
  it("raising their own health from 0 with the GM's old set-back mark on the write does not wake them either", async () => {
    await gmWrites("roland", { endurance: { value: 0 }, health: { value: 0 } });
    await asPlayer("p1", () => actors.roland!.update({ system: { health: { value: 10 }, conditions: { unconscious: false } } }, { fray: { undo: true } }));
    expect(actors.roland!.system.health.value).toBe(0);
    expect(shown("roland")).toContain("unconscious");
    expect(turnStatus("roland")).toBe("unconscious");
  });

  it("ticking dead off with the old set-back mark is set back too: the GM's dead stands", async () => {
    await gmWrites("roland", { conditions: { dead: true } });
    await asPlayer("p1", () => actors.roland!.update({ system: { conditions: { dead: false } } }, { fray: { undo: true } }));
    expect(actors.roland!.system.conditions.dead).toBe(true);
    expect(turnStatus("roland")).toBe("defeated");
  });

  it("an edit that changes no one's standing stands, and the token follows it", async () => {
    await asPlayer("p1", () => actors.roland!.update({ system: { endurance: { value: 3 } } }));
    expect(actors.roland!.system.endurance.value).toBe(3);
    expect(shown("roland")).toEqual(["harmed"]);
  });
});
