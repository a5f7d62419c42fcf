/** The monster's morale check: 2d6 as a Foundry Roll to chat, saying whether the group holds or breaks. */
import { LANE_ROLL } from "../../../../foundry/roll-dice";
import { checkMorale, MORALE_FORMULA } from "../../rules/combat/morale";
import { SidesMonsterData } from "../../models";
import { ACTIONS_KEYS } from "./keys";

export async function rollMorale(actor: Actor.Implementation): Promise<void> {
  const system: unknown = actor.system;
  if (!(system instanceof SidesMonsterData)) return;
  const roll = await new foundry.dice.Roll(MORALE_FORMULA).evaluate(LANE_ROLL);
  const result = checkMorale({ roll: roll.total ?? 0, score: system.morale, modifiers: [] });
  const i18n = game.i18n;
  const data = Object.fromEntries(Object.entries(result.outcome.data ?? {}).map(([key, value]) => [key, String(value)]));
  const outcome = i18n?.format(result.outcome.key, data) ?? result.outcome.key;
  const title = i18n?.format(ACTIONS_KEYS.moraleFlavor, { score: String(system.morale) }) ?? "";
  const css = result.breaks ? "breaks" : "holds";
  // No whisper and no mode: the morale roll is shown as the GM chose to roll it (Foundry's roll-mode choice).
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: `${title}<p class="fray-morale ${css}">${outcome}</p>` });
}
