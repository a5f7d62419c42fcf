/**
 * A world a newer Fray wrote, opened with this one (issue 24, item 8): each GM is told once at ready how many
 * documents of which kinds come from a newer Fray and that this Fray will not change them; players are not; and
 * no client lets a write through to such a document's system data, while everything else stays writable.
 * The world's documents carry every shipped ruleset's registered models, as src/foundry/register.ts registers them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installBootDouble } from "../foundry-double/boot";
import { installHooks } from "../foundry-double/hooks";
import { GM_AND_TWO_PLAYERS } from "../foundry-double";
import { flatLang } from "../support/lang";

const g = globalThis as Record<string, any>;
const { net, notices } = installBootDouble([...GM_AND_TWO_PLAYERS, { id: "gm2", isGM: true }, { id: "gm3", isGM: true }]);
const hooks = installHooks({ hooks: [] });
const lang = flatLang();
const english = (key: string, data: Record<string, string> = {}) => {
  const text = lang.get(key);
  if (text === undefined) throw new Error(`Missing translation: ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
};
g.game.i18n = { localize: english, format: english };

const { RULESETS } = await import("../../src/rulesets");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { COMBAT_RECORD_VERSION } = await import("../../src/core/schema/combat-record");
const { registerNewerDataNotice } = await import("../../src/foundry/data/newer-data-notice");
const { registerNewerDataGuard } = await import("../../src/foundry/data/newer-data-guard");

for (const ruleset of RULESETS.all) {
  Object.assign(g.CONFIG.Actor.dataModels, ruleset.models.Actor);
  Object.assign(g.CONFIG.Item.dataModels, ruleset.models.Item);
  Object.assign(g.CONFIG.ChatMessage.dataModels, ruleset.models.ChatMessage ?? {});
}
g.CONFIG.Combat.dataModels.base = FrayCombatData;
registerNewerDataNotice();
registerNewerDataGuard();

/** The version this Fray writes for a registered sub-type. */
const versionOf = (documentName: "Actor" | "Item" | "ChatMessage", type: string): number => g.CONFIG[documentName].dataModels[type].typeSpec.version;
const doc = (documentName: "Actor" | "Item" | "ChatMessage", type: string, name: string, ahead: number, extra: Record<string, unknown> = {}) => ({
  type,
  name,
  id: `${name}-id`,
  system: { schemaVersion: versionOf(documentName, type) + ahead, ...extra },
});

const bram = { ...doc("Actor", "sidesCharacter", "Bram", 1, { aura: "newer field" }), items: { contents: [doc("Item", "sidesWeapon", "Glaive", 1)] } };
const maren = { ...doc("Actor", "teamsCharacter", "Maren", 0), items: { contents: [doc("Item", "teamsWeapon", "Sword", 0)] } };
const ghoul = { ...doc("Actor", "sidesMonster", "Ghoul", 2), items: { contents: [] } };
const newerCard = doc("ChatMessage", "sidesAttack", "card", 1);
const newerFight = { type: "base", name: null, id: "fight", system: { schemaVersion: COMBAT_RECORD_VERSION + 1 } };
const currentFight = { type: "base", name: null, id: "fight2", system: { schemaVersion: COMBAT_RECORD_VERSION } };

function world(actors: object[], items: object[], messages: object[], combats: object[]) {
  Object.assign(g.game, { actors: { contents: actors }, items: { contents: items }, messages: { contents: messages }, combats: { contents: combats } });
}

/** Each user's client reaches ready (a page load). */
function ready(...users: string[]) {
  for (const user of users) net.on(user, () => g.Hooks.callAll("ready"));
}

beforeEach(() => {
  notices.length = 0;
});

describe("the GM is told at ready", () => {
  it("how many documents of which kinds a newer Fray wrote, that this Fray will not change them, and to update", () => {
    world([bram, maren, ghoul], [doc("Item", "sidesGear", "Rope", 0)], [newerCard, doc("ChatMessage", "sidesAttack", "old card", 0)], [newerFight, currentFight]);
    ready("p1", "gm", "p2");
    expect(notices).toEqual([
      {
        level: "warn",
        message: "A newer version of Fray wrote some of this world's data (2 actors, 1 item, 1 chat card, 1 encounter). This Fray leaves it as it is and will not change it. Update Fray before playing.",
      },
    ]);
  });

  it("once per session: a second ready on that page says nothing more, while another GM's client is told too", () => {
    world([bram], [], [], []);
    ready("gm");
    expect(notices).toEqual([]);
    ready("gm2");
    expect(notices.map((notice) => notice.message)).toEqual([
      "A newer version of Fray wrote some of this world's data (1 actor, 1 item). This Fray leaves it as it is and will not change it. Update Fray before playing.",
    ]);
  });

  it("says nothing in a world with no data from a newer Fray", () => {
    world([maren], [], [doc("ChatMessage", "sidesAttack", "old card", 0)], [currentFight]);
    ready("gm3");
    expect(notices).toEqual([]);
    expect(hooks.errors).toEqual([]);
  });
});

describe("no client writes a newer Fray's system data", () => {
  const tryUpdate = (documentName: string, target: object, changes: object, userId = "gm") => {
    let allowed = true;
    net.on(userId, () => (allowed = g.Hooks.call(`preUpdate${documentName}`, target, changes, {}, userId)));
    return allowed;
  };

  it("a write to a newer actor's, item's, card's or encounter's system data is refused, and the writer told why", () => {
    expect(tryUpdate("Actor", bram, { "system.health.value": 3 })).toBe(false);
    expect(tryUpdate("Item", bram.items.contents[0]!, { system: { damage: "1d8" } }, "p1")).toBe(false);
    expect(tryUpdate("ChatMessage", newerCard, { "==system": { schemaVersion: 1 }, content: "<p>re-rendered</p>" })).toBe(false);
    expect(tryUpdate("Combat", newerFight, { "system.-=state": null })).toBe(false);
    expect(tryUpdate("Actor", ghoul, { type: "sidesCharacter" })).toBe(false);
    expect(notices.map((notice) => notice.message)).toEqual([
      "A newer version of Fray wrote Bram, so this Fray will not change it. Update Fray.",
      "A newer version of Fray wrote Glaive, so this Fray will not change it. Update Fray.",
      "A newer version of Fray wrote card, so this Fray will not change it. Update Fray.",
      "A newer version of Fray wrote fight, so this Fray will not change it. Update Fray.",
      "A newer version of Fray wrote Ghoul, so this Fray will not change it. Update Fray.",
    ]);
  });

  it("its name, image or ownership stay writable, and current documents are written as ever", () => {
    expect(tryUpdate("Actor", bram, { name: "Bram the Bold", img: "bram.webp", ownership: { p1: 3 } })).toBe(true);
    expect(tryUpdate("Actor", maren, { "system.health.value": 3 })).toBe(true);
    expect(tryUpdate("Combat", currentFight, { system: { structure: "sideInitiative" } })).toBe(true);
    expect(notices).toEqual([]);
  });
});
