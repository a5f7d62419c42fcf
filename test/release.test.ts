import { mkdtempSync, readFileSync } from "node:fs";
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

    const allowed = ["system.json", "fray.mjs", "fray.css", "lang/", "packs/", "templates/"];
    for (const file of inZip) expect(allowed.some((prefix) => file === prefix || file.startsWith(prefix)), file).toBe(true);
    for (const pack of manifest.packs) expect(inZip.some((file) => file.startsWith(`${pack.path}/`)), pack.path).toBe(true);
    expect(inZip).toContain("lang/en.json");
    expect(inZip).toContain("templates/sides/character-combat.hbs");
  });
});
