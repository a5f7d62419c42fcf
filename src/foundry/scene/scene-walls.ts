/** Reads the current scene's walls as the cover geometry needs them (grid units, sight-blocking only). */
import type { Wall } from "../../core/geometry/sight-geometry";
import { wallsInGrid, type SceneWall } from "../../core/geometry/grid-units";

export function sceneSightWalls(): Wall[] {
  const board = canvas;
  if (!board?.walls || !board.grid) return [];
  const walls: SceneWall[] = board.walls.placeables.map((wall) => {
    const doc = wall.document;
    return {
      c: doc.c,
      blocksSight: doc.sight !== null && doc.sight !== CONST.WALL_SENSE_TYPES.NONE,
      openDoor: doc.door !== CONST.WALL_DOOR_TYPES.NONE && doc.ds === CONST.WALL_DOOR_STATES.OPEN,
    };
  });
  return wallsInGrid(walls, board.grid.size);
}
