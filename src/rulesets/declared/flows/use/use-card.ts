/**
 * The cards of the sheet's use, cast and intimidate actions: who did what, the numbers the deed reads
 * (how many are left, the casting TN and speed, the Intimidation check's d20 and lines) and the item's
 * own words as plain text (an item's description is the owner's HTML: the card never carries its
 * markup). No buttons, so a plain chat message with its roll. Pure view builders plus the GM's post.
 */
import { signed } from "../../../../core/format/signed";
import type { Modifier, Translate } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";
import { USE_CARD } from "./keys";

export const DECLARED_USE_CARD_TEMPLATE = "systems/fray/templates/declared/chat/use-card.hbs";

/** What an item's HTML says, without its markup. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

interface Fact {
  label: string;
  value: string;
}

export type UseCardView = {
  kind: "use" | "cast" | "intimidate";
  title: string;
  facts: Fact[];
  check: { formula: string; dieLabel: string; die: number; lines: Fact[]; totalLabel: string; total: number } | null;
  text: string;
  note: string;
};

export function useItemCardView(facts: { actor: string; item: string; effect: string; left: number; speed: number }, t: Translate): UseCardView {
  return {
    kind: "use",
    title: t(USE_CARD.useTitle, { actor: facts.actor, item: facts.item }),
    facts: [{ label: t(USE_CARD.left), value: String(facts.left) }, { label: t(USE_CARD.speed), value: signed(facts.speed) }],
    check: null,
    text: plainText(facts.effect) || t(USE_CARD.noEffect),
    note: "",
  };
}

export function castCardView(facts: { actor: string; spell: string; castingTn: number; speed: number; description: string }, t: Translate): UseCardView {
  return {
    kind: "cast",
    title: t(USE_CARD.castTitle, { actor: facts.actor, spell: facts.spell }),
    facts: [{ label: t(USE_CARD.castingTn), value: String(facts.castingTn) }, { label: t(USE_CARD.speed), value: signed(facts.speed) }],
    check: null,
    text: plainText(facts.description),
    note: t(USE_CARD.castNote),
  };
}

export interface IntimidationFacts {
  actor: string;
  target: string;
  formula: string;
  die: number;
  lines: Modifier[];
  total: number;
}

export function intimidateCardView(facts: IntimidationFacts, t: Translate): UseCardView {
  return {
    kind: "intimidate",
    title: t(USE_CARD.intimidateTitle, { actor: facts.actor, target: facts.target }),
    facts: [],
    check: {
      formula: facts.formula,
      dieLabel: t(USE_CARD.die),
      die: facts.die,
      lines: facts.lines.map((line) => ({ label: t(line.key), value: signed(line.value) })),
      totalLabel: t(USE_CARD.total),
      total: facts.total,
    },
    text: "",
    note: t(USE_CARD.intimidateNote, { target: facts.target, total: facts.total }),
  };
}

/** GM: posts the card, spoken as the actor, with the check's roll when there is one. */
export async function postUseCard(actor: Actor.Implementation, view: UseCardView, roll?: Roll): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(DECLARED_USE_CARD_TEMPLATE, view);
  await ChatMessage.create({ content, rolls: roll ? [roll] : [], speaker: ChatMessage.getSpeaker({ actor }) } as ChatMessage.CreateData);
}
