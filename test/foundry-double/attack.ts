/**
 * A stand-in for what the attack flow touches: the user's targets, tokens on a square grid with
 * walls, DialogV2 answering as the test scripts it, Rolls that roll the test's dice, chat messages
 * (created, updated, found by id), templates rendered with real Handlebars, and the GM query.
 * Install it before importing the flow: the data models need `foundry.abstract.TypeDataModel`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createHandlebars, KNOWN_HELPERS } from "../support/handlebars-double";
import { ROOT } from "../support/lang";
import { escapeHTML, type Notice } from "./globals";
import { installNetwork } from "./network";
import { installProfile } from "./profile";
import { applyMessageChange } from "./chat";

export const GRID = 100;
export const FT_PER_SQUARE = 5;

export interface TokenDouble {
  name: string;
  center: { x: number; y: number };
  controlled: boolean;
  actor: ActorLike;
  document: { uuid: string; name: string; actor?: ActorLike; combatant: { system: { economy: unknown }; update(data: unknown): Promise<unknown> } | null };
}

export interface ActorLike {
  uuid: string;
  name: string;
  system: unknown;
  statuses: Set<string>;
  owners: string[];
  items: { contents: { id: string; name: string; system: unknown }[]; get(id: string): unknown };
  getActiveTokens(): TokenDouble[];
  testUserPermission(user: { id: string; isGM: boolean }, level: string): boolean;
}

export interface MessageDouble {
  id: string;
  /** The User who created it: the user of the client that called ChatMessage.create. */
  author: { id: string; isGM: boolean } | undefined;
  speaker: unknown;
  type: string;
  system: Record<string, any>;
  content: string;
  rolls: RollDouble[];
  flags: Record<string, any>;
  /** The user ids it is whispered to, none for a public message (BaseChatMessage#whisper: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html#whisper). */
  whisper: string[];
  update(data: Record<string, any>): Promise<MessageDouble>;
  canUserModify(user: { id: string; isGM: boolean }): boolean;
}

interface NewMessage {
  type?: string;
  system?: Record<string, any>;
  content: string;
  rolls?: RollDouble[];
  flags?: Record<string, any>;
  speaker?: unknown;
  whisper?: string[];
}

interface RollDouble {
  formula: string;
  total: number;
  dice: { total: number }[];
}

