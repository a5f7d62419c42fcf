/**
 * The sheet's "this round" panel, read the way the tracker reads it: Maren (p1) and Bram (p2) with
 * hand axes in a declared fight. Out of a fight, or before it starts, there is no panel; once it runs,
 * her Standard, Free and Reaction, her declared action with its initiative, and her wound state's allowance.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, attackAs, declaredFight, double, resetDoubles, startDeclared, step, turn, world } from "../flows/attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const { economySituation } = await import("../../../../src/rulesets/declared/sheets/economy-situation");
const { declaredEconomyPanel } = await import("../../../../src/rulesets/declared/sheets/economy-panel");
const { storeEconomy } = await import("../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../src/rulesets/declared/rules/actions/economy");

const axe = { id: "axe", name: "Hand axe", kind: "weapon" as const, fields: { speed: 2, damage: "1d6" } };
let fight: ReturnType<typeof declaredFight>;

// A secret declaration's two halves, registered as the world's init registers them (register-combat.ts).
const sealed = await import("../../../../src/foundry/combat/sealed-channel");
const { registerGmHandler } = await import("../../../../src/foundry/channel");
registerGmHandler(sealed.SEAL_COMMAND, sealed.handleSealCommitment);
g.CONFIG.queries[sealed.SEAL_QUERY] = sealed.answerSealedOpening;

beforeEach(() => {
  resetDoubles();
  world.settings.set("fray.declaredRiposte", "anyone");
  world.settings.set("fray.declaredDeclarationOrder", "clockwise");
  fight = declaredFight([
    { id: "maren", name: "Maren", owners: ["p1"], items: [axe] },
    { id: "bram", name: "Bram", owners: ["p2"], items: [axe] },
  ]);
  // The combat the sidebar shows (Game#combat: https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat).
  g.game.combat = fight.combat;
  // Combat#getCombatantsByActor: the combatants standing for that actor (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor).
  fight.combat.getCombatantsByActor = (actor: unknown) => (fight.combat.combatants.contents as Plain[]).filter((combatant) => combatant.actor === actor);
});

/** What Maren's sheet shows on `userId`'s client. */
const panelFor = (userId: string, woundState: "unhurt" | "dying" = "unhurt") => {
  double.actAs(userId);
  const situation = economySituation(fight.creatures.maren!.actor as never, woundState);
  double.actAs("gm");
  return situation && declaredEconomyPanel(situation);
};
const slots = (panel: Plain | null) => panel?.badges.map((badge: Plain) => `${badge.label.split(".").at(-1)}:${badge.available ? "left" : "spent"}`);

