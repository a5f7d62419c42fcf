/**
 * A creature as an attack of opportunity needs it, read from its actor: the melee weapon it holds (the
 * primary slot's first), whether it is trained with it, its size and statuses (threatening.ts), and how
 * many attacks of opportunity a round it may make (Battle Prowess raises `opportunitiesPerRound`).
 */
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import type { ThreatFacts } from "../../rules/actions/threatening";
import { CLASSIC_SIZES, type ClassicSize } from "../../rules/character/size";
import { weaponSchema } from "../../schema/items";
import { trainedWithWeapon, type ClassicTraining } from "../../schema/training";

export interface Watcher extends ThreatFacts {
  /** The weapon's item id ("" when it holds none). */
  weaponId: string;
  opportunitiesPerRound: number;
}

interface CreatureSystem {
  size?: unknown;
  training?: ClassicTraining;
  opportunitiesPerRound?: unknown;
}

const isCreature = (actor: Actor.Implementation) => (actor.type as string) === "classicCharacter" || (actor.type as string) === "classicMonster";

/** The held melee weapons, primary slot first. */
function heldMelee(actor: Actor.Implementation) {
  return actor.items.contents
    .filter((item) => (item.type as string) === "classicWeapon")
    .map((item) => ({ id: item.id ?? "", weapon: readBySpec(weaponSchema, () => initialData(weaponSchema), item.system) }))
    .filter(({ weapon }) => weapon.held !== "none" && !weapon.ranged)
    .sort((a, b) => Number(b.weapon.held === "primary") - Number(a.weapon.held === "primary"));
}

/** The creature's threat facts; a non-classic actor threatens nothing. */
export function watcherOf(actor: Actor.Implementation): Watcher {
  const system = actor.system as CreatureSystem;
  const size = CLASSIC_SIZES.includes(system.size as ClassicSize) ? (system.size as ClassicSize) : "medium";
  const perRound = Number(system.opportunitiesPerRound);
  const held = isCreature(actor) && system.training ? heldMelee(actor)[0] : undefined;
  return {
    size,
    weapon: held && system.training ? { reach: held.weapon.reach, trained: trainedWithWeapon(system.training, held.weapon) } : null,
    statuses: actor.statuses,
    weaponId: held?.id ?? "",
    opportunitiesPerRound: Number.isInteger(perRound) && perRound >= 1 ? perRound : 1,
  };
}
