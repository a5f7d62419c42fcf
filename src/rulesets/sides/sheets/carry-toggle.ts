/**
 * The update one click on an item's state makes: armour is put on or taken off; weapons,
 * shields and gear go between readied and stowed. Null for anything else.
 */
export function carryToggle(type: string, system: { carry?: unknown; worn?: unknown }): Record<string, unknown> | null {
  if (type === "sidesArmour") return { "system.worn": system.worn !== true };
  if (["sidesWeapon", "sidesShield", "sidesGear"].includes(type)) {
    return { "system.carry": system.carry === "readied" ? "stowed" : "readied" };
  }
  return null;
}
