/**
 * A stand-in for the Foundry pieces the damage shell touches: users on separate clients, actors
 * and unlinked tokens with owners and statuses, chat cards (typed messages whose `system` is the
 * record, or old flag-shaped ones) with their rolls, and
 * the query round trip to the active GM. Like Foundry's server, it refuses a write by a client
 * whose user may not make it, and it records which client made every write.
 */
import type { Notice } from "./globals";
import { applyUpdate, expandUpdate } from "./merge";
import { installNetwork, type NetUser } from "./network";
import { installProfile } from "./profile";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "./status-toggle";

export interface UserSeed {
  id: string;
  isGM: boolean;
}

export interface Write {
  /** The user whose client made the change. */
  client: string;
  uuid: string;
  change: unknown;
}

type Flags = Record<string, Record<string, unknown>>;

/** A rolled Roll as the shell reads it: its dice terms (faces as they fell) and its total. */
interface RollDouble {
  dice: { total: number; results: { result: number }[] }[];
  total: number;
}

/** Each inner array is one dice term's faces; a flat part is added to the total only. */
export function rolled(terms: number[][], flat = 0): RollDouble {
  const dice = terms.map((faces) => ({ total: faces.reduce((a, b) => a + b, 0), results: faces.map((result) => ({ result })) }));
  return { dice, total: dice.reduce((sum, die) => sum + die.total, flat) };
}

/** A ChatMessage's changeable parts as the doubles keep them. */
export interface MessageParts {
  type: string;
  system: Record<string, unknown>;
  content: string;
  rolls: unknown[];
  flags: Record<string, any>;
}

/** The parts of a ChatMessage the doubles let an update change. */
const MESSAGE_PARTS = new Set(["type", "system", "content", "rolls", "flags"]);

/**
 * Applies an update the way Foundry's Document#update does (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update),
 * through the double's one merge (./merge): objects merge key by key, arrays and other values replace, dotted keys
 * expand, `-=key` deletes and `==system` replaces the data whole — which v13 requires with a change of `type`.
 * `system` is the sub-type's data (BaseChatMessage#system, #type:
 * https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html). Rolls arrive as
 * JSON strings and are stored parsed.
 */
export function applyMessageChange(message: MessageParts, change: Record<string, any>): void {
  const expanded = expandUpdate(change);
  const unknown = Object.keys(expanded).find((key) => !MESSAGE_PARTS.has(key.replace(/^(==|-=)/, "")));
  if (unknown !== undefined) throw new Error(`The message double does not update "${unknown}"`);
  const { rolls, ...rest } = expanded;
  applyUpdate(message as unknown as Record<string, unknown>, rest);
  if (rolls !== undefined) message.rolls = (rolls as unknown[]).map((roll) => (typeof roll === "string" ? JSON.parse(roll) : roll));
}

