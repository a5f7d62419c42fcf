/**
 * Undo takes back what people did in the fight, never who is in the encounter: a combatant deleted
 * after the undone command (with its token, by the GM, by its player) is no ghost after the undo, and
 * reinforcements that joined after it keep their turns. In every turn structure.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { failOnConsoleErrors } from "../../support/console-errors";
import { arm, as, combatantIds, fight, fighter, fighterIds, gmChoices, gmDoes, newFight } from "./table";

const { TURN_STRUCTURE_IDS } = await import("../../../src/core/turns/engine");

type Doc = Record<string, any>;
failOnConsoleErrors();
beforeEach(() => arm());

/** One step of the fight the GM can take back: the first thing the GM may press. */
async function someCommand(): Promise<void> {
  const first = gmChoices()[0];
  expect(first).toBeDefined();
  expect(await gmDoes(first!.kind, first)).toEqual({ ok: true });
}

describe.each(TURN_STRUCTURE_IDS)("in %s", (structure) => {
  it("undo after a deleted combatant brings back no ghost", async () => {
    await newFight(structure);
    await someCommand();
    // Foundry deletes the combatant with its token; the GM's hooks take it out of the fight.
    await as("gm", () => fight().deleteEmbeddedDocuments("Combatant", ["gob"]));
    expect(await gmDoes("undo")).toEqual({ ok: true });
    expect(fighter("gob")).toBeUndefined();
    expect(fighterIds()).toEqual(combatantIds());
    // Back to the start: still no ghost, and nothing left to take back.
    while ((await gmDoes("undo")).ok);
    expect(fighterIds()).toEqual(combatantIds());
  });

  it("undo after a player took their character out brings back no ghost", async () => {
    await newFight(structure);
    await someCommand();
    await as("p2", () => fight().deleteEmbeddedDocuments("Combatant", ["tamsin"]));
    expect(await gmDoes("undo")).toEqual({ ok: true });
    expect(fighter("tamsin")).toBeUndefined();
    expect(fighterIds()).toEqual(combatantIds());
  });

  it("undo after reinforcements joined keeps them", async () => {
    await newFight(structure);
    await someCommand();
    const [ogre] = await as("gm", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "ogre", tokenId: "tok-ogre" }]));
    const [wren] = await as("p1", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "wren", tokenId: "tok-wren" }]));
    expect(fighterIds()).toEqual(combatantIds());
    for (let i = 0; i < 4; i++) await gmDoes("undo");
    expect(fighter(ogre.id)).toBeDefined();
    expect(fighter(wren.id)).toBeDefined();
    expect(fighterIds()).toEqual(combatantIds());
  });
});

describe("what an undo puts back around a combatant who came and went", () => {
  it("takes back the GM's last command itself, and keeps a join that came after it", async () => {
    await newFight("sideInitiative");
    expect(await gmDoes("act", { combatantId: "maren" })).toEqual({ ok: true });
    expect(fighter("maren")?.status).toBe("acting");
    const [ogre] = await as("gm", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "ogre", tokenId: "tok-ogre" }]));
    // The join was a fact of the world, no step of its own: the one undo takes back Maren's turn and keeps the ogre.
    expect(await gmDoes("undo")).toEqual({ ok: true });
    expect(fighter("maren")?.status).toBe("ready");
    expect(fighter(ogre.id)?.groupId).toBe("foes");
    expect((await gmDoes("undo")).ok).toBe(false);
  });

  it("a combatant that acted, taken out by its player and brought back, is back acted after an undo as before it", async () => {
    await newFight("sideInitiative");
    expect(await gmDoes("act", { combatantId: "maren" })).toEqual({ ok: true });
    expect(await gmDoes("endTurn", { combatantId: "maren" })).toEqual({ ok: true });
    await as("p1", () => fight().deleteEmbeddedDocuments("Combatant", ["maren"]));
    const [back] = await as("p1", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: "maren", tokenId: "tok-maren" }]));
    expect(fighter(back.id)?.status).toBe("acted");
    await gmDoes("undo");
    expect(fighter(back.id)?.status).toBe("acted");
    expect(fighterIds()).toEqual(combatantIds());
  });

  it("a combatant the GM took out of the fight, its token still on the scene, stays out after an undo", async () => {
    await newFight("sideInitiative");
    expect(await gmDoes("leave", { combatantId: "chief" })).toEqual({ ok: true });
    expect(await gmDoes("act", { combatantId: "maren" })).toEqual({ ok: true });
    expect(await gmDoes("undo")).toEqual({ ok: true });
    expect(fighter("chief")).toBeUndefined();
    expect(fighter("maren")?.status).toBe("ready");
  });

  it("the GM's undo of its own taking out brings the combatant back", async () => {
    await newFight("sideInitiative");
    expect(await gmDoes("leave", { combatantId: "chief" })).toEqual({ ok: true });
    expect(await gmDoes("undo")).toEqual({ ok: true });
    expect(fighter("chief")).toBeDefined();
  });

  it("a deletion and the reconciling steps take no undo step of their own: two undos go back to the start, then there is nothing to undo", async () => {
    await newFight("individual");
    await someCommand();
    await someCommand();
    await as("gm", () => fight().deleteEmbeddedDocuments("Combatant", ["gob"]));
    const answers: Doc[] = [];
    for (let i = 0; i < 6; i++) answers.push(await gmDoes("undo"));
    // The two commands; the deletion was a fact of the world, no step of its own; then nothing.
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, false, false, false, false]);
    expect(fighterIds()).toEqual(combatantIds());
  });
});
