/**
 * The attack dialog and the GM's handler read the zones: nearby and beyond half range are ticked from the
 * scene (still editable), moving when the attacker's zone is spent this turn; the GM puts the scene's
 * answer over a forged box, and refuses a target out of range. With no zones the boxes are the attacker's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackAs, attackCards, beginTurn, double, lastCard, settle, startFactions, text } from "../attack/fight";
import { balthasarInRooms, combatSeen, moveToken, place, THREE_ROOMS } from "./zones-fight";
import { FACTIONS_ATTACK_REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";

const { startFactionsAttack } = await import("../../../../../src/rulesets/factions/flows/attack/start-attack");
const { registerFactionsZoneMoves } = await import("../../../../../src/rulesets/factions/flows/zones/zone-moves");
registerFactionsZoneMoves();

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;
const target = (id: string) => double.targets.add(creatures[id]!.getActiveTokens()[0]);
const box = (content: string, name: string) => new RegExp(`name="${name}"( checked)?`).exec(content)?.[1] === " checked";

/** Balthasar in the yard, the bandit in the hall next door, Sybilla beside Balthasar; his longbow reaches 1 zone. */
function inRooms(rooms = THREE_ROOMS) {
  ({ combat, creatures } = balthasarInRooms(rooms));
  creatures.balthasar!.items.get("bow").system.range = 1;
}

async function openDialog(weaponId: string, answer: Plain | null = null) {
  target("bandit");
  double.actAs("p1");
  double.answers.push(answer);
  await startFactionsAttack(creatures.balthasar as never, weaponId);
  await settle();
  double.actAs("gm");
  return double.dialogs.at(-1)!.content;
}

beforeEach(() => inRooms());

describe("the attack dialog prefilled from the zones", () => {
  it("the longbow at the bandit in the next room: not nearby, beyond half range (1 zone of 1), and the dialog says it read the zones", async () => {
    const content = await openDialog("bow");
    expect(box(content, "nearby")).toBe(false);
    expect(box(content, "beyondHalf")).toBe(true);
    expect(box(content, "moving")).toBe(false);
    expect(content).toContain(text("FRAY.Factions.ZoneFlow.Dialog.FromZones"));
  });

  it("the bandit stepping into the yard is nearby for the sword", async () => {
    place(creatures, "bandit", 200, 200);
    const content = await openDialog("sword");
    expect(box(content, "nearby")).toBe(true);
  });

  it("Balthasar having crossed into the hall this turn: the dialog ticks moving, and the GM's card rolls the WIT save for it", async () => {
    // A 2-zone bow: the cellar next to the hall is within half range, so only moving calls for the save.
    creatures.balthasar!.items.get("bow").system.range = 2;
    await startFactions();
    await combatSeen(combat);
    await beginTurn("balthasar");
    place(creatures, "bandit", 700, 0);
    await moveToken(creatures, "balthasar", 300, 0, "p1");
    // The GM reads moving from the budget even when the box is unticked.
    double.dice.push(15);
    const content = await openDialog("bow", { nearby: false, visible: "on", beyondHalf: false, moving: false, protection: "none" });
    expect(box(content, "moving")).toBe(true);
    expect(lastCard().system).toMatchObject({ hit: false, witSave: { natural: 15 } });
  });

  it("with no zones drawn the boxes are the attacker's: a ranged attack starts neither nearby nor beyond half range", async () => {
    inRooms([]);
    const content = await openDialog("bow");
    expect(box(content, "nearby")).toBe(false);
    expect(box(content, "beyondHalf")).toBe(false);
    expect(content).not.toContain(text("FRAY.Factions.ZoneFlow.Dialog.FromZones"));
  });
});

describe("the GM reads the zones, whatever the boxes say", () => {
  it("a forged 'nearby' for the sword at the bandit in the next room is refused: not nearby", async () => {
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", [], { nearby: true });
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ATTACK_REFUSAL.notNearby });
    expect(attackCards()).toHaveLength(0);
  });

  it("an unticked 'beyond half range' still gets the WIT save the zones call for", async () => {
    const { answer } = await attackAs("p1", "balthasar", "bandit", "bow", [15], { nearby: false, beyondHalf: false });
    expect(answer).toMatchObject({ ok: true });
    expect(lastCard().system).toMatchObject({ hit: false, witSave: { natural: 15 } });
  });

  it("a target two rooms away is out of the longbow's range: refused", async () => {
    place(creatures, "bandit", 700, 0);
    const { answer } = await attackAs("p1", "balthasar", "bandit", "bow", [], { nearby: false });
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ATTACK_REFUSAL.outOfRange });
  });
});
