/**
 * A fresh started fight for the sides and teams trust properties: the combat double's Combat of the
 * party against the foes, each fighter grafted on (./graft-fighter.ts) with its ruleset's data, items
 * and token on one scene, and the fight started under the ruleset's structure on the GM's client. Its
 * ids carry the run's suffix, so what the GM's hooks remember of one run never meets the next.
 */
import { makeCombat, type Recorded } from "../foundry-double/combat";
import type { Network } from "../foundry-double/network";
import { graftFighter, withClockAndActors, type GraftSeed } from "./graft-fighter";

type Plain = Record<string, any>;

/** A started fight whose ids carry the run's suffix. */
export interface SuffixedFight<F extends string> {
  combat: Plain;
  suffix: string;
  /** The fighters' actors by id (without the suffix). */
  actors: Record<F, Plain>;
  /** Token UUIDs by fighter id. */
  tokenUuid: Record<F, string>;
}

/** Who fights: the fighters, listed so that the next one is always a foe (an attack "one along" the list aims across the line); their owners; those of the party (the rest are its foes). */
export interface LineUp<F extends string> {
  fighters: readonly F[];
  owners: Record<F, string[]>;
  party: readonly F[];
}

/** What a ruleset's world gives its fights: its doubles, its line-up, each fighter's seed, its scene and its start. */
export interface FightSetup<F extends string> {
  double: Parameters<typeof graftFighter>[0] & { actAs(userId: string): void; forget(): void };
  combatDouble: { recorded: Recorded; combats: Map<string, unknown> };
  net: Network;
  lineUp: LineUp<F>;
  /** A fresh scene of squares 100 pixels wide. */
  newScene(): Plain;
  /** A fighter's ruleset data, items and square, and any token fields of its own. */
  seedOf(fighter: F): Pick<GraftSeed, "system" | "items" | "at" | "tokenFields" | "derive">;
  /** The GM has placed the fighter's token (the ruleset's hooks may take note). */
  placed?(actor: Plain): void;
  /** The structure the fight starts under, and the GM's choices for it. */
  structure: string;
  choices: Plain;
  /** Runs the start, as the ruleset needs it run (the tracker's dice, say). */
  around?(start: () => Promise<Plain>): Promise<Plain>;
}

let runs = 0;

/** A fresh started fight of the party against the foes. */
export async function startSuffixedFight<F extends string>(setup: FightSetup<F>): Promise<SuffixedFight<F>> {
  const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
  const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
  const { FrayCombatantData } = await import("../../src/foundry/combat/combatant-model");
  const { handleStart } = await import("../../src/foundry/combat/combat-queries");
  const { double, combatDouble } = setup;
  const { fighters, owners, party } = setup.lineUp;
  const suffix = `_r${++runs}`;
  const id = (f: F) => `${f}${suffix}`;
  const side = (f: F) => (party.includes(f) ? "party" : "foes");
  double.actAs("gm");
  double.forget();
  const seeds = fighters.map((f) => ({ id: id(f), name: f, group: side(f), owners: owners[f] }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds, ["party", "foes"], combatDouble.recorded) as Plain;
  withClockAndActors(combat);
  const scene = setup.newScene();
  const actors = {} as Record<F, Plain>;
  const tokenUuid = {} as Record<F, string>;
  for (const f of fighters) {
    const seed = setup.seedOf(f);
    // A TokenDocument's place, size, scene and disposition (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
    const tokenFields = { x: seed.at.x * 100, y: seed.at.y * 100, width: 1, height: 1, parent: scene, disposition: side(f) === "party" ? 1 : -1, ...seed.tokenFields };
    const { actor, token } = graftFighter(double, combat, combatDouble.recorded, { ...seed, id: id(f), name: f, owners: owners[f], tokenFields }, FrayCombatantData);
    scene.tokens.contents.push(token.document);
    actors[f] = actor;
    tokenUuid[f] = token.document.uuid;
    setup.placed?.(actor);
  }
  (globalThis as Plain).game.combat = combat;
  combatDouble.combats.set("combat1", combat);
  const start = () => setup.net.on("gm", () => handleStart({ combatId: "combat1", structure: setup.structure as never, choices: setup.choices }, "gm")) as Promise<Plain>;
  const started = await (setup.around ? setup.around(start) : start());
  if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
  return { combat, suffix, actors, tokenUuid };
}
