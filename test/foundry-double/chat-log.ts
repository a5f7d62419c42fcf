/**
 * The chat of a table of clients (./network): `ChatMessage.create` made by the user of the client that calls it,
 * the message kept in `game.messages`, and every connected client told of it and drawing it into its chat log,
 * again after each update. What each client drew is recorded, so a test reads a card as each person sees it.
 * Sources:
 * - ChatMessage.create(data) makes the message as the calling client's user, its author (ChatMessage#author:
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#author); a message's sub-type is its
 *   `type`, "base" when none is given, and `system` holds that sub-type's data (BaseChatMessage#type, #system:
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html); `whisper` lists the users it is
 *   whispered to, none for a public one (same page); its rolls are kept serialized (ChatMessageData#rolls:
 *   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.ChatMessageData.html), here as their JSON data.
 * - Only its author or a GM may update a ChatMessage (BaseChatMessage#canUserModify, same page); the update merges as
 *   Document#update does (./chat `applyMessageChange` over ./merge, v13 keys and v14 operators alike).
 * - After a create or an update every connected client runs its document hook, `createChatMessage(message, options,
 *   userId)` or `updateChatMessage(message, changed, options, userId)`, with the id of the user who made the change
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html, …/hookEvents.updateDocument.html).
 * - Each client draws the message into its chat log, calling `renderChatMessageHTML(message, html, context)` with the
 *   pending HTML "for each ChatMessage which is rendered for addition to the ChatLog"
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.renderChatMessageHTML.html); the pending HTML here is the
 *   content's card buttons (./actions `fakeCardHtml`), which is what Fray's listeners read and remove.
 * - ChatMessage.getSpeaker({ token, actor }) names the speaking token (its scene, its id, its actor's id, its name)
 *   or else the actor (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#getspeaker).
 * Not modelled: who besides its recipients sees a whispered message (✱): a whispered one is kept, drawn by nobody.
 * The sub-type's data model is not built over `system` either: it stays the plain data the creator gave.
 */
import { fakeCardHtml } from "./actions";
import { applyMessageChange } from "./chat";
import type { Network, NetUser } from "./network";

interface NewMessage {
  type?: string;
  system?: Record<string, unknown>;
  content?: string;
  rolls?: unknown[];
  speaker?: Record<string, unknown>;
  whisper?: string[];
  flags?: Record<string, any>;
}

/** One client's drawing of one message: the pending HTML its listeners saw, and the card's buttons left in it. */
export interface Drawn {
  client: string;
  messageId: string;
  content: string;
  buttons: ReturnType<typeof fakeCardHtml>["buttons"];
  /** Lines Fray's listeners added to the card (an unreadable card's explanation). */
  lines: ReturnType<typeof fakeCardHtml>["lines"];
}

export function installChatLog(net: Network) {
  const g = globalThis as Record<string, any>;
  const messages = new Map<string, ChatMessage>();
  const drawn: Drawn[] = [];
  let count = 0;

  /** Every connected client hears the document hook, then draws a message it may see. */
  function tellEveryClient(message: ChatMessage, hook: string, args: unknown[]) {
    const userId = net.clientId();
    for (const user of net.users.filter((u) => u.active)) {
      net.on(user.id, () => {
        g.Hooks.callAll(hook, message, ...args, userId);
        if (message.whisper.length > 0) return;
        const { html, buttons, lines } = fakeCardHtml(message.content);
        g.Hooks.callAll("renderChatMessageHTML", message, html, {});
        drawn.push({ client: user.id, messageId: message.id, content: message.content, buttons, lines });
      });
    }
  }

  class ChatMessage {
    readonly id: string;
    readonly author: NetUser | undefined;
    type: string;
    system: Record<string, unknown>;
    content: string;
    rolls: unknown[];
    speaker: Record<string, unknown>;
    whisper: string[];
    flags: Record<string, any>;

    constructor(data: NewMessage, author: NetUser | undefined) {
      this.id = `message${String(++count).padStart(9, "0")}`;
      this.author = author;
      this.type = data.type ?? "base";
      this.system = structuredClone(data.system ?? {});
      this.content = data.content ?? "";
      this.rolls = (data.rolls ?? []).map((roll) => JSON.parse(JSON.stringify(roll)) as unknown);
      this.speaker = structuredClone(data.speaker ?? {});
      this.whisper = [...(data.whisper ?? [])];
      this.flags = structuredClone(data.flags ?? {});
    }

    static async create(data: NewMessage, options: object = {}) {
      const message = new ChatMessage(data, net.currentUser());
      messages.set(message.id, message);
      tellEveryClient(message, "createChatMessage", [options]);
      return message;
    }

    static getSpeaker({ token, actor }: { token?: Record<string, any> | null; actor?: Record<string, any> | null } = {}) {
      if (token) return { scene: token.parent?.id ?? null, token: token.id ?? null, actor: token.actor?.id ?? null, alias: token.name ?? "" };
      return { scene: null, token: null, actor: actor?.id ?? null, alias: actor?.name ?? "" };
    }

    canUserModify(user: { id: string; isGM: boolean }) {
      return user.isGM || user.id === this.author?.id;
    }

    async update(change: Record<string, any>, options: object = {}) {
      const user = net.currentUser();
      if (!user || !this.canUserModify(user)) throw new Error(`${net.clientId()} may not update ${this.id}`);
      applyMessageChange(this, change);
      tellEveryClient(this, "updateChatMessage", [structuredClone(change), options]);
      return this;
    }
  }

  g.ChatMessage = ChatMessage;
  g.game.messages = { get: (id: string) => messages.get(id), get contents() { return [...messages.values()]; } };
  return {
    ChatMessage,
    messages,
    /** What each client drew, oldest first. */
    drawn,
    /** The last drawing of a message on a user's client. */
    shownTo: (userId: string, messageId: string) => drawn.findLast((entry) => entry.client === userId && entry.messageId === messageId),
  };
}
