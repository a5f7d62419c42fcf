import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { createRelease } from "../scripts/lib/release";
import { ROOT } from "./support/lang";

describe("the release", () => {
  it("zips only what the manifest references, with a system.json whose version and download match", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "fray-release-"));
    const files = await createRelease({ dist: path.join(ROOT, "dist"), outDir, version: "1.2.3", repository: "https://example.org/fray/" });
    const zip = await JSZip.loadAsync(readFileSync(path.join(outDir, "fray.zip")));
    const inZip = Object.values(zip.files).filter((entry) => !entry.dir).map((entry) => entry.name).sort();
    expect(inZip).toEqual(files);

    const manifest = JSON.parse(await zip.file("system.json")!.async("string"));
    expect(manifest.version).toBe("1.2.3");
    expect(manifest.download).toBe("https://example.org/fray/releases/download/v1.2.3/fray.zip");
    expect(manifest.manifest).toBe("https://example.org/fray/releases/latest/download/system.json");
    expect(JSON.parse(readFileSync(path.join(outDir, "system.json"), "utf8"))).toEqual(manifest);

    const allowed = ["system.json", "fray.mjs", "fray.mjs.map", "fray.css", "lang/", "packs/", "templates/"];
    for (const file of inZip) expect(allowed.some((prefix) => file === prefix || file.startsWith(prefix)), file).toBe(true);
    for (const pack of manifest.packs) expect(inZip.some((file) => file.startsWith(`${pack.path}/`)), pack.path).toBe(true);
    expect(inZip).toContain("lang/en.json");
    expect(inZip).toContain("fray.mjs.map");
    expect(inZip).toContain("templates/sides/sheets/character-combat.hbs");
  });

  it("ships the module minified, with the source map its last line names, mapping back to the TypeScript sources", async () => {
    const code = readFileSync(path.join(ROOT, "dist/fray.mjs"), "utf8");
    expect(code.trimEnd().split("\n").at(-1)).toBe("//# sourceMappingURL=fray.mjs.map");
    // Minified: a few long lines, not one statement per line.
    expect(code.split("\n").length).toBeLessThan(50);
    const map = JSON.parse(readFileSync(path.join(ROOT, "dist/fray.mjs.map"), "utf8"));
    expect(map.file).toBe("fray.mjs");
    expect(map.sources.some((source: string) => source.endsWith("src/fray.ts"))).toBe(true);
    expect(map.sourcesContent?.length).toBe(map.sources.length);
  });

  it("keeps every registered sheet's class name through minifying, so Foundry's sheet ids (and players' sheet choices) stay", () => {
    const code = readFileSync(path.join(ROOT, "dist/fray.mjs"), "utf8");
    const rulesets = path.join(ROOT, "src/rulesets");
    const sheetClasses = readdirSync(rulesets)
      .map((folder) => path.join(rulesets, folder, "definition.ts"))
      .filter((file) => existsSync(file))
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/sheetClass: (\w+)/g)].map((match) => match[1]!));
    expect(sheetClasses.length).toBeGreaterThan(0);
    for (const name of sheetClasses) expect(code, name).toMatch(new RegExp(`\\b${name}=class\\b|\\bclass ${name}\\b`));
  });

  it("ships the stylesheet compressed", () => {
    const css = readFileSync(path.join(ROOT, "dist/fray.css"), "utf8");
    expect(css.length).toBeGreaterThan(1000);
    expect(css.split("\n").length).toBeLessThan(5);
  });
});