describe("the sheet's round panel in a declared fight", () => {
  it("no panel out of a fight, nor before the GM starts it", () => {
    g.game.combat = null;
    expect(panelFor("p1")).toBeNull();
    g.game.combat = fight.combat;
    expect(panelFor("p1")).toBeNull();
  });

  it("once it runs: Standard, Free and Reaction all left, and 'Attack with Hand axe' at initiative 7", async () => {
    await startDeclared([5, 6], { maren: "attack:axe", bram: "fullDefense" });
    const panel = panelFor("p1")!;
    expect(slots(panel)).toEqual(["standard:left", "free:left", "reaction:left"]);
    expect(panel.declared?.label).toBe("Attack with Hand axe");
    // Her base d12 of 5 (Agility +0) and the hand axe's speed +2.
    expect(panel.declared?.initiative).toBe("7");
    expect(panel.allowance).toBeNull();
    expect(panel.movement).toBeNull();
  });

  it("Bram's riposte after Maren's miss shows his Reaction spent on his sheet, as in the tracker", async () => {
    await startDeclared([5, 6], { maren: "attack:axe", bram: "fullDefense" });
    await turn({ kind: "lockDeclarations" });
    // Bram's full defense (5) goes first; Maren attacks in her own step (7).
    await turn({ kind: "endTurn", combatantId: "bram" });
    await attackAs("p1", "maren", "bram", "axe", [1]);
    expect(await step("p2", CARD_COMMANDS.riposte, [2], { weaponId: "axe" })).toEqual({ ok: true });
    double.actAs("p2");
    const bram = declaredEconomyPanel(economySituation(fight.creatures.bram!.actor as never, "unhurt")!);
    double.actAs("gm");
    expect(slots(bram)).toEqual(["standard:left", "free:left", "reaction:spent"]);
  });

  it("a dying Maren who has crawled: nothing left this round, 'Moved' struck, the dying allowance spelled out", async () => {
    await startDeclared([5, 6], { maren: "attack:axe", bram: "fullDefense" });
    await storeEconomy(fight.combat.combatants.get("maren"), declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 0 }, moved: true }));
    const panel = panelFor("p1", "dying")!;
    expect(slots(panel)).toEqual(["standard:spent", "free:spent", "reaction:spent"]);
    expect(panel.movement).toEqual({ label: "FRAY.Declared.Sheet.Economy.moved", available: false });
    expect(panel.allowance).toBe("FRAY.Declared.Sheet.Economy.Allowance.dying");
  });

  it("declaring in secret: Bram's player looking at Maren's sheet does not see her declaration until all are in", async () => {
    world.settings.set("fray.declaredDeclarationOrder", "secret");
    await startDeclared([5, 6], {});
    // Maren's player declares from the tracker on their own client: sealed, as the world's init wires it.
    expect(await double.net.on("p1", () => fight.combat.issue({ kind: "declare", combatantId: "maren", actionId: "attack:axe" }))).toEqual({ ok: true });
    await double.net.settle();
    expect(panelFor("p2")?.declared).toBeNull();
    expect(panelFor("p1")?.declared?.label).toContain("Hand axe");
    expect(panelFor("gm")?.declared?.label).toContain("Hand axe");
  });
});

describe("what each wound state allows, on the panel", () => {
  const use = (taken: Partial<Record<"standard" | "free" | "reaction", number>> = {}, moved = false) => declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 0, ...taken }, moved });
  const panel = (woundState: Parameters<typeof declaredEconomyPanel>[0]["woundState"], budget = use()) => declaredEconomyPanel({ budget, woundState, declared: null });

  it("unhurt or wounded: the plain round, no note, no movement slot; a kind once taken is spent", () => {
    expect(panel("unhurt").allowance).toBeNull();
    expect(panel("wounded").allowance).toBeNull();
    expect(panel("unhurt").movement).toBeNull();
    expect(slots(panel("wounded", use({ standard: 1 })))).toEqual(["standard:spent", "free:left", "reaction:left"]);
  });

  it("stabilized or incapacitated: their notes; moving takes nothing away from them", () => {
    expect(panel("stabilized").allowance).toBe("FRAY.Declared.Sheet.Economy.Allowance.stabilized");
    expect(panel("incapacitated").allowance).toBe("FRAY.Declared.Sheet.Economy.Allowance.incapacitated");
    expect(panel("stabilized", use({}, true)).movement).toBeNull();
    expect(slots(panel("incapacitated", use({ free: 1 }, true)))).toEqual(["standard:left", "free:spent", "reaction:left"]);
  });

  it("dying, fresh: any one action, or a move", () => {
    expect(slots(panel("dying"))).toEqual(["standard:left", "free:left", "reaction:left"]);
    expect(panel("dying").movement).toEqual({ label: "FRAY.Declared.Sheet.Economy.move", available: true });
  });

  it("dying, after its one action: no other, and no move either", () => {
    const acted = panel("dying", use({ free: 1 }));
    expect(slots(acted)).toEqual(["standard:spent", "free:spent", "reaction:spent"]);
    expect(acted.movement).toEqual({ label: "FRAY.Declared.Sheet.Economy.move", available: false });
  });

  it("the dead spend nothing: no slots, only the note", () => {
    expect(panel("dead").badges).toEqual([]);
    expect(panel("dead").allowance).toBe("FRAY.Declared.Sheet.Economy.Allowance.dead");
    expect(panel("unhurt").badges).toHaveLength(3);
  });
});
