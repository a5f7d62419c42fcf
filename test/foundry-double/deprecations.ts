/**
 * Foundry's deprecation channel, recorded instead of logged: `foundry.utils.logCompatibilityWarning`
 * and the v13 globals that now live under a namespace, whose old name still works but warns through
 * that function. A test that boots Fray asserts the list stays empty.
 */

export interface CompatibilityWarning {
  message: string;
  since?: string | number;
  until?: string | number;
}

/**
 * Globals v13 moved under a namespace; reading the old name logs "You are accessing the global … which
 * is now namespaced under …" and hands back the namespaced value. Each line names where that warning was seen.
 */
const MOVED_GLOBALS: Record<string, string> = {
  renderTemplate: "foundry.applications.handlebars.renderTemplate", // Muttley/foundryvtt-fallout#664
  loadTemplates: "foundry.applications.handlebars.loadTemplates", // crnormand/gurps#2215
  TextEditor: "foundry.applications.ux.TextEditor.implementation", // foundryvtt/crucible#273
  ContextMenu: "foundry.applications.ux.ContextMenu.implementation", // crnormand/gurps#2226
  DocumentSheetConfig: "foundry.applications.apps.DocumentSheetConfig", // crnormand/gurps#2216
  ActorSheet: "foundry.appv1.sheets.ActorSheet", // crnormand/gurps#2221
  ItemSheet: "foundry.appv1.sheets.ItemSheet", // Dez384/foundryvtt-blades-in-the-dark#43
  Actors: "foundry.documents.collections.Actors", // Dez384/foundryvtt-blades-in-the-dark#43
  Items: "foundry.documents.collections.Items", // Dez384/foundryvtt-blades-in-the-dark#43
};

/** Hooks v13 still calls but warns about; the double warns when one is registered. */
const DEPRECATED_HOOKS: Record<string, string> = {
  // "The renderChatMessage hook is deprecated. Please use renderChatMessageHTML instead": Dez384/foundryvtt-blades-in-the-dark#43
  renderChatMessage: "renderChatMessageHTML",
};

/**
 * Sends a warning down the channel the way core code does, through `foundry.utils.logCompatibilityWarning` as the
 * test installed it (below); the double's other pieces warn through this. Nothing is recorded when no channel is installed.
 */
export function logDeprecation(message: string, options: { since?: string | number; until?: string | number } = {}): void {
  const log = (globalThis as Record<string, any>).foundry?.utils?.logCompatibilityWarning as ((message: string, options: object) => void) | undefined;
  log?.(message, options);
}

const valueAt = (path: string): unknown => path.split(".").reduce<any>((node, key) => node?.[key], globalThis);

export function installDeprecations() {
  const warnings: CompatibilityWarning[] = [];
  const g = globalThis as Record<string, any>;
  // foundry.utils.logCompatibilityWarning(message, { since, until, … }): https://foundryvtt.com/api/v13/functions/foundry.utils.logCompatibilityWarning.html
  const logCompatibilityWarning = (message: string, options: { since?: string | number; until?: string | number } = {}) =>
    void warnings.push({ message, since: options.since, until: options.until });
  g.foundry = { ...(g.foundry ?? {}), utils: { ...(g.foundry?.utils ?? {}), logCompatibilityWarning } };
  for (const [name, path] of Object.entries(MOVED_GLOBALS)) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        logCompatibilityWarning(`You are accessing the global "${name}" which is now namespaced under ${path}`, { since: 13, until: 15 });
        return valueAt(path);
      },
    });
  }
  return { warnings, deprecatedHook: (name: string) => DEPRECATED_HOOKS[name], logCompatibilityWarning };
}

export type Deprecations = ReturnType<typeof installDeprecations>;
