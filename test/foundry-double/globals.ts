/**
 * The smallest stand-in for the Foundry globals the shell modules touch in these tests:
 * world settings, notifications, users on their own clients joined by the system socket
 * (see ./network), and Actor/Item create dialogs.
 * Each piece records what the shell asked of it so tests can assert what a user would see.
 */
import { installNetwork, type NetUserSeed } from "./network";
import { installProfile, settingWarning } from "./profile";

export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

const DEFAULT_USERS: NetUserSeed[] = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
];

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
export const escapeHTML = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export function installFoundryDouble(users: NetUserSeed[] = DEFAULT_USERS) {
  const settings = new Map<string, unknown>();
  const notices: Notice[] = [];
  const notify = (level: Notice["level"]) => (message: string) => void notices.push({ level, message });

  class DocumentDouble {
    /** Returns what it was asked to show, standing in for the dialog. */
    static async createDialog(data: unknown, createOptions: unknown, dialogOptions: unknown) {
      return { data, createOptions, dialogOptions };
    }
  }

  const g = globalThis as Record<string, any>;
  Object.assign(globalThis, {
    game: {
      ...(g.game ?? {}),
      settings: {
        get: (namespace: string, key: string) => {
          settingWarning(namespace, key);
          return settings.get(`${namespace}.${key}`);
        },
        register: (namespace: string, key: string, config: { default: unknown }) => settings.set(`${namespace}.${key}`, config.default),
      },
    },
    ui: { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } },
    // foundry.utils.escapeHTML: &, <, >, " and ' as entities (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
    foundry: { ...(g.foundry ?? {}), utils: { ...(g.foundry?.utils ?? {}), escapeHTML: escapeHTML } },
    Actor: class extends DocumentDouble {},
    Item: class extends DocumentDouble {},
  });
  const net = installNetwork(users, true);
  installProfile();
  return { settings, notices, net };
}

export type FoundryDouble = ReturnType<typeof installFoundryDouble>;
