import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allTypeSpecs } from "../scripts/lib/ruleset-rules";
import type { FieldSpec } from "../src/core/schema/spec";
import { ROOT } from "./support/lang";

const manifest = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8"));
const template = JSON.parse(readFileSync(path.join(ROOT, "template.json"), "utf8"));

/** Dotted paths of every HTML field in a spec: what Foundry must enrich and sanitise. */
function htmlPaths(field: FieldSpec, prefix = ""): string[] {
  if (field.kind === "html") return [prefix];
  if (field.kind !== "object") return [];
  return Object.entries(field.fields).flatMap(([key, child]) => htmlPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe.each(["Actor", "Item"] as const)("%s types are declared the same everywhere", (documentName) => {
  const specs = allTypeSpecs(documentName);
  it("system.json documentTypes and template.json list the same types", () => {
    expect(Object.keys(manifest.documentTypes[documentName]).sort()).toEqual([...template[documentName].types].sort());
  });
  it("both list exactly the types the rulesets define", () => {
    expect([...template[documentName].types].sort()).toEqual(Object.keys(specs).sort());
    for (const type of template[documentName].types) expect(template[documentName]).toHaveProperty(type);
  });
  it("htmlFields name every HTML field of each type", () => {
    for (const [type, typeSpec] of Object.entries(specs)) {
      expect(manifest.documentTypes[documentName][type].htmlFields.sort(), type).toEqual(htmlPaths(typeSpec.schema).sort());
    }
  });
  // While template.json lists a type, Foundry rebuilds that type's documentTypes entry and copies back only
  // the htmlFields declared at template.json's document level (vttforge/vttforge#145, #209): they must cover every type's.
  it("template.json declares at its document level every HTML field of every type it lists, so none is lost", () => {
    const declared = new Set<string>(template[documentName].htmlFields);
    const needed = new Set(Object.values(specs).flatMap((typeSpec) => htmlPaths(typeSpec.schema)));
    expect([...declared].sort()).toEqual([...needed].sort());
  });
});

describe("chat cards are ChatMessage sub-types declared like every other type", () => {
  const specs = allTypeSpecs("ChatMessage");
  it("system.json documentTypes lists exactly the card types the rulesets define", () => {
    expect(Object.keys(specs).length).toBeGreaterThan(0);
    expect(Object.keys(manifest.documentTypes.ChatMessage).sort()).toEqual(Object.keys(specs).sort());
  });
  it("names each card's HTML fields, and only those", () => {
    for (const [type, typeSpec] of Object.entries(specs)) {
      expect([...(manifest.documentTypes.ChatMessage[type].htmlFields ?? [])].sort(), type).toEqual(htmlPaths(typeSpec.schema).sort());
    }
  });
});

describe("the manifest", () => {
  it("says what Foundry needs to install the system", () => {
    expect(manifest.id).toBe("fray");
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13" });
    expect(manifest.esmodules).toEqual(["fray.mjs"]);
    expect(manifest.styles).toEqual(["fray.css"]);
    expect(manifest.grid).toEqual({ type: 1, distance: 5, units: "ft" });
    expect(manifest.primaryTokenAttribute).toBe("health");
  });
  it("has a source folder for every pack and a folder holding every pack", () => {
    const inFolders = manifest.packFolders.flatMap((folder: { packs: string[] }) => folder.packs).sort();
    expect(inFolders).toEqual(manifest.packs.map((pack: { name: string }) => pack.name).sort());
    for (const pack of manifest.packs) {
      expect(existsSync(path.join(ROOT, "packs/_source", pack.name)), pack.name).toBe(true);
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect(pack.system).toBe("fray");
    }
  });
  it("keeps hit points at system.health for every actor type, so token bars work in every ruleset", () => {
    for (const [type, typeSpec] of Object.entries(allTypeSpecs("Actor"))) {
      const health = typeSpec.schema.fields.health;
      expect(health?.kind, type).toBe("object");
      if (health?.kind === "object") expect(Object.keys(health.fields).sort(), type).toEqual(["max", "value"]);
    }
  });
  it("declares its version from package.json in the built copy", () => {
    const built = JSON.parse(readFileSync(path.join(ROOT, "dist/system.json"), "utf8"));
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(built.version).toBe(pkg.version);
  });
});
