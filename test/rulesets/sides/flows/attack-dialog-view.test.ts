import { describe, expect, it } from "vitest";
import {
  attackDialogView,
  chargeRunUp,
  choicesFromForm,
  coverNote,
  defaultChoices,
  situationFromChoices,
  type DialogFacts,
} from "../../../../src/rulesets/sides/flows/attack-dialog-view";
import { coverFromGrid } from "../../../../src/rulesets/sides/rules/combat/cover";
import { bow, dagger, longsword, target } from "../rules/combat/fixtures";
import { testTranslate } from "./support";

const t = testTranslate();
// The end of a wall between the squares hides one of the target's corners.
const halfCover = coverFromGrid({ x: 0, y: 1 }, { x: 5, y: 1 }, [{ a: { x: 3, y: -5 }, b: { x: 3, y: 1.55 } }]);

function facts(overrides: Partial<DialogFacts> = {}): DialogFacts {
  return {
    weapon: longsword, target: target(), targetName: "Goblin", distanceFt: 5, cover: null,
    otherWeapons: [], attributeMods: { str: 1, dex: 2 }, attackerProne: false, snap: false, ...overrides,
  };
}

describe("the attack dialog", () => {
  it("opens on melee within reach and on a ranged attack beyond it", () => {
    expect(defaultChoices(facts()).mode).toBe("melee");
    expect(defaultChoices(facts({ weapon: dagger, distanceFt: 20 })).mode).toBe("ranged");
    expect(defaultChoices(facts({ weapon: bow, distanceFt: 5 })).mode).toBe("ranged");
  });

  it("pre-selects the cover found on the map and shows how it was found", () => {
    expect(halfCover.verdict).toBe("half");
    const f = facts({ cover: halfCover });
    const choices = defaultChoices(f);
    expect(choices.cover).toBe("half");
    expect(attackDialogView(f, choices, t).coverExplanation).toBe("Half cover: 3 of 4 corners seen.");
    expect(coverNote(choices, halfCover, t)).toBe("From the map: Half cover: 3 of 4 corners seen.");
    expect(coverNote({ ...choices, cover: "full" }, halfCover, t)).toBe("Chosen in the attack dialog: Full cover (−4).");
  });

  it("derives the prone-target and beyond-normal-range hints from the target and distance", () => {
    const view = attackDialogView(facts({ weapon: dagger, distanceFt: 40, target: target({ prone: true }) }), defaultChoices(facts()), t);
    expect(view.hints).toEqual(["Target is prone: +2 from melee range, −2 from farther away.", "Beyond normal range (30 ft): −2."]);
  });

  it("offers the attribute only for a weapon that allows two, and the other readied weapons to dual wield", () => {
    expect(attackDialogView(facts(), defaultChoices(facts()), t).attributes).toBeNull();
    const f = facts({ weapon: dagger, otherWeapons: [{ id: "sw", name: "Shortsword", profile: longsword }] });
    const view = attackDialogView(f, defaultChoices(f), t);
    expect(view.attributes).toEqual({ "": "The better of the two", str: "Strength (+1)", dex: "Dexterity (+2)" });
    expect(view.dualWield).toEqual({ "": "No second weapon", sw: "Shortsword" });
  });

  it("reads the form back, ignoring values the dialog never offered", () => {
    const start = defaultChoices(facts());
    const read = choicesFromForm({ mode: "ranged", attribute: "con", cover: "full", visibility: "x", attackerProne: true, chargeFt: 15, swarmAssailants: -2, snap: true, otherModifier: -1 }, start);
    expect(read).toMatchObject({ mode: "ranged", attribute: "", cover: "full", visibility: "seen", attackerProne: true, chargeFt: 15, swarmAssailants: 0, snap: true, otherModifier: -1 });
    expect(choicesFromForm({ otherModifier: "2.5" }, start).otherModifier).toBe(0);
  });

  it("turns the choices into the rules' situation: dual wield, charge run-up, swarm, snap", () => {
    const f = facts({ distanceFt: 5, otherWeapons: [{ id: "dg", name: "Dagger", profile: dagger }] });
    const s = situationFromChoices({ ...defaultChoices(f), dualWieldId: "dg", chargeFt: 20, swarmAssailants: 3, snap: true, attribute: "str" }, f, 30);
    expect(s).toMatchObject({ mode: "melee", distanceFt: 5, attribute: "str", dualWield: { otherWeapon: dagger }, charge: { distanceFt: 20, movementFt: 30 }, swarmAssailants: 3, snap: true });
    expect(situationFromChoices(defaultChoices(f), f, 30)).toMatchObject({ dualWield: null, charge: null, extra: [] });
    expect(situationFromChoices({ ...defaultChoices(f), otherModifier: 1 }, f, 30).extra).toEqual([{ key: "FRAY.Sides.AttackFlow.Dialog.OtherModifier", value: 1 }]);
    expect(chargeRunUp({ distanceFt: 25, weapon: longsword })).toBe(20);
  });
});
