/** What the action rules read from a teams actor: stamina, focus, prone, and the items it could hold. */
import { TEAMS_STATUS } from "../../rules/statuses";
import type { Resources } from "../../rules/actions/resources";
import type { HoldableItem } from "./actions-view";
import { unableToAct } from "../../rules/derived/conditions";
import { teamsDataOf } from "../tests/actor-ratings";

/** Weapons, shields and gear are held in hand; armour is worn, never brandished. */
export const HOLDABLE_TYPES: readonly string[] = ["teamsWeapon", "teamsShield", "teamsGear"];

interface Pools {
  stamina?: { value?: unknown; max?: unknown };
  focus?: { value?: unknown; max?: unknown };
  conditions?: { prone?: unknown };
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

// Every teams actor's data model keeps its pools at these paths (schema/actor-fields.ts).
const poolsOf = (actor: Actor.Implementation) => actor.system as unknown as Pools;

export function poolOf(actor: Actor.Implementation, key: "stamina" | "focus"): { value: number; max: number } {
  const pool = poolsOf(actor)[key];
  return { value: count(pool?.value), max: count(pool?.max) };
}

export function resourcesOf(actor: Actor.Implementation): Resources {
  return { stamina: poolOf(actor, "stamina").value, focus: poolOf(actor, "focus").value };
}

/** Prone on the token, or marked on the sheet. */
export function isProne(actor: Actor.Implementation): boolean {
  return actor.statuses.has(TEAMS_STATUS.prone) || poolsOf(actor).conditions?.prone === true;
}

export function holdableItems(actor: Actor.Implementation): HoldableItem[] {
  return actor.items.contents
    .filter((item) => HOLDABLE_TYPES.includes(item.type as string))
    .map((item) => {
      const system = item.system as unknown as { wielded?: unknown; reload?: unknown };
      return { id: item.id ?? "", name: item.name, wielded: system.wielded === true, reload: count(system.reload) };
    });
}

export function holdableItem(actor: Actor.Implementation, itemId: string | null): HoldableItem | null {
  return holdableItems(actor).find((item) => item.id === itemId) ?? null;
}

/** Unconscious or dead as the actor's data says (its token's statuses follow the data): it takes no action. */
export function isDown(actor: Actor.Implementation): boolean {
  const data = teamsDataOf(actor);
  return data !== null && unableToAct(data.derived.conditions);
}
