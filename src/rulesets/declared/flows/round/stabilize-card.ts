/**
 * The stabilize card: who tended whom, the Heal check's d20 and lines against 10 + the highest wound,
 * and what it did (stabilized, airway cleared) or that it failed. It has no buttons, so it is a plain chat message with its
 * roll, rendered from the view below. Pure view builder plus the GM's post.
 */
import { signed } from "../../../../core/format/signed";
import type { Modifier, Translate } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";

export const DECLARED_STABILIZE_CARD_TEMPLATE = "systems/fray/templates/declared/chat/stabilize-card.hbs";
const K = "FRAY.Declared.Stabilize";

export interface StabilizeFacts {
  healer: string;
  patient: string;
  formula: string;
  die: number;
  lines: Modifier[];
  total: number;
  tn: number;
  tnLines: Modifier[];
  succeeded: boolean;
  stabilizes: boolean;
  clearsAirway: boolean;
}

function outcomesOf(facts: StabilizeFacts): string[] {
  if (!facts.succeeded) return [`${K}.Card.Failed`];
  return [...(facts.stabilizes ? [`${K}.Card.Stabilized`] : []), ...(facts.clearsAirway ? [`${K}.Card.AirwayCleared`] : [])];
}

export function buildStabilizeCardView(facts: StabilizeFacts, t: Translate) {
  const line = (entry: Modifier, sign: boolean) => ({ label: t(entry.key), value: sign ? signed(entry.value) : String(entry.value) });
  return {
    title: t(`${K}.Card.Title`, { healer: facts.healer, patient: facts.patient }),
    formula: facts.formula,
    dieLabel: t(`${K}.Card.Die`),
    die: facts.die,
    lines: facts.lines.map((entry) => line(entry, true)),
    totalLabel: t(`${K}.Card.Total`),
    total: facts.total,
    tnLines: facts.tnLines.map((entry) => line(entry, false)),
    tnLabel: t(`${K}.Card.Tn`),
    tn: facts.tn,
    verdict: facts.succeeded ? "stabilized" : "failed",
    outcomes: outcomesOf(facts).map((key) => t(key, { patient: facts.patient })),
  };
}

/** GM: posts the card with its roll, spoken as the healer. */
export async function postStabilizeCard(healer: Actor.Implementation, facts: StabilizeFacts, roll: Roll): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(DECLARED_STABILIZE_CARD_TEMPLATE, buildStabilizeCardView(facts, translate));
  await ChatMessage.create({ content, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor: healer }) } as ChatMessage.CreateData);
}
