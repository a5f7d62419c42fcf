/**
 * The death save's card: whose save, the d% against its target or d20 + Fortitude against the DC's
 * lines, and what it did (stabilized, one more failure, dead). No buttons: a plain chat message with
 * its roll, rendered from the view below. Pure view builder plus the GM's post.
 */
import { signed } from "../../../../core/format/signed";
import { modifierTotal, type Modifier, type Translate } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";
import type { DeathSaveOutcome, DeathSaveRoll } from "../../rules/dying/death-save";

export const CLASSIC_DEATH_SAVE_CARD_TEMPLATE = "systems/fray/templates/classic/chat/death-save-card.hbs";
const K = "FRAY.Classic.Dying.DeathSave";

export interface DeathSaveFacts {
  name: string;
  roll: DeathSaveRoll;
  formula: string;
  total: number;
  /** The Fortitude save's own lines (none for a d%). */
  saveLines: Modifier[];
  outcome: DeathSaveOutcome;
  label: string;
  failures: number;
}

export function buildDeathSaveCardView(facts: DeathSaveFacts, t: Translate) {
  const line = (entry: Modifier, sign: boolean) => ({ label: t(entry.key), value: sign ? signed(entry.value) : String(entry.value) });
  const percentile = facts.roll.kind === "percentile";
  return {
    title: t(`${K}.title`, { name: facts.name }),
    formula: facts.formula,
    // The d20's face before the Fortitude lines; a d% has no lines and shows only its total.
    die: facts.saveLines.length > 0 ? { label: t(`${K}.die`), value: facts.total - modifierTotal(facts.saveLines) } : null,
    saveLines: facts.saveLines.map((entry) => line(entry, true)),
    totalLabel: t(`${K}.total`),
    total: facts.total,
    neededLines: facts.roll.kind === "fortitude" ? facts.roll.lines.map((entry) => line(entry, false)) : [],
    neededLabel: t(percentile ? `${K}.target` : `${K}.dc`),
    needed: facts.roll.kind === "percentile" ? facts.roll.target : facts.roll.dc,
    outcome: facts.outcome,
    outcomeText: t(facts.label, { name: facts.name }),
    failuresText: facts.outcome === "failed" ? t(`${K}.failures`, { failures: facts.failures }) : "",
  };
}

/** GM: posts the card with its roll, spoken as the creature. */
export async function postDeathSaveCard(actor: Actor.Implementation, facts: DeathSaveFacts, roll: Roll): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(CLASSIC_DEATH_SAVE_CARD_TEMPLATE, buildDeathSaveCardView(facts, translate));
  await ChatMessage.create({ content, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor }) } as ChatMessage.CreateData);
}
