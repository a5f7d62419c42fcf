// Packs dist/ into fray.zip with a system.json whose version and download URL match.
// Version: $RELEASE_VERSION (a tag like v1.2.3) or package.json; repository: $FRAY_REPOSITORY or package.json.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  const version = (process.env.RELEASE_VERSION || pkg.version).replace(/^v/, "");
  const repository = process.env.FRAY_REPOSITORY || pkg.repository?.url?.replace(/^git\+/, "").replace(/\.git$/, "");
  if (!repository) throw new Error("Release: set FRAY_REPOSITORY or package.json repository.url");
  const outDir = path.join(root, "release");
  await mkdir(outDir, { recursive: true });
  const { module } = await runnerImport(path.join(root, "scripts/lib/release.ts"));
  const files = await module.createRelease({ dist: path.join(root, "dist"), outDir, version, repository });
  console.log(`fray: release/fray.zip (${files.length} files) and release/system.json for v${version}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
