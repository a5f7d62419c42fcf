/** The ruleset whose `register()` is running: its commands must carry its id. */
let scope: string | null = null;

/** Runs a ruleset's registration so every command kind it registers is checked against its id. */
export function inRulesetScope(rulesetId: string, register: () => void): void {
  scope = rulesetId;
  try {
    register();
  } finally {
    scope = null;
  }
}

/**
 * Handlers by command kind. A second registration of a kind is a programming error, not a silent
 * swap, and a ruleset's kinds start with its id so two rulesets can never claim the same command.
 */
export function handlerRegistry<H>(what: string) {
  const handlers = new Map<string, H>();
  return {
    register(kind: string, handler: H): void {
      if (scope && !kind.startsWith(scope)) throw new Error(`Fray: ruleset "${scope}" may only register ${what}s starting with its id, not "${kind}"`);
      if (handlers.has(kind)) throw new Error(`Fray: a ${what} for "${kind}" is already registered`);
      handlers.set(kind, handler);
    },
    get: (kind: string): H | undefined => handlers.get(kind),
    kinds: (): string[] => [...handlers.keys()],
  };
}
