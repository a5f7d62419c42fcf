/** Handlers by command kind; a second registration of a kind is a programming error, not a silent swap. */
export function handlerRegistry<H>(what: string) {
  const handlers = new Map<string, H>();
  return {
    register(kind: string, handler: H): void {
      if (handlers.has(kind)) throw new Error(`Fray: a ${what} for "${kind}" is already registered`);
      handlers.set(kind, handler);
    },
    get: (kind: string): H | undefined => handlers.get(kind),
  };
}
