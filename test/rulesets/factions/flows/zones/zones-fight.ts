/**
 * The attack fight's world (./../attack/fight.ts) with zones: Regions drawn on the fight's scene, tokens
 * placed by pixel, and tokens moved as Foundry moves them.
 */
import { balthasarAgainstBandit, double, settle } from "../attack/fight";
import { fireOnEveryClient } from "../../../../support/document-hooks";
import { moveTokenThrough } from "../../../../foundry-double/token-moves";

type Plain = Record<string, any>;

export interface RegionSeed {
  id: string;
  name: string;
  /** Canvas pixels; one square is 100. */
  rect: { x: number; y: number; width: number; height: number };
  /** The GM ticked "this Region is a zone" (unless told, they did: only ticked Regions are zones). */
  zone?: boolean;
}

/** The scene the fight's tokens stand on (TokenDocument#parent: https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html). */
export const sceneOf = (creatures: Record<string, Plain>): Plain => Object.values(creatures)[0]!.getActiveTokens()[0].document.parent;

/**
 * Regions on the scene: a Scene embeds its Regions as `regions`, a collection with `contents` and `get(id)`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html#regions); each RegionDocument has its
 * `id`, `name`, `shapes` (here a rectangle: https://foundryvtt.com/api/v13/classes/foundry.data.RectangleShapeData.html)
 * and `flags` (https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html).
 */
export function drawRegions(scene: Plain, seeds: RegionSeed[]): void {
  const regions = seeds.map((seed) => ({
    id: seed.id,
    name: seed.name,
    shapes: [{ type: "rectangle", hole: false, rotation: 0, ...seed.rect }],
    flags: seed.zone === false ? {} : { fray: { zone: true } },
  }));
  scene.regions = { contents: regions, get: (id: string) => regions.find((region) => region.id === id) };
}

/** Three rooms in a row, 300 px (3 squares) each: the hall touches the yard and the cellar; yard and cellar do not touch. */
export const THREE_ROOMS: RegionSeed[] = [
  { id: "yard", name: "Yard", rect: { x: 0, y: 0, width: 300, height: 300 } },
  { id: "hall", name: "Hall", rect: { x: 300, y: 0, width: 300, height: 300 } },
  { id: "cellar", name: "Cellar", rect: { x: 600, y: 0, width: 300, height: 300 } },
];

/** Puts a creature's token at a pixel place before anything happens (as the GM set up the scene). */
export function place(creatures: Record<string, Plain>, id: string, x: number, y: number): void {
  Object.assign(creatures[id]!.getActiveTokens()[0].document, { x, y });
}

/** A token dragged by `userId` straight to pixel place (x, y): every client hears the move. */
export async function moveToken(creatures: Record<string, Plain>, id: string, x: number, y: number, userId: string): Promise<void> {
  moveTokenThrough(double.net, creatures[id]!.getActiveTokens()[0].document, [{ x, y }], userId);
  await settle();
}

/** The GM's combat update (the fight started) reaches every client as `updateCombat`. */
export async function combatSeen(combat: Plain): Promise<void> {
  fireOnEveryClient(double.net, "updateCombat", combat, { system: {} }, "gm");
  await settle();
}


/** Balthasar's fight (../attack/fight.ts) in the three rooms: Balthasar in the yard with Sybilla beside him, the bandit in the hall next door. */
export function balthasarInRooms(rooms: RegionSeed[] = THREE_ROOMS): { combat: Plain; creatures: Record<string, Plain> } {
  const fight = balthasarAgainstBandit();
  drawRegions(sceneOf(fight.creatures), rooms);
  place(fight.creatures, "balthasar", 0, 0);
  place(fight.creatures, "bandit", 400, 0);
  place(fight.creatures, "sybilla", 100, 100);
  return fight;
}
