/** The GM command a poison's Use sends, and how the GM reads it back (uuids and ids are lookup keys only). Pure. */
export interface CoatWeaponRequest {
  actorUuid: string;
  /** The acting creature's token (an unlinked token's actor is its own); blank: the actor's. */
  tokenUuid: string;
  /** The dose of poison used. */
  itemId: string;
  /** The weapon it coats. */
  weaponId: string;
  /** The player saw why the budget refuses and uses it anyway; the GMs are told. */
  force: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function parseCoatWeapon(payload: Record<string, unknown>): CoatWeaponRequest | null {
  const request = { actorUuid: text(payload.actorUuid), tokenUuid: text(payload.tokenUuid), itemId: text(payload.itemId), weaponId: text(payload.weaponId), force: payload.force === true };
  if ((request.actorUuid === "" && request.tokenUuid === "") || request.itemId === "" || request.weaponId === "") return null;
  return request;
}
