/**
 * The maneuver buttons of the actions panel. Shove and grapple are a Melee Attack with a marked
 * card (grapple bare-handed); breaking free and executions go to the GM, who rolls and applies.
 */
import { warnUser } from "../../../../foundry/notify";
import { askGm } from "../../../../foundry/channel";
import { SidesMonsterData } from "../../models";
import { defaultSource, type AttackSource } from "../attack-sources";
import { askMoved } from "../actions/request-action";
import { startAttack } from "../start-attack";
import { singleTarget } from "../../../../foundry/scene/user-target";
import { BREAK_FREE_QUERY } from "./break-free-query";
import { EXECUTION_QUERY } from "./execution-query";
import { SCREEN_ALLY_QUERY } from "./screen-query";
import { unarmedItemId } from "./fighter-facts";
import { fighterId } from "./gm-common";
import { askAttempt } from "./maneuver-dialog";
import type { AttemptKind } from "./maneuver-data";

export const MANEUVERS = ["shove", "grapple", "breakFree", "execution"] as const;
export type Maneuver = (typeof MANEUVERS)[number];
const NOTICE = "FRAY.Sides.Maneuver.Notice";

export function isManeuver(value: unknown): value is Maneuver {
  return MANEUVERS.some((m) => m === value);
}

function warn(key: string): void {
  warnUser(`${NOTICE}.${key}`);
}

/** A monster's first melee stat-block line; a character's weapon (bare hands for a grapple). */
function sourceFor(actor: Actor.Implementation, kind: AttemptKind): AttackSource | null {
  const system: unknown = actor.system;
  if (system instanceof SidesMonsterData) {
    const melee = system.attacks.findIndex((attack) => attack.range === 0);
    return { attackIndex: Math.max(0, melee) };
  }
  if (kind === "grapple") {
    const id = unarmedItemId(actor);
    return id ? { itemId: id } : null;
  }
  return defaultSource(actor);
}

function ownTokenUuid(actor: Actor.Implementation): string {
  return fighterId(actor.getActiveTokens()[0]?.document.uuid ?? null, actor.uuid);
}

async function attempt(actor: Actor.Implementation, kind: AttemptKind): Promise<void> {
  if (!singleTarget()) return warn("NoTarget");
  const source = sourceFor(actor, kind);
  if (!source) return warn(kind === "grapple" ? "NoUnarmed" : "NoWeapon");
  const chosen = await askAttempt(kind);
  if (!chosen) return;
  // A Melee Attack action, spent by the GM when it accepts the attack (gm-attack.ts).
  await startAttack(actor, source, { maneuver: chosen });
}

async function execution(actor: Actor.Implementation): Promise<void> {
  const target = singleTarget();
  if (!target) return warn("NoTarget");
  const source = defaultSource(actor);
  if (!source) return warn("NoWeapon");
  await askGm(EXECUTION_QUERY, { attackerTokenUuid: ownTokenUuid(actor), targetTokenUuid: target.document.uuid, source });
}

export async function startManeuver(actor: Actor.Implementation, maneuver: Maneuver): Promise<void> {
  switch (maneuver) {
    case "shove":
    case "grapple":
      return attempt(actor, maneuver);
    case "breakFree":
      await askGm(BREAK_FREE_QUERY, { fighterId: ownTokenUuid(actor) });
      return;
    case "execution":
      return execution(actor);
  }
}

/**
 * Screen an Ally from the panel: the ward is the user's one target; the GM takes the Move (refused
 * without one) and records the screen on the combat. The player says whether the screener moves.
 */
export async function screenAlly(actor: Actor.Implementation): Promise<void> {
  const ward = singleTarget();
  if (!ward) return warn("NoWard");
  const moved = await askMoved("screenAlly");
  await askGm(SCREEN_ALLY_QUERY, { screenerId: ownTokenUuid(actor), wardId: ward.document.uuid, moved });
}
