// Builds an installable dist/: system.json, one minified ES module with its source map, one compressed
// CSS file, lang, templates, packs.
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, runnerImport } from "vite";
import * as sass from "sass";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");

async function main() {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });

  await build({
    root,
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: dist,
      emptyOutDir: false,
      // fray.mjs.map beside the module, named by its sourceMappingURL comment: errors point at the sources.
      sourcemap: true,
      minify: "oxc",
      target: "es2022",
      lib: { entry: path.join(root, "src/fray.ts"), formats: ["es"], fileName: () => "fray.mjs" },
      rolldownOptions: {
        output: {
          // Foundry ids a registered sheet `${scope}.${sheetClass.name}` and stores that id in each document's
          // core.sheetClass flag (DocumentSheetConfig.registerSheet, foundryvtt.com/api/v13): class names must survive.
          keepNames: true,
          // An ES library build keeps whitespace and pure annotations for later bundlers; Foundry loads this one as is.
          minify: {
            compress: { keepNames: { function: false, class: true } },
            mangle: { keepNames: { function: false, class: true } },
            codegen: true,
          },
          comments: { annotation: false, jsdoc: false, legal: true },
        },
      },
    },
  });

  const css = sass.compile(path.join(root, "styles/fray.scss"), { style: "compressed" });
  await writeFile(path.join(dist, "fray.css"), css.css);

  await cp(path.join(root, "lang"), path.join(dist, "lang"), { recursive: true });
  await cp(path.join(root, "templates"), path.join(dist, "templates"), { recursive: true });

  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  const manifest = JSON.parse(await readFile(path.join(root, "system.json"), "utf8"));
  manifest.version = pkg.version;
  await writeFile(path.join(dist, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  const { module } = await runnerImport(path.join(root, "scripts/lib/build-packs.ts"));
  const count = await module.buildPacks(
    path.join(root, "packs/_source"),
    path.join(dist, "packs"),
    manifest.packs.map((pack) => ({ name: pack.name, type: pack.type })),
  );
  console.log(`fray: built dist/ (${manifest.packs.length} packs, ${count} documents)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
