import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkPacks } from "../scripts/lib/pack-check";
import { ROOT } from "./support/lang";

const manifest = (await import("../system.json", { with: { type: "json" } })).default as { packs: { name: string; type: "Actor" | "Item" }[] };

/** A throwaway pack source folder holding the given documents. */
function packWith(documents: Record<string, unknown>[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "fray-pack-"));
  mkdirSync(path.join(root, "test-pack"));
  documents.forEach((doc, index) => writeFileSync(path.join(root, "test-pack", `doc-${index}.json`), JSON.stringify(doc)));
  return root;
}

const sword = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _key: `!items!${id}`,
  name: "Test Sword",
  type: "sidesWeapon",
  system: { damage: "1d8", shock: { points: 2, ac: 13 } },
  ...extra,
});

const check = (root: string) => checkPacks(root, [{ name: "test-pack", type: "Item" }]);

describe("the pack build", () => {
  it("accepts every shipped pack source", async () => {
    const packs = await checkPacks(path.join(ROOT, "packs/_source"), manifest.packs);
    expect(packs.reduce((sum, pack) => sum + pack.documents.length, 0)).toBeGreaterThan(13);
  });

  it("upgrades old Shock notation while it checks", async () => {
    const [pack] = await check(packWith([sword("aaaaaaaaaaaaaaaa", { system: { shock: "2/15" } })]));
    expect(pack?.documents[0]?.data.system).toMatchObject({ shock: { points: 2, ac: 15 }, schemaVersion: 2 });
  });

  it("fails on a document with no _key, naming the file", async () => {
    const { _key: _dropped, ...noKey } = sword("aaaaaaaaaaaaaaaa");
    await expect(check(packWith([noKey]))).rejects.toThrow(/test-pack\/doc-0\.json: _key is missing/);
  });

  it("fails on a duplicate _id, naming both files", async () => {
    await expect(check(packWith([sword("aaaaaaaaaaaaaaaa"), sword("aaaaaaaaaaaaaaaa")]))).rejects.toThrow(
      /doc-1\.json: duplicate _id aaaaaaaaaaaaaaaa, already used by test-pack\/doc-0\.json/,
    );
  });

  it("fails on an unknown document type", async () => {
    await expect(check(packWith([sword("aaaaaaaaaaaaaaaa", { type: "laserGun" })]))).rejects.toThrow(
      /doc-0\.json: type "laserGun" is not a Fray Item type/,
    );
  });

  it("fails on system data that breaks the model, naming the field", async () => {
    const bad = sword("aaaaaaaaaaaaaaaa", { system: { damage: "1d8", shock: { points: -2, ac: 13 }, skill: "punch" } });
    const failure = check(packWith([bad]));
    await expect(failure).rejects.toThrow(/doc-0\.json: system\.shock\.points -2 is below the minimum 0/);
    await expect(check(packWith([bad]))).rejects.toThrow(/doc-0\.json: system\.skill "punch" is not one of/);
  });

  it("checks the _key of items embedded in an actor", async () => {
    const root = packWith([
      {
        _id: "bbbbbbbbbbbbbbbb",
        _key: "!actors!bbbbbbbbbbbbbbbb",
        name: "Guard",
        type: "sidesMonster",
        system: {},
        items: [sword("cccccccccccccccc")],
      },
    ]);
    await expect(checkPacks(root, [{ name: "test-pack", type: "Actor" }])).rejects.toThrow(
      /items\[0\]: _key must be "!actors\.items!bbbbbbbbbbbbbbbb\.cccccccccccccccc"/,
    );
  });
});
