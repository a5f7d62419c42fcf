/**
 * What the GM still enforces after a player's own write, in the classic, declared and factions trust
 * properties: the GM-kept statuses after a status write, the combatant's `defeated` after a combatant
 * write, the engine's state after the writes that must not move it, the Combat's data after a clock
 * write, and (where the tracker shows who acted) no fresh turn for a creature that left the fight and
 * rejoined it in one round.
 */
import { expect } from "vitest";

type Plain = Record<string, any>;

/** What a ruleset's property tells the checks of its players' own writes. */
export interface WrittenWorld<W extends { kind: string }> {
  combat(): Plain;
  /** The creature a player plays. */
  mineOf(player: string): string;
  combatantOf(creature: string): Plain | undefined;
  /** The GM-kept statuses a creature has. */
  kept(creature: string): string[];
  /** The engine's state, as the GM wrote it on the Combat. */
  engine(): string;
  /** The kinds of write after which the engine's state must be as it was. */
  engineKeeps: readonly string[];
  /** The player's own write, from their own client, with the options they chose. */
  write(player: string, options: Plain, what: W): Promise<void>;
  /** A fighter's tracker status and the engine's round, for the check that leaving and rejoining brings no fresh turn (none without). */
  turns?: { status(creature: string): string | undefined; round(): number | null | undefined };
  /** The ruleset's own check of a write: read before it, held after it (`wrote` names the write). */
  also?(creature: string, what: W): (wrote: string) => void;
}

/** The checks of a world's players' own writes: `reset` at each fresh fight, `check` for each write. */
export function playerWriteChecks<W extends { kind: string }>(world: WrittenWorld<W>) {
  /** Whether each creature had acted in the engine's round it left the fight in (for its return). */
  const leftActed = new Map<string, number | null>();
  return {
    /** Forgets who left the last fight. */
    reset: () => leftActed.clear(),
    /** A player's own write, and what the GM still enforces after it. */
    async check(player: string, options: Plain, what: W): Promise<void> {
      const mine = world.mineOf(player);
      const combat = world.combat();
      const combatant = world.combatantOf(mine);
      const [keptBefore, defeatedBefore] = [world.kept(mine), combatant?.defeated];
      const [engineBefore, systemBefore] = [world.engine(), JSON.stringify(combat.system)];
      const also = world.also?.(mine, what);
      const turns = world.turns;
      if (turns && what.kind === "leave" && combatant) leftActed.set(mine, turns.status(mine) === "acted" ? (turns.round() ?? null) : null);
      await world.write(player, options, what);
      const wrote = `${player}'s ${what.kind} write with ${JSON.stringify(options)}`;
      if (what.kind === "status" || what.kind === "disable") expect(world.kept(mine), `${wrote} (${(what as { status?: string }).status})`).toEqual(keptBefore);
      also?.(wrote);
      // Fray reads no rule from a combatant's own `system` (budgets live on the Combat): the engine, checked below, is what counts.
      if (what.kind === "combatant" && combatant) expect(combat.combatants.get(combatant.id).defeated, wrote).toBe(defeatedBefore);
      if (world.engineKeeps.includes(what.kind)) expect(world.engine(), `${wrote} moved the engine`).toBe(engineBefore);
      if (what.kind === "clock") expect(JSON.stringify(combat.system), wrote).toBe(systemBefore);
      // Leaving and coming back in the same round brings no fresh turn.
      const acted = leftActed.get(mine);
      if (turns && what.kind === "rejoin" && !combatant && acted !== undefined && acted !== null && turns.round() === acted) expect(turns.status(mine), wrote).toBe("acted");
    },
  };
}
