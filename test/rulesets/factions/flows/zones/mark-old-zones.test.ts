/**
 * Only Regions ticked "A zone" are zones now; a world whose scenes counted every Region because none was
 * ticked is offered, once, on the active GM's client, to tick them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../../foundry-double/globals";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const { offerToMarkOldZones, scenesCountingEveryRegion } = await import("../../../../../src/rulesets/factions/flows/zones/mark-old-zones");

let double: ReturnType<typeof installFoundryDouble>;
/** What the GM answers the offer (DialogV2.confirm resolves true or false: https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#confirm). */
let answer: boolean;
const asked: string[] = [];

/**
 * A scene with Regions; Scene#updateEmbeddedDocuments("Region", [{ _id, "flags.fray.zone": true }]) sets
 * each Region's flag (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments).
 */
function scene(id: string, regions: { id: string; zone?: boolean }[]): Plain {
  const contents = regions.map((region) => ({ id: region.id, flags: region.zone ? { fray: { zone: true } } : {} }));
  return {
    id,
    regions: { contents },
    async updateEmbeddedDocuments(name: string, changes: { _id: string; "flags.fray.zone": boolean }[]) {
      if (name !== "Region") throw new Error(`no ${name} in a scene here`);
      for (const change of changes) contents.find((region) => region.id === change._id)!.flags = { fray: { zone: change["flags.fray.zone"] } };
    },
  };
}

const ticked = (each: Plain) => each.regions.contents.filter((region: Plain) => region.flags.fray?.zone === true).map((region: Plain) => region.id);

beforeEach(() => {
  double = installFoundryDouble();
  answer = true;
  asked.length = 0;
  g.game.settings.set = async (namespace: string, key: string, value: unknown) => void double.settings.set(`${namespace}.${key}`, value);
  g.game.settings.register("fray", "zonesMarkOffered", { default: false });
  g.game.i18n = { format: (key: string, data: Plain) => `${key} ${JSON.stringify(data)}`, localize: (key: string) => key };
  g.foundry.applications = { api: { DialogV2: { confirm: async (config: { content: string }) => (asked.push(config.content), answer) } } };
});

describe("the scenes that counted every Region as a zone", () => {
  it("are those with Regions and none ticked; a scene with a ticked Region or none at all kept its zones", () => {
    const [old, marked, empty] = [scene("old", [{ id: "a" }, { id: "b" }]), scene("marked", [{ id: "c", zone: true }, { id: "d" }]), scene("empty", [])];
    expect(scenesCountingEveryRegion([old, marked, empty].map((each) => ({ each, regions: each.regions.contents })))).toEqual([{ scene: { each: old, regions: old.regions.contents }, regionIds: ["a", "b"] }]);
  });
});

describe("the one-time offer to tick them", () => {
  it("the GM says yes: every Region of those scenes is ticked, the GM is told, and a scene already marked is left as it was", async () => {
    const [old, marked] = [scene("old", [{ id: "a" }, { id: "b" }]), scene("marked", [{ id: "c", zone: true }, { id: "d" }])];
    g.game.scenes = { contents: [old, marked] };
    await double.net.on("gm", () => offerToMarkOldZones());
    expect(asked).toEqual(['<p>FRAY.Factions.ZoneFlow.MarkOld.Content {&quot;regions&quot;:&quot;2&quot;,&quot;scenes&quot;:&quot;1&quot;}</p>']);
    expect(ticked(old)).toEqual(["a", "b"]);
    expect(ticked(marked)).toEqual(["c"]);
    expect(double.notices).toEqual([{ level: "info", message: 'FRAY.Factions.ZoneFlow.MarkOld.Done {"regions":"2"}' }]);
  });

  it("the GM says no: nothing is ticked, and the offer never comes again", async () => {
    const old = scene("old", [{ id: "a" }]);
    g.game.scenes = { contents: [old] };
    answer = false;
    await double.net.on("gm", () => offerToMarkOldZones());
    expect(ticked(old)).toEqual([]);
    await double.net.on("gm", () => offerToMarkOldZones());
    expect(asked).toHaveLength(1);
    expect(double.settings.get("fray.zonesMarkOffered")).toBe(true);
  });

  it("a world with nothing to tick asks nothing, and a player's client never asks", async () => {
    g.game.scenes = { contents: [scene("empty", [])] };
    await double.net.on("p1", () => offerToMarkOldZones());
    expect(double.settings.get("fray.zonesMarkOffered")).toBe(false);
    await double.net.on("gm", () => offerToMarkOldZones());
    expect(asked).toEqual([]);
    expect(double.settings.get("fray.zonesMarkOffered")).toBe(true);
  });
});
