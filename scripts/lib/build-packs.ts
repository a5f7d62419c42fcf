import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { checkPacks, type PackEntry } from "./pack-check";

/** Checks every pack's sources, then compiles the upgraded documents to LevelDB under `outRoot`. */
export async function buildPacks(sourceRoot: string, outRoot: string, packs: PackEntry[]): Promise<number> {
  const checked = await checkPacks(sourceRoot, packs);
  const staging = path.join(outRoot, ".staging");
  await rm(staging, { recursive: true, force: true });
  let count = 0;
  for (const pack of checked) {
    const stageDir = path.join(staging, pack.name);
    await mkdir(stageDir, { recursive: true });
    for (const { file, data } of pack.documents) {
      await writeFile(path.join(stageDir, file), JSON.stringify(data, null, 2));
      count += 1;
    }
    const dest = path.join(outRoot, pack.name);
    await rm(dest, { recursive: true, force: true });
    await compilePack(stageDir, dest, { recursive: true, log: false });
  }
  await rm(staging, { recursive: true, force: true });
  return count;
}
