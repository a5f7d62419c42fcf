/**
 * The smallest stand-in for the Foundry globals the shell modules touch in these tests:
 * world settings, notifications, users with an active GM, and Actor/Item create dialogs.
 * Each piece records what the shell asked of it so tests can assert what a user would see.
 */
export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

export interface FoundryDouble {
  settings: Map<string, unknown>;
  notices: Notice[];
  queries: { name: string; data: unknown }[];
  setActiveGM(answer: ((data: unknown) => unknown) | null): void;
}

export function installFoundryDouble(): FoundryDouble {
  const settings = new Map<string, unknown>();
  const notices: Notice[] = [];
  const queries: { name: string; data: unknown }[] = [];
  let activeGM: { query(name: string, data: unknown): Promise<unknown> } | null = null;
  const notify = (level: Notice["level"]) => (message: string) => void notices.push({ level, message });

  class DocumentDouble {
    /** Returns what it was asked to show, standing in for the dialog. */
    static async createDialog(data: unknown, createOptions: unknown, dialogOptions: unknown) {
      return { data, createOptions, dialogOptions };
    }
  }

  Object.assign(globalThis, {
    game: {
      settings: {
        get: (namespace: string, key: string) => settings.get(`${namespace}.${key}`),
        register: (namespace: string, key: string, config: { default: unknown }) => settings.set(`${namespace}.${key}`, config.default),
      },
      get users() {
        return { activeGM };
      },
    },
    ui: { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } },
    Actor: class extends DocumentDouble {},
    Item: class extends DocumentDouble {},
  });

  return {
    settings,
    notices,
    queries,
    setActiveGM(answer) {
      activeGM = answer
        ? {
            async query(name: string, data: unknown) {
              queries.push({ name, data });
              return answer(data);
            },
          }
        : null;
    },
  };
}
