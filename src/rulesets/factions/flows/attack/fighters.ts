/**
 * A `factions` creature and the weapon it attacks with, as the attack rules read them: its scores,
 * health, prepared armour value and token statuses, and the weapon item's stored data read by its spec.
 */
import { readBySpec } from "../../../../core/schema/read";
import { initialData, type Infer } from "../../../../core/schema/spec";
import { FactionsCharacterData, FactionsMonsterData } from "../../models";
import { weaponSchema } from "../../schema/items";

export interface FactionsFighter {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation;
  system: FactionsCharacterData | FactionsMonsterData;
}

/** The token's creature when it is a factions one, else null. */
export function factionsFighterOf(token: TokenDocument.Implementation | null): FactionsFighter | null {
  const actor = token?.actor ?? null;
  const system: unknown = actor?.system;
  if (!token || !actor || !(system instanceof FactionsCharacterData || system instanceof FactionsMonsterData)) return null;
  return { actor, token, system };
}

export type FactionsWeapon = Infer<typeof weaponSchema> & { id: string; name: string };

/** The creature's weapon item as the attack reads it, or null when it carries no such weapon. */
export function weaponOf(actor: Actor.Implementation, weaponId: string): FactionsWeapon | null {
  const item = actor.items.get(weaponId);
  if (!item || (item.type as string) !== "factionsWeapon") return null;
  return { ...readBySpec(weaponSchema, () => initialData(weaponSchema), item.system), id: weaponId, name: item.name };
}
