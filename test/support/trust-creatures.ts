/**
 * Who plays what in the classic, declared and factions trust properties: the creatures of the fight by
 * their owners (the GM's have none), the two players, and the creature a token or actor UUID names.
 */

/** The two players at the table. */
export const PLAYERS = ["p1", "p2"] as const;

/** The creature a token or actor UUID names ("Scene.s.Token.aldric", "Actor.ogre"), or null. */
export const creatureOfUuid = (uuid: unknown) => (typeof uuid === "string" ? (/(?:Token|Actor)\.([a-z]+)$/.exec(uuid)?.[1] ?? null) : null);

/** The creatures of a fight by their owners, and what follows: who owns which, who plays each, which is a player's own. */
export function ownedCreatures(owners: Record<string, string[]>) {
  const CREATURES = Object.keys(owners);
  const owns = (userId: string, creature: string | null | undefined) => creature !== null && creature !== undefined && (owners[creature] ?? []).includes(userId);
  return {
    CREATURES,
    /** Whether `userId` owns the creature. */
    owns,
    /** The user who plays a creature: its owner, or the GM. */
    playerOf: (creature: string) => owners[creature]![0] ?? "gm",
    /** The creature a player plays. */
    mineOf: (player: string) => CREATURES.find((id) => owns(player, id))!,
  };
}
