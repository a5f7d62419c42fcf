// npm run bench: measures bundle size and render/engine speed and prints them. Never asserts.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { module } = await runnerImport(path.join(root, "scripts/lib/bench.ts"));
const attacks = await runnerImport(path.join(root, "scripts/lib/bench-attacks.ts"));
module.runBench(root, [attacks.module.benchAttacks]);
(await runnerImport(path.join(root, "scripts/lib/bench-teams.ts"))).module.benchTeams((line) => console.log(line));
(await runnerImport(path.join(root, "scripts/lib/bench-declared.ts"))).module.benchDeclared((line) => console.log(line));
(await runnerImport(path.join(root, "scripts/lib/bench-classic.ts"))).module.benchClassic((line) => console.log(line));
(await runnerImport(path.join(root, "scripts/lib/bench-factions.ts"))).module.benchFactions((line) => console.log(line));
(await runnerImport(path.join(root, "scripts/lib/bench-engine-states.ts"))).module.benchEngineStates((line) => console.log(line));
// Last: it installs the test double's globals.
const clicks = await runnerImport(path.join(root, "scripts/lib/bench-clicks.ts"));
await clicks.module.benchClicks((line) => console.log(line));
// After the clicks: it installs the declared fight's double over theirs.
await (await runnerImport(path.join(root, "scripts/lib/bench-declared-card.ts"))).module.benchDeclaredCard((line) => console.log(line));
// Last again: the factions attack card, rendered through the factions fight's double.
await (await runnerImport(path.join(root, "scripts/lib/bench-factions-card.ts"))).module.benchFactionsCard((line) => console.log(line));
