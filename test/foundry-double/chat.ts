/**
 * A stand-in for the Foundry pieces the damage shell touches: users on separate clients, actors
 * and unlinked tokens with owners and statuses, chat cards (typed messages whose `system` is the
 * record, or old flag-shaped ones) with their rolls, and
 * the query round trip to the active GM. Like Foundry's server, it refuses a write by a client
 * whose user may not make it, and it records which client made every write.
 */
import type { Notice } from "./globals";
import { installNetwork, type NetUser } from "./network";

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

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const bothObjects = [current, value].every((v) => typeof v === "object" && v !== null && !Array.isArray(v));
    if (bothObjects) mergeInto(current as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = structuredClone(value);
  }
}

/** A ChatMessage's changeable parts as the doubles keep them. */
export interface MessageParts {
  type: string;
  system: Record<string, unknown>;
  content: string;
  rolls: unknown[];
  flags: Record<string, any>;
}

/**
 * Applies an update the way Foundry's Document#update does for the parts the shell writes
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update): objects merge
 * (foundry.utils.mergeObject: nested objects merge, arrays and other values are replaced), a
 * `-=key` removes that key, and `==system` replaces the data whole — which v13 requires with a
 * change of `type`. `system` is the sub-type's data (BaseChatMessage#system, #type:
 * https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html). Rolls arrive as
 * JSON strings and are stored parsed.
 */
export function applyMessageChange(message: MessageParts, change: Record<string, any>): void {
  for (const [key, value] of Object.entries(change)) {
    if (key === "content") message.content = value;
    else if (key === "rolls") message.rolls = value.map((roll: unknown) => (typeof roll === "string" ? JSON.parse(roll) : roll));
    else if (key === "type") message.type = value;
    else if (key === "==system") message.system = structuredClone(value);
    else if (key === "system") mergeInto(message.system, value);
    else if (key === "flags") mergeInto(message.flags, value);
    else if (key.startsWith("flags.")) {
      const path = key.split(".").slice(1);
      const last = path.pop()!;
      const parent = path.reduce<Record<string, any>>((at, part) => (at[part] ??= {}), message.flags);
      if (last.startsWith("-=")) delete parent[last.slice(2)];
      else parent[last] = structuredClone(value);
    } else throw new Error(`The message double does not update "${key}"`);
  }
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
    async update(data: { system?: { health?: { value?: unknown } } }) {
      this.write(data);
      if (data.system?.health?.value !== undefined) this.system.health.value = data.system.health.value;
      return this;
    }
    async toggleStatusEffect(id: string, options: { active?: boolean; overlay?: boolean } = {}) {
      this.write({ status: id, ...options });
      const active = options.active ?? !this.statuses.has(id);
      if (active) this.statuses.add(id);
      else this.statuses.delete(id);
      return active;
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
