/**
 * Whether to offer a creature its riposte now (rules/actions/riposte.ts): what it and its foe declared
 * this round and whether it is surprised, from the combat's engine state; its Reaction, from the
 * round's budget; its Wound Points; whether it carries a melee weapon; whether the foe stands within
 * its reach on the scene; and the world's `declaredRiposte` setting. Read-only: the attack card asks it
 * for the target of a resolved attack, and the GM's handler asks it again before the riposte is made.
 */
import type { Decision, Reason } from "../../../../core/rules-types";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { footprintDistance, footprintOf } from "../../../../core/geometry/footprint";
import type { DeclaredState } from "../../../../core/turns/declared-types";
import { isSurprised } from "../../../../core/turns/declared-steps";
import { stateOf } from "../../../../foundry/combat/combat-engine";
import { combatData } from "../../../../foundry/combat/combat-model";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { declaredActionKindOf, type DeclaredActionKind } from "../../rules/actions/action-kinds";
import { declaredEconomy } from "../../rules/actions/economy";
import { mayRiposte, type RiposteTrigger } from "../../rules/actions/riposte";
import { withinMeleeReach } from "../../rules/actions/riposte-reach";
import { DECLARED_RIPOSTE_SETTING, type DeclaredRiposteRule } from "../../rules/actions/riposte-setting";
import { weaponModes, weaponReach } from "../../rules/combat/attack-plan";
import { weaponSchema } from "../../schema/items";
import { creatureDataOf } from "../round/creature";
import { sameLevel } from "../../../../foundry/scene/levels";
import { placementOf, type Placement } from "../../../../foundry/scene/token-moves";

/** The world's rule for who answers a foe entering reach. */
export function riposteRule(): DeclaredRiposteRule {
  return settingValue(DECLARED_RIPOSTE_SETTING);
}

/** The combatant as the declared engine holds it this round, or null outside a declared fight. */
function engineEntry(combat: Combat.Implementation, combatant: Combatant.Implementation) {
  const state = combatData(combat)?.structure === "declared" ? (stateOf(combat) as DeclaredState | null) : null;
  const entry = state?.combatants.find((c) => c.id === combatant.id);
  return state && entry ? { entry, round: state.round } : null;
}

function declaredKind(combat: Combat.Implementation, combatant: Combatant.Implementation): DeclaredActionKind | null {
  return declaredActionKindOf(engineEntry(combat, combatant)?.entry.declaration?.actionId);
}

/** Any of its weapons strikes in melee (a launcher only shoots). */
function hasMeleeWeapon(actor: Actor.Implementation): boolean {
  return actor.items.contents.some((item) => {
    if ((item.type as string) !== "declaredWeapon") return false;
    const stored = readBySpec(weaponSchema, () => initialData(weaponSchema), item.system);
    return weaponModes(weaponReach(stored)).includes("melee");
  });
}

/** Yards between the two tokens' nearest squares on their scene (touching: 1); null when they share no scene or level. */
export function yardsBetween(a: TokenDocument.Implementation | null, b: TokenDocument.Implementation | null): number | null {
  const scene = a?.parent;
  if (!a || !b || !scene || b.parent !== scene || !sameLevel(a, b)) return null;
  return yardsApart(scene, placementOf(a), placementOf(b));
}

/** Yards between two placements' nearest squares on a scene (touching: 1); null on a scene without a grid. */
export function yardsApart(scene: Scene.Implementation, a: Placement, b: Placement): number | null {
  if (!(scene.grid.size > 0)) return null;
  return footprintDistance(footprintOf(a, scene.grid.size), footprintOf(b, scene.grid.size), scene.grid.distance);
}

/**
 * May `riposter` riposte `foe` now? `attacked`: the foe's attack on it has just been resolved;
 * `entered`: the foe has just come into its reach. The offer names the trigger; a refusal says why.
 * `withinReach` says where the foe stood when it provoked, if not where it stands now.
 */
export function riposteOffer(combat: Combat.Implementation, riposter: Combatant.Implementation, foe: Combatant.Implementation, trigger: RiposteTrigger, withinReach?: boolean): Decision<{ trigger: Reason }> {
  const actor = riposter.actor;
  const data = creatureDataOf(actor);
  const engine = engineEntry(combat, riposter);
  const yards = yardsBetween(riposter.token, foe.token);
  return mayRiposte({
    trigger,
    rule: riposteRule(),
    declared: declaredKind(combat, riposter),
    foeDeclared: declaredKind(combat, foe),
    surprised: engine !== null && isSurprised(engine.entry, engine.round),
    // Not a declared creature: nothing to strike with.
    woundPoints: data?.health.value ?? 0,
    reactionSpent: declaredEconomy.read(storedEconomy(riposter)).taken.reaction > 0,
    hasMeleeWeapon: actor !== null && hasMeleeWeapon(actor),
    foeWithinReach: withinReach ?? (yards !== null && withinMeleeReach(yards)),
  });
}
