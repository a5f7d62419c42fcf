/** Posting a card and storing a changed one: the content is always re-rendered from the record. */
import { validateData } from "../../core/schema/validate";
import type { CardType } from "./card-type";
import { deleted, replaced } from "../update-operators";

/** A record its spec refuses is a bug in a step, never written (Foundry's model would refuse it too). */
function checked<R>(card: CardType<R>, record: R): R {
  const issues = validateData(card.spec.schema, record);
  if (issues.length > 0) throw new Error(`Fray: ${card.type} record refused: ${issues.map((issue) => `${issue.path} ${issue.problem}`).join("; ")}`);
  return record;
}

export interface PostOptions {
  speaker?: ChatMessage.SpeakerData;
  /** User ids the card is whispered to (a card naming someone hidden goes to the GMs alone). */
  whisper?: string[];
}

/** Creates the card as the current user (on the GM's client, as the GM); returns the message. */
export async function postCard<R>(card: CardType<R>, record: R, rolls: Roll[], options: PostOptions = {}): Promise<ChatMessage.Implementation | null> {
  const content = await card.render(checked(card, record), rolls);
  const data = { type: card.type, system: record, content, rolls, ...options };
  // fvtt-types types `system` by the registered model's schema, which a spec builds at run time.
  const message = await ChatMessage.create(data as unknown as ChatMessage.CreateData);
  return message ?? null;
}

/**
 * Stores a changed record (and the rolls, when a step added one) with freshly rendered content. The record
 * is the whole new `system`: Foundry merges an update into an object field key by key, so a key the
 * record dropped (a reason's placeholder, an attribute no longer damaged) would otherwise stay. A card
 * still in the old flag shape becomes its type here, its data replaced whole as v13 requires when a
 * document's type changes (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update),
 * and its old flags deleted.
 */
export async function storeCard<R>(message: ChatMessage.Implementation, card: CardType<R>, record: R, rolls: readonly Roll[] = message.rolls): Promise<void> {
  const content = await card.render(checked(card, record), rolls);
  const serialised = rolls.map((roll) => JSON.stringify(roll));
  const change = message.type === card.type
    ? { content, rolls: serialised, ...replaced("system", record) }
    : { content, rolls: serialised, type: card.type, ...replaced("system", record), ...Object.assign({}, ...(card.legacy?.flags ?? []).map((flag) => deleted(`flags.fray.${flag}`))) };
  // As for create: the record's type is the spec's, not one fvtt-types can see.
  await message.update(change as unknown as ChatMessage.UpdateData);
}
