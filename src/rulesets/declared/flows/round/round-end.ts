/**
 * The end of a declared round, on the active GM's client when the engine reaches the morale step:
 * every dying creature that is not stabilized loses 1 Wound Point, and a suffocating one 1 more
 * (the GM writes them, and the token's wound status follows); one chat line says who bled and who
 * died; then the GMs get the morale card. Once per round, whatever fires twice or is undone.
 */
import { translate } from "../../../../foundry/i18n";
import { loseWoundPoints } from "../../rules/condition/wound-loss";
import { roundEndWoundLoss } from "../../rules/condition/round-end";
import { woundState } from "../../rules/condition/wound-state";
import { storedWoundPoints } from "../../rules/condition/stored-wound-points";
import { postMoraleCard } from "../morale/post-morale";
import { creatureDataOf, isSuffocating, standingOf, writeWoundLoss } from "./creature";
import { markRoundEnd, roundEndDone } from "./round-end-ledger";

const K = "FRAY.Declared.Round";

/** Each creature in the fight once (a linked actor may stand behind several combatants). */
function creaturesOf(combat: Combat.Implementation): Actor.Implementation[] {
  const actors = combat.combatants.contents.map((combatant) => combatant.actor).filter((actor): actor is Actor.Implementation => actor !== null && actor !== undefined);
  return [...new Set(actors)];
}

const escapeText = (text: string): string => foundry.utils.escapeHTML(text);

/** GM: one creature's end-of-round loss; the line the table reads, or null when it lost nothing. */
async function bleed(actor: Actor.Implementation): Promise<string | null> {
  const data = creatureDataOf(actor);
  if (!data) return null;
  const standing = standingOf(data);
  const loss = roundEndWoundLoss(woundState(standing), isSuffocating(actor));
  if (loss === 0) return null;
  const after = loseWoundPoints(standing, loss, "bleeding");
  await writeWoundLoss(actor, standing.strength, after);
  const key = after.crossed === "dead" ? `${K}.BledToDeath` : `${K}.Bled`;
  return translate(key, { name: actor.name ?? "", loss, before: standing.woundPoints, after: storedWoundPoints(after.woundPoints, standing.strength) });
}

export async function endOfRound(combat: Combat.Implementation, round: number): Promise<void> {
  if (roundEndDone(combat) >= round) return;
  await markRoundEnd(combat, round);
  const lines: string[] = [];
  for (const actor of creaturesOf(combat)) {
    const line = await bleed(actor);
    if (line) lines.push(line);
  }
  if (lines.length > 0) {
    const title = translate(`${K}.EndTitle`, { round });
    const items = lines.map((line) => `<li>${escapeText(line)}</li>`).join("");
    await ChatMessage.create({ content: `<div class="fray declared fray-declared-round-end"><h4>${escapeText(title)}</h4><ul>${items}</ul></div>` });
  }
  await postMoraleCard(combat, round);
}
