/** An actor's facts for the action context, from plain data (the sheet and the render checks share this). Pure. */
import type { WeaponProfile } from "../../rules/combat/types";
import type { ActorFacts } from "./action-context";
import { reloadTypeFor } from "../../rules/combat/reload";

/** A character: never a trained NPC; Reload's type follows its readied weapons and Shoot. */
export function characterFacts(readied: readonly WeaponProfile[], shoot: number): ActorFacts {
  const reloadType = reloadTypeFor(readied, shoot);
  return reloadType ? { kind: "character", snapTrained: false, reloadType } : { kind: "character", snapTrained: false };
}

export function monsterFacts(trainedSnap: boolean): ActorFacts {
  return { kind: "npc", snapTrained: trainedSnap };
}
