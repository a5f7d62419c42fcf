/** GM: when a fight starts, those who launched the ambush (the side the GM named surprising) are concealed. */
import type { FightSetup } from "../../../../core/turns/adapters/adapter";
import { concealedAtStart } from "../../rules/sneaking/concealment";
import { concealActor } from "./conceal";

export async function concealAmbushers(combat: Combat.Implementation, setup: FightSetup): Promise<void> {
  for (const fighter of setup.fighters.filter((entry) => concealedAtStart(entry.ambusher === true))) {
    const actor = combat.combatants.get(fighter.id)?.actor;
    if (actor) await concealActor(actor);
  }
}
