import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../foundry-double/combat";
import { equipCombatants, installActionsDouble, placeTokens, type FighterSeed } from "../../../foundry-double/actions";

// Attacks themselves are another part's; nothing here starts one.
vi.mock("../../../../src/rulesets/sides/flows/start-attack", () => ({ startAttack: async () => undefined }));

installFoundryDouble();
const dice: number[] = [];
const { recorded: combatRecord, combats, net } = installCombatDouble([{ id: "gm", isGM: true }, { id: "p1", isGM: false }], dice);
const recorded = installActionsDouble();

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../src/foundry/combat/combatant-model");
const { handleStart } = await import("../../../../src/foundry/combat/combat-queries");
const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { handleTakeAction } = await import("../../../../src/rulesets/sides/flows/actions/gm-take-action");
const models = { SidesCharacterData, SidesMonsterData, SidesWeaponData, FrayCombatantData } as never;

/** Maren(0,0) between a goblin hidden in the tracker (1,0) and a visible orc (0,1); a scout hidden in the tracker sneaks past Maren at (-1,-1). */
const seeds: FighterSeed[] = [
  { id: "maren", name: "Maren", owners: ["p1"], at: [0, 0], disposition: 1, weapons: [{ id: "sword", category: "melee" }] },
  { id: "gob", name: "Goblin", owners: [], at: [1, 0], disposition: -1, monster: { attacks: [{ range: 0 }] } },
  { id: "orc", name: "Orc", owners: [], at: [0, 1], disposition: -1, monster: { attacks: [{ range: 0 }] } },
  { id: "scout", name: "Scout", owners: [], at: [-1, -1], disposition: -1, monster: { attacks: [{ range: 0 }] } },
];
const hiddenInTracker = new Set(["gob", "scout"]);
const aooCards = () => recorded.chat.filter((message) => message.content?.includes("fray-aoo-card")) as { content: string; whisper?: string[] }[];

beforeEach(async () => {
  net.actAs("gm");
  recorded.chat.length = 0;
  dice.splice(0, dice.length, 6, 3);
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never,
    seeds.map((seed) => ({ id: seed.id, name: seed.name, group: seed.disposition > 0 ? "party" : "foes", owners: seed.owners, hidden: hiddenInTracker.has(seed.id), tokenId: `token-${seed.id}` })),
    ["party", "foes"], combatRecord);
  const { tokens } = placeTokens(seeds, models, recorded);
  equipCombatants(combat, tokens, models);
  combats.set("combat1", combat);
  expect(await handleStart({ combatId: "combat1", structure: "sideInitiative", choices: { partyGroupId: "party" } }, "gm")).toEqual({ ok: true });
});

describe("Attack of Opportunity cards keep hidden combatants hidden", () => {
  it("a foe hidden in the tracker is never listed, even with its token on the scene", async () => {
    expect(await handleTakeAction({ combatId: "combat1", combatantId: "maren", actionId: "run" }, "p1")).toMatchObject({ ok: true, result: { attacksOfOpportunity: ["token-orc"] } });
    expect(aooCards()).toHaveLength(1);
    expect(aooCards()[0]!.content).not.toContain("Goblin");
    expect(aooCards()[0]!.whisper ?? []).toEqual([]);
  });

  it("a hidden mover's card goes to the GM alone", async () => {
    expect(await handleTakeAction({ combatId: "combat1", combatantId: "scout", actionId: "run", force: true }, "gm")).toMatchObject({ ok: true });
    expect(aooCards()).toHaveLength(1);
    expect(aooCards()[0]!.whisper).toEqual(["gm"]);
  });
});
