/**
 * ClassicCreatureSheet#_prepareContext on real creatures of a fight (the Foundry double): the sheet reads
 * the actor's speed and Battle Prowess, its round panel counts the attacks of opportunity the actor may
 * make, and a shattered item shows broken, attacks no more and gives no AC until the GM repairs it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { budgetOf, classicFight, double, maneuverAs, resetDoubles, startIndividual } from "../flows/maneuvers/fight";
import { attackAs } from "../flows/attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Record<string, any>;

/**
 * The sheet's Foundry bases. ActorSheetV2 (a DocumentSheetV2) prepares the document and whether the user may
 * edit it (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#_preparecontext);
 * sheets without tab groups declare `TABS` empty (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#tabs);
 * HandlebarsApplicationMixin returns a subclass of its base (https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html);
 * TextEditor.implementation.enrichHTML resolves links in notes (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml).
 */
class DocumentSheetDouble {
  static TABS = {};
  declare actor: Plain;
  async _prepareContext() {
    return { document: this.actor, editable: true };
  }
}
g.foundry.applications.sheets = { ActorSheetV2: DocumentSheetDouble, ItemSheetV2: DocumentSheetDouble };
g.foundry.applications.api = { ...g.foundry.applications.api, DocumentSheetV2: DocumentSheetDouble, HandlebarsApplicationMixin: (Base: new () => object) => class extends Base {} };
g.foundry.applications.ux = { ...g.foundry.applications.ux, TextEditor: { implementation: { enrichHTML: async (html: string) => html } } };

const { ClassicCreatureSheet } = await import("../../../../src/rulesets/classic/sheets/creature-sheet");

let brom: Plain;
let orc: Plain;
let combat: Plain;

const longsword = { id: "longsword", name: "Longsword", kind: "weapon" as const, fields: { held: "primary", damage: "1d8", trainingGroup: "martial", piercingOrSlashing: true } };
const greataxe = { id: "greataxe", name: "Greataxe", kind: "weapon" as const, fields: { held: "primary", damage: "1d12", twoHanded: true, trainingGroup: "martial" } };
const shield = { id: "shield", name: "Heavy shield", kind: "shield" as const, fields: { held: "offhand", acBonus: 2 } };
const breastplate = { id: "breastplate", name: "Breastplate", kind: "armour" as const, fields: { worn: true, category: "medium", acBonus: 5 } };

beforeEach(() => {
  resetDoubles();
  const made = classicFight([
    { id: "brom", name: "Brom", owners: ["p1"], square: 0, fields: { abilities: { str: { score: 16 } }, baseAttackBonus: 6, hitDice: 6, speed: 20, opportunitiesPerRound: 2, training: { weapons: { martial: true } } }, items: [longsword, shield, breastplate] },
    { id: "orc", name: "Orc", owners: [], monster: true, square: 1, fields: { abilities: { str: { score: 14 } }, baseAttackBonus: 2, hitDice: 2, health: { value: 13, max: 13 } }, items: [greataxe] },
  ]);
  ({ combat } = made);
  brom = made.creatures.brom!;
  orc = made.creatures.orc!;
  // The sheet reads the fight being viewed (Game#combat: https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat) and
  // its actor's combatant there (Combat#getCombatantsByActor: https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor).
  combat.getCombatantsByActor = (actor: Plain) => combat.combatants.contents.filter((c: Plain) => c.actor === actor);
  g.game.combat = combat;
});

/** The sheet open on an actor for the user `userId`, as Foundry renders it: its context. */
async function contextOf(actor: Plain, userId = "gm"): Promise<Plain> {
  double.actAs(userId);
  const sheet = Object.assign(Object.create(ClassicCreatureSheet.prototype) as object, { actor });
  return (sheet as unknown as { _prepareContext(options: object): Promise<Plain> })._prepareContext({ isFirstRender: true });
}

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;
const repair = (ClassicCreatureSheet.DEFAULT_OPTIONS.actions as Record<string, Handler>).repairItem!;
const row = (itemId: string) => ({ dataset: {}, closest: () => ({ dataset: { itemId } }) });

describe("a classic sheet prepared from its actor", () => {
  it("Brom's sheet holds his 20 ft speed and two attacks of opportunity a round (Battle Prowess), read from the actor", async () => {
    const context = await contextOf(brom);
    expect([context.system.speed, context.system.opportunitiesPerRound]).toEqual([20, 2]);
    expect(context.view.ac.normal).toBe(17);
    expect(context.economy).toBeNull();
  });

  it("in a started fight, one attack of opportunity made leaves Brom's immediate open (he may make two); the orc's is closed", async () => {
    await startIndividual([20, 5]);
    // Combat#started: the fight has begun (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#started).
    combat.started = true;
    // Each strikes the other as an attack of opportunity (a miss on a natural 2), the GM striking for both
    // (a player's needs the GM's offer card: test/rulesets/classic/security/opportunity-offer.test.ts).
    await attackAs("gm", "brom", "orc", "longsword", [2], { opportunity: true });
    await attackAs("gm", "orc", "brom", "greataxe", [2], { opportunity: true });
    expect([budgetOf(combat, "brom").immediates, budgetOf(combat, "orc").immediates]).toEqual([1, 1]);
    const slot = (context: Plain) => context.economy.slots.find((s: Plain) => s.key === "immediate").available;
    expect([slot(await contextOf(brom)), slot(await contextOf(orc))]).toEqual([true, false]);
  });
});

describe("broken items on the sheet, in the attack and in AC", () => {
  it("Brom shatters the orc's greataxe: its row shows broken, and the orc's attack with it is refused with the reason", async () => {
    await maneuverAs("p1", "brom", "orc", "shatter", [12, 3, 5], { itemId: "greataxe" });
    expect((await contextOf(orc)).view.weapons).toMatchObject([{ id: "greataxe", broken: true }]);
    orc.items.get("greataxe").system.held = "primary";
    const { answer } = await attackAs("gm", "orc", "brom", "greataxe", [15]);
    expect(answer).toEqual({ ok: false, reason: "FRAY.Classic.Attack.Refusal.Broken", data: { item: "Greataxe" } });
    expect((await contextOf(brom)).view.weapons).toMatchObject([{ id: "longsword", broken: false }]);
  });

  it("a broken shield and breastplate give no AC even held and worn (17 → 10); the GM's Repair gives it back, a player's changes nothing", async () => {
    for (const id of ["shield", "breastplate"]) await brom.items.get(id).update({ "flags.fray.broken": true });
    const broken = await contextOf(brom);
    expect(broken.view.ac.normal).toBe(10);
    expect([broken.view.shields[0].broken, broken.view.armourItems[0].broken]).toEqual([true, true]);
    double.actAs("p1");
    await repair.call({ actor: brom }, {}, row("shield"));
    expect(brom.system.derived.ac.normal).toBe(10);
    double.actAs("gm");
    await repair.call({ actor: brom }, {}, row("shield"));
    expect(brom.system.derived.ac.normal).toBe(12);
    expect((await contextOf(brom)).view.shields[0].broken).toBe(false);
  });
});
