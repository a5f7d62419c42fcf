import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";

export interface ReleaseOptions {
  dist: string;
  outDir: string;
  version: string;
  /** Where releases are published, e.g. https://github.com/owner/fray */
  repository: string;
}

interface Manifest {
  version: string;
  esmodules: string[];
  styles: string[];
  languages: { path: string }[];
  packs: { path: string }[];
  manifest: string;
  download: string;
  url: string;
}

/**
 * The files an installed system needs: what system.json names (modules, styles, languages, packs)
 * and the templates the module loads; each module's source map is added by `sourceMapsOf`.
 * Nothing else from dist/ goes into the zip.
 */
export function referencedPaths(manifest: Manifest): string[] {
  return [
    "system.json",
    ...manifest.esmodules,
    ...manifest.styles,
    ...manifest.languages.map((language) => language.path),
    ...manifest.packs.map((pack) => pack.path),
    "templates",
  ];
}

/** The source maps the modules name in their closing `//# sourceMappingURL=` comment, as paths in dist/. */
export async function sourceMapsOf(dist: string, modules: readonly string[]): Promise<string[]> {
  const maps: string[] = [];
  for (const module of modules) {
    const code = await readFile(path.join(dist, module), "utf8");
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (url !== undefined && !url.startsWith("data:")) maps.push(path.posix.join(path.posix.dirname(module), url));
  }
  return maps;
}

/** Writes fray.zip and the matching system.json into `outDir`; returns the zip's file list. */
export async function createRelease(options: ReleaseOptions): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(options.dist, "system.json"), "utf8")) as Manifest;
  const repository = options.repository.replace(/\/+$/, "");
  manifest.version = options.version;
  manifest.url = repository;
  manifest.manifest = `${repository}/releases/latest/download/system.json`;
  manifest.download = `${repository}/releases/download/v${options.version}/fray.zip`;
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;

  const zip = new JSZip();
  const files: string[] = [];
  for (const entry of [...referencedPaths(manifest), ...(await sourceMapsOf(options.dist, manifest.esmodules))]) {
    if (entry === "system.json") {
      zip.file(entry, manifestText);
      files.push(entry);
      continue;
    }
    for (const file of await listFiles(path.join(options.dist, entry))) {
      const relative = path.relative(options.dist, file).split(path.sep).join("/");
      zip.file(relative, await readFile(file));
      files.push(relative);
    }
  }
  const buffer = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  await writeFile(path.join(options.outDir, "fray.zip"), buffer);
  await writeFile(path.join(options.outDir, "system.json"), manifestText);
  return files.sort();
}

async function listFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => null);
  if (!info) throw new Error(`Release: ${target} is named by system.json but was not built`);
  if (info.isFile()) return [target];
  const entries = await readdir(target);
  const nested = await Promise.all(entries.map((entry) => listFiles(path.join(target, entry))));
  return nested.flat();
}
