/**
 * The card the GMs alone get when a creature goes down: unconscious at 0 HP and bleeding out, with a
 * wound-type affliction the GM names from what dropped it. Its "Name the wound" button (GM only, on a
 * GM-authored card) asks for the wound in a small dialog, stores it in the creature's dying state and
 * shows it on the card.
 */
import type { Translate } from "../../../../core/rules-types";
import { actorFromUuid } from "../../../../foundry/actors/resolve";
import { isGmAuthored } from "../../../../foundry/cards/card-record";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import "../../../../foundry/message-flags";
import { gmUserIds } from "../../../../foundry/users";
import { CLASSIC_GOING_DOWN } from "../../rules/dying/labels";
import { classicDataOf } from "./creature";

export const CLASSIC_DOWN_CARD_TEMPLATE = "systems/fray/templates/classic/chat/dying-down-card.hbs";
export const CLASSIC_WOUND_DIALOG_TEMPLATE = "systems/fray/templates/classic/dialogs/dying-wound.hbs";
const K = "FRAY.Classic.Dying.Down";

declare module "../../../../foundry/message-flags" {
  interface FrayMessageFlags {
    /** A going-down card: the creature it is about. */
    classicDown?: { actorUuid: string; massive: boolean };
  }
}

export interface DownFacts {
  name: string;
  /** The wound the GM named; blank until named. */
  wound: string;
  massive: boolean;
}

export function buildDownCardView(facts: DownFacts, t: Translate) {
  const lines = [t(CLASSIC_GOING_DOWN.unconscious), facts.wound ? t(`${K}.wound`, { wound: facts.wound }) : t(CLASSIC_GOING_DOWN.woundByGm)];
  return {
    title: t(`${K}.title`, { name: facts.name }),
    massive: facts.massive ? t(`${K}.massive`) : "",
    lines,
    buttonLabel: t(facts.wound ? `${K}.renameWound` : `${K}.nameWound`),
  };
}

const render = (facts: DownFacts) => foundry.applications.handlebars.renderTemplate(CLASSIC_DOWN_CARD_TEMPLATE, buildDownCardView(facts, translate));

/** GM: whispers the card to the GMs, spoken as the creature. */
export async function postDownCard(actor: Actor.Implementation, massive: boolean): Promise<void> {
  const wound = classicDataOf(actor)?.dying.wound ?? "";
  const content = await render({ name: actor.name ?? "", wound, massive });
  const actorUuid = actor.token?.uuid ?? actor.uuid;
  await ChatMessage.create({ content, whisper: gmUserIds(), speaker: ChatMessage.getSpeaker({ actor }), flags: { fray: { classicDown: { actorUuid, massive } } } } as ChatMessage.CreateData);
}

/** GM: asks for the wound, stores it and rewrites the card to show it. */
async function nameWound(message: ChatMessage.Implementation, down: { actorUuid: string; massive: boolean }): Promise<void> {
  const actor = await actorFromUuid(down.actorUuid);
  const data = classicDataOf(actor);
  if (!actor || !data) return;
  const answer = await askForm(CLASSIC_WOUND_DIALOG_TEMPLATE, { wound: data.dying.wound, label: translate(`${K}.woundLabel`) }, translate(`${K}.nameWound`), {
    action: "name",
    label: translate(`${K}.save`),
  });
  if (!answer) return;
  const wound = String(answer.wound ?? "").trim();
  await actor.update({ system: { dying: { wound } } } as unknown as Actor.UpdateData);
  await message.update({ content: await render({ name: actor.name ?? "", wound, massive: down.massive }) });
}

/** Every client: only a GM sees and uses the button, and only on a card a GM wrote. */
export function wireDownCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const down = message.flags.fray?.classicDown;
  const button = html.querySelector<HTMLButtonElement>("[data-classic-name-wound]");
  if (!down || !button) return;
  if (!isGmAuthored(message) || game.user?.isGM !== true) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void nameWound(message, down);
  });
}
