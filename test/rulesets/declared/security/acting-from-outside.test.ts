/**
 * A player may take their own token out of a fight (docs/security.md), but leaving is no way out of its
 * steps and budget: while that fight runs, the creature its player took out neither attacks, casts, uses
 * an item nor tends anyone until the GM puts it back; nor does a creature of theirs that stands in no fight
 * attack one that does. Naming another token of a linked actor finds its fight all the same. The GM's own
 * call stands.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, attackAs, declaredFight, double, resetDoubles, settle, startDeclared, turn, type Creature } from "../flows/attack/fight";
import { giveItem, knowActors } from "../flows/use/use-fight";

const { DECLARED_USE_COMMAND } = await import("../../../../src/rulesets/declared/flows/use/request");
const { DEED_REFUSAL } = await import("../../../../src/rulesets/declared/rules/actions/deed-fits-declaration");

type Plain = Record<string, any>;
let combat: Plain;
let ysolde: Creature;
let draught: Plain;

/** The road: a scene where no fight is started. */
const road = { grid: { size: 100, distance: 1 }, tokens: { contents: [] as Plain[] } };

/** Ysolde (p1: a mace, a draught), the ghoul (the GM's) and Pip (p2: a dagger), whom the GM keeps out of the fight. */
beforeEach(async () => {
  resetDoubles();
  const fight = declaredFight([
    { id: "ysolde", name: "Ysolde", owners: ["p1"], items: [{ id: "mace", name: "Mace", kind: "weapon", fields: { damage: "1d8" } }] },
    { id: "ghoul", name: "Ghoul", owners: [], monster: true, items: [{ id: "claws", name: "Claws", kind: "weapon", fields: { damage: "1d6" } }] },
    { id: "pip", name: "Pip", owners: ["p2"], items: [{ id: "dagger", name: "Dagger", kind: "weapon", fields: { damage: "1d4" } }] },
  ]);
  ({ combat } = fight);
  ysolde = fight.creatures.ysolde!;
  knowActors(Object.values(fight.creatures));
  draught = giveItem(ysolde, { id: "draught", name: "Healing Draught", kind: "consumable", fields: { quantity: 2 } });
  await combat.deleteEmbeddedDocuments("Combatant", ["pip"]);
  fight.creatures.pip!.token.document.combatant = null;
  await startDeclared([5, 4], { ysolde: "attack:mace", ghoul: "fullDefense" });
  await turn({ kind: "lockDeclarations" });
  await settle();
});

const outside = (name: string) => ({ ok: false, reason: DEED_REFUSAL.outsideFight, data: { name, item: "" } });

describe("a creature out of the fight", () => {
  it("Ysolde's player takes her out, then swings at the ghoul and drinks her draught: refused while the fight runs", async () => {
    double.actAs("p1");
    await combat.deleteEmbeddedDocuments("Combatant", ["ysolde"]);
    ysolde.token.document.combatant = null;
    await settle();
    expect((await attackAs("p1", "ysolde", "ghoul", "mace", [18])).answer).toEqual(outside("Ysolde"));
    double.actAs("p1");
    expect(await askGm(DECLARED_USE_COMMAND, { creatureUuid: ysolde.actor.uuid, subject: "draught" })).toEqual(outside("Ysolde"));
    await settle();
    expect(draught.system.quantity).toBe(2);
  });

  it("Pip, whom no fight holds, strikes at the ghoul: refused; the GM's own strike for him stands", async () => {
    expect((await attackAs("p2", "pip", "ghoul", "dagger", [18])).answer).toEqual(outside("Pip"));
    expect((await attackAs("gm", "pip", "ghoul", "dagger", [18])).answer).toMatchObject({ ok: true });
  });
});

describe("another token of the same creature", () => {
  it("Ysolde's player names her token on the road: the attack is still her declared one, in her step (the ghoul's, on full defense, comes first)", async () => {
    const token = double.token("Scene.road.Token.ysolde2", ysolde.actor as never, { x: 0, y: 0 }) as Plain;
    Object.assign(token.document, { id: "ysolde2", parent: road, combatant: null, x: 0, y: 0, width: 1, height: 1 });
    const answer = await attackAs("p1", "ysolde", "ghoul", "mace", [18], { attackerTokenUuid: "Scene.road.Token.ysolde2" });
    expect(answer.answer).toEqual({ ok: false, reason: DEED_REFUSAL.notYourStep, data: { name: "Ysolde", item: "" } });
  });
});