export function installChatDouble(users: UserSeed[]) {
  const notices: Notice[] = [];
  const writes: Write[] = [];
  const documents = new Map<string, unknown>();
  const messages = new Map<string, MessageDouble>();
  const net = installNetwork(users);
  const g = globalThis as Record<string, any>;
  const userById = (id: string) => net.users.find((user) => user.id === id);
  const currentUser = () => net.currentUser();

  class Actor {}
  class TokenDocument {}

  class ActorDouble extends Actor {
    statuses = new Set<string>();
    constructor(
      readonly uuid: string,
      readonly name: string,
      public system: { health: { value: unknown; max: unknown } },
      readonly owners: string[],
    ) {
      super();
      documents.set(uuid, this);
    }
    testUserPermission(user: UserSeed, level: string) {
      return level === "OWNER" && (user.isGM || this.owners.includes(user.id));
    }
    private write(change: unknown) {
      const user = currentUser();
      if (!user || !this.testUserPermission(user, "OWNER")) throw new Error(`${net.clientId()} lacks permission to update ${this.uuid}`);
      writes.push({ client: net.clientId(), uuid: this.uuid, change: structuredClone(change) });
    }
    async update(data: Record<string, unknown>) {
      this.write(data);
      applyUpdate(this as unknown as Record<string, unknown>, data);
      return this;
    }
    /** Actor#toggleStatusEffect (./status-toggle): this actor keeps statuses only, each its own effect; every creation or deletion is a write. */
    async toggleStatusEffect(id: string, options: ToggleOptions = {}) {
      return toggleStatusEffect(statusSetEffects(this.statuses, (change) => this.write(change)), id, options);
    }
  }

  class TokenDouble extends TokenDocument {
    constructor(
      readonly uuid: string,
      readonly actor: ActorDouble,
    ) {
      super();
      documents.set(uuid, this);
    }
  }

  class MessageDouble implements MessageParts {
    flags: Flags;
    content = "";
    constructor(
      readonly id: string,
      readonly author: NetUser | undefined,
      flags: Flags,
      public rolls: RollDouble[],
      public type = "base",
      public system: Record<string, unknown> = {},
    ) {
      this.flags = structuredClone(flags);
      this.system = structuredClone(system);
      messages.set(id, this);
    }
    getFlag(scope: string, key: string) {
      return this.flags[scope]?.[key];
    }
    async update(data: Record<string, any>) {
      const user = currentUser();
      // Only the author or a GM may update a ChatMessage (BaseChatMessage#canUserModify:
      // https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html).
      if (!user || !(user.isGM || user.id === this.author?.id)) throw new Error(`${net.clientId()} lacks permission to update message ${this.id}`);
      writes.push({ client: net.clientId(), uuid: `ChatMessage.${this.id}`, change: structuredClone(data) });
      applyMessageChange(this, data);
      return this;
    }
  }

  const rendered: unknown[] = [];
  g.foundry = {
    ...(g.foundry ?? {}),
    abstract: { ...(g.foundry?.abstract ?? {}), TypeDataModel: g.foundry?.abstract?.TypeDataModel ?? class {} },
    applications: { handlebars: { renderTemplate: async (path: string, view: unknown) => {
      rendered.push({ path, view });
      return `<div class="card">${path}</div>`;
    } } },
  };
  g.Actor = Actor;
  g.TokenDocument = TokenDocument;
  g.fromUuid = async (uuid: string) => documents.get(uuid) ?? null;
  g.CONFIG = { ...(g.CONFIG ?? {}), queries: {}, statusEffects: [] };
  const notify = (level: Notice["level"]) => (message: string) => void notices.push({ level, message });
  g.ui = { ...(g.ui ?? {}), notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } };
  g.game = {
    ...(g.game ?? {}),
    messages: { get: (id: string) => messages.get(id) },
    i18n: {
      localize: (key: string) => key,
      format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
    },
  };

  installProfile();
  return {
    notices,
    writes,
    /** Card contents the shell rendered (template path and view), newest last. */
    rendered,
    /** Runs what follows on this user's client (the code under test calls `game.user`, writes …). */
    actAs(userId: string) {
      net.actAs(userId);
    },
    /** The clients joined by the system socket (messages sent, settle, connect). */
    net,
    actor(uuid: string, name: string, system: { health: { value: unknown; max: unknown } }, owners: string[]) {
      return new ActorDouble(uuid, name, system, owners);
    },
    /** An unlinked token: its own actor (a copy of the base actor's data) lives on the token. */
    token(uuid: string, actor: ActorDouble) {
      return new TokenDouble(uuid, actor);
    },
    /** A card posted by `authorId` with its rolls (see `rolled`): the attack, then the damage once rolled. */
    message(id: string, authorId: string, flags: Flags, rolls: RollDouble[]) {
      return new MessageDouble(id, userById(authorId), flags, rolls);
    },
    /** A typed card (a ChatMessage sub-type such as `sidesAttack`) whose record is its `system` data. */
    card(id: string, authorId: string, type: string, system: object, rolls: RollDouble[], flags: Flags = {}) {
      return new MessageDouble(id, userById(authorId), flags, rolls, type, system as Record<string, unknown>);
    },
    removeMessage(id: string) {
      messages.delete(id);
    },
  };
}

export type ChatDouble = ReturnType<typeof installChatDouble>;
