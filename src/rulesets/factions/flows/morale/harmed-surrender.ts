/**
 * A surrendered character harmed may fight again: when its health drops, the active GM takes its
 * `surrendered` status away and tells the GMs. The client that writes the drop notes the health it had
 * in the update's options (preUpdateActor runs there only); the options reach every client's
 * updateActor, as dnd5e's `options.dhp` does for its scrolling damage numbers
 * (https://github.com/foundryvtt/dnd5e/blob/5.0.x/module/documents/actor/actor.mjs, _preUpdate/_onUpdate).
 */
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { mayFightAgain } from "../../rules/morale/surrender";
import { factionsCreatureOf } from "./morale-roster";

const HEALTH_BEFORE = "frayHealthBefore";

type Options = Record<string, unknown>;

function newHealth(changed: unknown): number | null {
  const value = (changed as { system?: { health?: { value?: unknown } } } | null)?.system?.health?.value;
  return typeof value === "number" ? value : null;
}

/** On the writing client: remember the health a surrendered character had before the write. */
export function noteHealthBefore(actor: Actor.Implementation, changed: unknown, options: Options): void {
  const data = factionsCreatureOf(actor);
  if (data && actor.statuses.has(FACTIONS_STATUS.surrendered) && newHealth(changed) !== null) options[HEALTH_BEFORE] = data.health.value;
}

/** On the active GM: a surrendered character whose health dropped fights again. */
export async function freeHarmedSurrendered(actor: Actor.Implementation, changed: unknown, options: Options): Promise<void> {
  const before = options[HEALTH_BEFORE];
  const after = newHealth(changed);
  const harmed = typeof before === "number" && after !== null && after < before;
  if (!mayFightAgain({ surrendered: actor.statuses.has(FACTIONS_STATUS.surrendered), harmedSinceSurrender: harmed }).ok) return;
  await setStatuses(actor, [FACTIONS_STATUS.surrendered], false);
  await whisperToGms(actor, translate("FRAY.Factions.Morale.Card.FightsAgain", { name: actor.name ?? "" }));
}

export function registerHarmedSurrender(): void {
  Hooks.on("preUpdateActor", (actor, changed, options) => {
    noteHealthBefore(actor, changed, options as Options);
  });
  Hooks.on("updateActor", (actor, changed, options) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => freeHarmedSurrendered(actor, changed, options as Options)).catch((error: unknown) => console.error("Fray | factions surrender check failed", error));
  });
}
