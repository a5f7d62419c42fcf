/** Side initiative order: highest first, the party wins ties, other ties roll off; late sides slot in. */

export interface Side {
  id: string;
  /** The player characters' side: adds its best DEX modifier and wins ties. */
  isParty: boolean;
  /** Gets the free surprise round before initiative is rolled. */
  surprising: boolean;
  /** Rolled total (party: including its DEX bonus); null until the roll arrives. */
  initiative: number | null;
  /** Results of successive roll-offs against sides it tied with. */
  rollOffs: number[];
}

/** Negative when `a` acts before `b`; 0 while they are still tied. */
export function compareSides(a: Side, b: Side): number {
  const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
  const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
  if (ia !== ib) return ib - ia;
  if (a.isParty !== b.isParty) return a.isParty ? -1 : 1;
  // The first roll-off they did not tie decides; one never rolled counts as 0.
  const n = Math.max(a.rollOffs.length, b.rollOffs.length);
  const rounds = Array.from({ length: n }, (_, i) => (b.rollOffs[i] ?? 0) - (a.rollOffs[i] ?? 0));
  return rounds.find((diff) => diff !== 0) ?? 0;
}

/** Groups of two or more sides that nothing yet separates (they must roll off), once every side has rolled. */
export function unresolvedTies(sides: readonly Side[]): string[][] {
  const groups: string[][] = [];
  for (const s of sides) {
    if (groups.some((g) => g.includes(s.id))) continue;
    const tied = sides.filter((o) => compareSides(s, o) === 0).map((o) => o.id);
    if (tied.length > 1) groups.push(tied);
  }
  return groups;
}

/** Acting order (ties must already be resolved); sides still to roll come last, as listed. */
export function sortedOrder(sides: readonly Side[]): string[] {
  return [...sides].sort(compareSides).map((s) => s.id);
}

/** A late side goes before the first side it beats; sides it ties keep their earlier place. */
export function slotIn(order: readonly string[], sides: readonly Side[], late: Side): string[] {
  const lateInit = late.initiative ?? Number.NEGATIVE_INFINITY;
  // (There is only one party, so a late party that ties never ties the party.)
  const beats = (other: Side): boolean => {
    const otherInit = other.initiative ?? Number.NEGATIVE_INFINITY;
    return lateInit > otherInit || (lateInit === otherInit && late.isParty);
  };
  const at = order.findIndex((id) => sides.some((s) => s.id === id && beats(s)));
  return at < 0 ? [...order, late.id] : [...order.slice(0, at), late.id, ...order.slice(at)];
}
