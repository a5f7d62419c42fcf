/**
 * The started fight a declared creature stands in, however a request names it (src/foundry/combat/started-fight.ts),
 * with the declared engine's state when the fight runs by declared-action speed and whether it is the creature's turn.
 */
import type { DeclaredState } from "../../../../core/turns/declared-types";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { fightOfCreature as startedFightOfCreature } from "../../../../foundry/combat/started-fight";

/** A creature's place in a started fight: the combat, its combatant, the engine's state under declared speed (else null), and whether it is its turn. */
export interface CreatureFight {
  combat: Combat.Implementation;
  combatantId: string;
  /** The declared engine's state when the fight runs by declared-action speed. */
  declared: DeclaredState | null;
  ownTurn: boolean;
}

/** The started fight of the creature a request names, by its token or else its actor; null outside one. */
export function fightOfCreature(actor: Actor.Implementation, named: TokenDocument.Implementation | null): CreatureFight | null {
  const turn = startedFightOfCreature(actor, named);
  if (!turn) return null;
  const declared = adapterOf(turn.combat)?.id === "declared" ? (stateOf(turn.combat) as DeclaredState) : null;
  return { combat: turn.combat, combatantId: turn.combatant.id ?? "", declared, ownTurn: turn.ownTurn };
}