/** Templates with the same helpers as the render checks, but English from en.json + pending keys. */
export function templateRenderer(lang: Map<string, string>) {
  const hbs = createHandlebars();
  hbs.registerHelper("localize", (key: unknown) => {
    const text = typeof key === "string" ? lang.get(key) : undefined;
    if (text === undefined) throw new Error(`Missing translation: ${String(key)}`);
    return text;
  });
  const known = Object.fromEntries(KNOWN_HELPERS.map((name) => [name, true]));
  const cache = new Map<string, HandlebarsTemplateDelegate>();
  return (foundryPath: string, data: object): string => {
    let template = cache.get(foundryPath);
    if (!template) {
      const source = readFileSync(path.join(ROOT, foundryPath.replace(/^systems\/fray\//, "")), "utf8");
      template = hbs.compile(source, { strict: false, knownHelpers: known, knownHelpersOnly: true });
      cache.set(foundryPath, template);
    }
    return template(data);
  };
}

const format = (lang: Map<string, string>) => (key: string, data: Record<string, string> = {}) => {
  const text = lang.get(key);
  if (text === undefined) throw new Error(`Missing translation: ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
};

export function installAttackDouble(lang: Map<string, string>, users: { id: string; isGM: boolean }[]) {
  const g = globalThis as Record<string, any>;
  const notices: Notice[] = [];
  const dice: number[] = [];
  const answers: (Record<string, unknown> | null)[] = [];
  const dialogs: { title: string; content: string }[] = [];
  const messages = new Map<string, MessageDouble>();
  const documents = new Map<string, unknown>();
  const walls: { document: { c: number[]; sight: number; door: number; ds: number } }[] = [];
  const targets = new Set<TokenDouble>();
  const net = installNetwork(users);
  const clientId = () => net.clientId();
  const render = templateRenderer(lang);

  class TypeDataModel {}
  class Actor {}
  class TokenDocument {}
  class Roll implements RollDouble {
    total = 0;
    dice: { total: number }[] = [];
    constructor(readonly formula: string) {}
    async evaluate() {
      const match = /^(\d+)d(\d+)\s*(?:([+-])\s*(\d+))?$/.exec(this.formula.replace(/\s+/g, " ").trim());
      if (!match) throw new Error(`The double rolls NdM ± k only, not ${this.formula}`);
      const faces = Array.from({ length: Number(match[1]) }, () => dice.shift() ?? 1);
      this.dice = [{ total: faces.reduce((a, b) => a + b, 0) }];
      const bonus = match[3] ? Number(`${match[3]}${match[4]}`) : 0;
      this.total = this.dice[0]!.total + bonus;
      return this;
    }
    toJSON() {
      return { formula: this.formula, total: this.total, dice: this.dice };
    }
  }

  // Every user's targets are the test's one set (the flow reads only the current user's).
  const userDocs = net.users.map((user) => Object.assign(user, { targets }));
  const userById = (id: string) => userDocs.find((user) => user.id === id);

  let messageCount = 0;
  /**
   * A ChatMessage's author is the User whose client created it (ChatMessage#author, a User:
   * https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#author), and only
   * that author or a GM may update it (BaseChatMessage#canUserModify / _canUpdate:
   * https://foundryvtt.com/api/v13/classes/foundry.documents.BaseChatMessage.html).
   */
  function makeMessage(data: NewMessage): MessageDouble {
    const message: MessageDouble = {
      id: `msg${++messageCount}`,
      author: userById(clientId()),
      // A message's sub-type and its data (BaseChatMessage#type, #system), "base" when none is given.
      type: data.type ?? "base",
      system: structuredClone(data.system ?? {}),
      speaker: data.speaker ?? {},
      content: data.content,
      rolls: data.rolls ?? [],
      flags: structuredClone(data.flags ?? {}),
      whisper: [...(data.whisper ?? [])],
      canUserModify: (user) => user.isGM || user.id === message.author?.id,
      async update(change) {
        const user = userById(clientId());
        if (!user || !message.canUserModify(user)) throw new Error(`${clientId()} may not update ${message.id}`);
        applyMessageChange(message, change);
        return message;
      },
    };
    messages.set(message.id, message);
    return message;
  }

  const notify = (level: Notice["level"]) => (message: string) => void notices.push({ level, message });
  g.foundry = {
    ...(g.foundry ?? {}),
    utils: { escapeHTML, ...(g.foundry?.utils ?? {}) },
    abstract: { ...(g.foundry?.abstract ?? {}), TypeDataModel: g.foundry?.abstract?.TypeDataModel ?? TypeDataModel },
    dice: { Roll },
    applications: {
      handlebars: { renderTemplate: async (foundryPath: string, data: object) => render(foundryPath, data) },
      ux: {
        FormDataExtended: class {
          constructor(readonly object: Record<string, unknown>) {}
        },
      },
      api: {
        DialogV2: {
          async wait(config: { window: { title: string }; content: string; buttons: { callback(event: unknown, button: unknown): unknown }[] }) {
            dialogs.push({ title: config.window.title, content: config.content });
            const answer = answers.shift();
            if (!answer) return null;
            return config.buttons[0]!.callback(new Event("click"), { form: answer });
          },
        },
      },
    },
  };
  g.Actor = Actor;
  g.TokenDocument = TokenDocument;
  // The flow asks whether the combat being viewed is Fray's (FrayCombat extends Combat); none is by default.
  g.Combat = g.Combat ?? class {};
  g.CONST = {
    WALL_SENSE_TYPES: { NONE: 0, LIMITED: 10, NORMAL: 20 },
    WALL_DOOR_TYPES: { NONE: 0, DOOR: 1 },
    WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1 },
  };
  g.CONFIG = { ...(g.CONFIG ?? {}), queries: { ...(g.CONFIG?.queries ?? {}) } };
  g.canvas = {
    grid: {
      size: GRID,
      measurePath: ([a, b]: { x: number; y: number }[]) => ({
        // Square grid, 5 ft per square, diagonals as 5 ft (the equidistant rule).
        distance: Math.max(Math.abs(b!.x - a!.x), Math.abs(b!.y - a!.y)) / GRID * FT_PER_SQUARE,
      }),
    },
    walls: { placeables: walls },
  };
  g.ChatMessage = {
    create: async (data: NewMessage) => makeMessage(data),
    // ChatMessage.getSpeaker({ token }) names the token (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#getspeaker).
    getSpeaker: ({ token }: { token?: { uuid?: string } } = {}) => (token?.uuid ? { token: token.uuid } : {}),
  };
  g.fromUuid = async (uuid: string) => documents.get(uuid) ?? null;
  g.fromUuidSync = (uuid: string) => documents.get(uuid) ?? null;
  g.ui = { ...(g.ui ?? {}), notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } };
  g.game = {
    ...(g.game ?? {}),
    messages: { get: (id: string) => messages.get(id) },
    i18n: { localize: (key: string) => format(lang)(key), format: format(lang) },
  };

  installProfile();
  return {
    notices,
    dice,
    answers,
    dialogs,
    messages,
    targets,
    actAs(userId: string) {
      net.actAs(userId);
    },
    /** Forgets what a test left: messages, notices, scripted answers and dice, dialogs shown, targets. */
    forget() {
      messages.clear();
      notices.length = 0;
      answers.length = 0;
      dice.length = 0;
      dialogs.length = 0;
      targets.clear();
    },
    /** The clients joined by the system socket (messages sent, settle, connect). */
    net,
    /** An actor whose system is an instance of the given data model, filled with `data`. */
    actor(uuid: string, name: string, system: object, owners: string[], items: { id: string; name: string; system: unknown }[] = []): ActorLike {
      const tokens: TokenDouble[] = [];
      const actor: ActorLike = Object.assign(new Actor(), {
        uuid,
        name,
        system,
        owners,
        statuses: new Set<string>(),
        items: { contents: items, get: (id: string) => items.find((item) => item.id === id) },
        getActiveTokens: () => tokens,
        testUserPermission: (user: { id: string; isGM: boolean }, level: string) => level === "OWNER" && (user.isGM || owners.includes(user.id)),
      });
      documents.set(uuid, actor);
      return actor;
    },
    /** A token standing in square (x, y); the actor's first token is its own on the canvas. */
    token(uuid: string, actor: ActorLike, square: { x: number; y: number }): TokenDouble {
      // A TokenDocument carries its own name and image, `texture.src` (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
      const document = Object.assign(new TokenDocument(), { uuid, name: actor.name, texture: { src: "icons/svg/mystery-man.svg" }, combatant: null });
      const token: TokenDouble = {
        name: actor.name,
        center: { x: (square.x + 0.5) * GRID, y: (square.y + 0.5) * GRID },
        controlled: false,
        actor,
        document,
      };
      Object.assign(document, { object: token, actor });
      actor.getActiveTokens().push(token);
      documents.set(uuid, document);
      return token;
    },
    /** A sight-blocking wall between two grid points. */
    wall(a: { x: number; y: number }, b: { x: number; y: number }) {
      walls.push({ document: { c: [a.x * GRID, a.y * GRID, b.x * GRID, b.y * GRID], sight: 20, door: 0, ds: 0 } });
    },
  };
}
