/**
 * Counter: attacker and target roll damage at the same time; whoever suffers more after reductions is
 * hit first, a tie lands together. A non-lethal attack deals no damage and always resolves last. The
 * second blow falls only if its striker is still standing after the first, unless the world's setting
 * lets both blows land whatever happens.
 */
import type { FactionsCounterBlows } from "./counter-setting";
import { FACTIONS_REACTION_OUTCOME } from "./labels";

export type CounterParty = "attacker" | "defender";
/** Who is hit first, or both at once. */
export type CounterOrder = CounterParty | "together";

/** Damage a party takes after reductions, or null when the blow on it is non-lethal (a save, no damage). */
export type CounterDamage = number | null;

export function counterOrder(attackerTakes: CounterDamage, defenderTakes: CounterDamage): CounterOrder {
  if (attackerTakes === null && defenderTakes === null) return "together";
  if (attackerTakes === null) return "defender";
  if (defenderTakes === null) return "attacker";
  if (attackerTakes === defenderTakes) return "together";
  return attackerTakes > defenderTakes ? "attacker" : "defender";
}

export interface CounterSide {
  /** What this party suffers from the other's blow. */
  takes: CounterDamage;
  /** Its health before the exchange. */
  health: number;
}

export interface CounterBlow {
  /** Who this blow hits. */
  on: CounterParty;
  damage: CounterDamage;
  lands: boolean;
}

export interface CounterExchange {
  order: CounterOrder;
  /** In the order they land; the second is void when its striker fell to the first. */
  blows: [CounterBlow, CounterBlow];
  outcome: string;
}

const OUTCOME: Record<CounterOrder, string> = {
  attacker: FACTIONS_REACTION_OUTCOME.attackerHitFirst,
  defender: FACTIONS_REACTION_OUTCOME.defenderHitFirst,
  together: FACTIONS_REACTION_OUTCOME.together,
};

const other = (p: CounterParty): CounterParty => (p === "attacker" ? "defender" : "attacker");

export function counterExchange(attacker: CounterSide, defender: CounterSide, blows: FactionsCounterBlows = "strikerMustStand"): CounterExchange {
  const order = counterOrder(attacker.takes, defender.takes);
  const side = { attacker, defender };
  const first: CounterParty = order === "together" ? "attacker" : order;
  const second = other(first);
  // The party hit first strikes the second blow: it falls only if that party is still up (health above 0).
  const strikerStands = side[first].health - (side[first].takes ?? 0) > 0;
  return {
    order,
    blows: [
      { on: first, damage: side[first].takes, lands: true },
      { on: second, damage: side[second].takes, lands: order === "together" || blows === "bothLand" || strikerStands },
    ],
    outcome: OUTCOME[order],
  };
}
