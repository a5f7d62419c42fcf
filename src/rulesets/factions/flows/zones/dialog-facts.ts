/**
 * The attack dialog prefilled from the scene: nearby and beyond half range where the zones tell, moving
 * when the attacker's zone of movement is spent this turn. Every box stays editable (the GM puts the
 * scene's answer over it anyway); a line says the boxes were read from the zones.
 */
import type { SceneAttackFacts } from "./attack-zone-facts";

export interface SceneDialogFields {
  nearby: boolean;
  beyondHalf: boolean;
  moving: boolean;
  /** The zones told nearby or the range: say so on the dialog. */
  fromZones: boolean;
}

export function withSceneDialogFacts<V extends { nearby: boolean }>(view: V, facts: SceneAttackFacts): V & SceneDialogFields {
  return {
    ...view,
    nearby: facts.nearby ?? view.nearby,
    beyondHalf: facts.beyondHalf ?? false,
    moving: facts.moving,
    fromZones: facts.nearby !== null || facts.beyondHalf !== null,
  };
}
