/**
 * The ApplicationV2 classes a system's sheets and tracker extend, as far as rendering them once goes:
 * options and the document a sheet shows, the base context, tabs, the Handlebars parts and their
 * render, and TextEditor's enrichment. A test renders a sheet by calling `render()` and reading
 * `rendered` (each part's HTML by part id); nothing reaches a DOM. Install before the system's module
 * is evaluated, since its classes extend these at load.
 */
import { builtMenus, ContextMenu, coreCombatantEntries } from "./context-menu";

type Parts = Record<string, { template: string; templates?: string[]; scrollable?: string[] }>;
type Tabs = Record<string, { tabs: { id: string; cssClass?: string; label?: string; icon?: string }[]; initial?: string; labelPrefix?: string }>;
interface Doc {
  isOwner?: boolean;
  toObject?: () => object;
}

/** ApplicationV2: constructed with options, rendered by `render` (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html). */
class ApplicationV2 {
  static DEFAULT_OPTIONS: object = {};
  static PARTS: Parts = {};
  static TABS: Tabs = {};
  options: Record<string, any>;
  /** The open tab of each group (ApplicationV2#tabGroups, same page). */
  tabGroups: Record<string, string> = {};
  /** What the last render produced: each part's HTML by part id. */
  rendered: Record<string, string> = {};

  constructor(options: Record<string, any> = {}) {
    this.options = options;
  }

  /** ApplicationV2#_prepareContext: the base class gives an empty context (same page). */
  async _prepareContext(_options: object): Promise<Record<string, any>> {
    return {};
  }

  /**
   * ApplicationV2#_prepareTabs(group): each tab of the group with its id, group, label (the group's
   * `labelPrefix` and the tab id when it has none), `active` and cssClass "active" on the open one, which
   * starts as the group's `initial` (same page).
   */
  _prepareTabs(group: string) {
    const config = (this.constructor as typeof ApplicationV2).TABS[group];
    if (!config) return {};
    this.tabGroups[group] ??= config.initial ?? config.tabs[0]?.id ?? "";
    const open = this.tabGroups[group];
    return Object.fromEntries(
      config.tabs.map((tab) => [
        tab.id,
        { ...tab, group, label: tab.label ?? `${config.labelPrefix}.${tab.id}`, active: tab.id === open, cssClass: tab.id === open ? "active" : (tab.cssClass ?? "") },
      ]),
    );
  }

  /**
   * ApplicationV2#render(options): prepares the context and renders the HTML, then, the first time, runs `_onFirstRender`
   * (same page); the mixin fills `rendered`.
   */
  async render(options: Record<string, any> = {}): Promise<this> {
    const renderOptions = { isFirstRender: Object.keys(this.rendered).length === 0, ...options };
    const context = await this._prepareContext(renderOptions);
    this.rendered = await this._renderHTML(context, renderOptions);
    if (renderOptions.isFirstRender) await this._onFirstRender(context, renderOptions);
    return this;
  }

  /** ApplicationV2#_onFirstRender: actions after the first render; none in the base class (same page). */
  async _onFirstRender(_context: object, _options: object): Promise<void> {}

  /** ApplicationV2#_createContextMenu(handler, selector, options): a ContextMenu whose entries the handler gives (same page). */
  _createContextMenu(handler: () => object[], selector: string, options: object = {}): ContextMenu {
    return new ContextMenu(null, selector, handler.call(this) as Record<string, unknown>[], options);
  }

  async _renderHTML(_context: object, _options: object): Promise<Record<string, string>> {
    return {};
  }
}

/** DocumentSheetV2: the sheet of `options.document` (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html). */
class DocumentSheetV2 extends ApplicationV2 {
  get document(): Doc {
    return this.options.document as Doc;
  }

  /** Editable when the user owns the document (DocumentSheetV2#isEditable, same page). */
  get isEditable(): boolean {
    return this.document.isOwner === true;
  }

  /** The document, its source, whether the form is editable and the user (DocumentSheetV2#_prepareContext, same page). */
  override async _prepareContext(options: object) {
    const context = await super._prepareContext(options);
    const g = globalThis as Record<string, any>;
    return Object.assign(context, { document: this.document, source: this.document.toObject?.() ?? this.document, editable: this.isEditable, user: g.game?.user, rootId: "" });
  }
}

/** ActorSheetV2#actor (https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html). */
class ActorSheetV2 extends DocumentSheetV2 {
  get actor() {
    return this.document;
  }
}

/** ItemSheetV2#item (https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ItemSheetV2.html). */
class ItemSheetV2 extends DocumentSheetV2 {
  get item() {
    return this.document;
  }
}

/**
 * The combat sidebar tab, a Handlebars application: `viewed` is the combat shown, null in a world without one
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html).
 */
class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  get viewed(): unknown {
    return (globalThis as Record<string, any>).game?.combat ?? null;
  }

  /** Core's context-menu entries for a combatant row (same page): those that set initiative by hand, in the profile's shape (./context-menu). */
  _getEntryContextOptions(): object[] {
    return coreCombatantEntries();
  }

  /** The combatant rows' context menu, built from `_getEntryContextOptions` once the tracker is first drawn (same page). */
  override async _onFirstRender(context: object, options: object): Promise<void> {
    await super._onFirstRender(context, options);
    this._createContextMenu(this._getEntryContextOptions, "[data-combatant-id]");
  }
}

/**
 * HandlebarsApplicationMixin(Base): PARTS copied per render (_configureRenderParts), each part's context
 * (_preparePartContext, the shared context by default) rendered with its template (_renderHTML)
 * (https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html).
 */
function HandlebarsApplicationMixin<Base extends new (...args: any[]) => ApplicationV2>(BaseApplication: Base) {
  return class HandlebarsApplication extends BaseApplication {
    _configureRenderParts(_options: object): Parts {
      return structuredClone((this.constructor as typeof ApplicationV2).PARTS);
    }

    async _preparePartContext(_partId: string, context: Record<string, any>, _options: object): Promise<Record<string, any>> {
      return context;
    }

    override async _renderHTML(context: Record<string, any>, options: object): Promise<Record<string, string>> {
      const { renderTemplate } = (globalThis as Record<string, any>).foundry.applications.handlebars;
      const rendered: Record<string, string> = {};
      for (const [partId, part] of Object.entries(this._configureRenderParts(options))) {
        const partContext = await this._preparePartContext(partId, { ...context, partId }, options);
        rendered[partId] = String(await renderTemplate(part.template, partContext));
      }
      return rendered;
    }
  };
}

/** Reload requests the settings window made, as SettingsConfig.reloadConfirm received them. */
const reloadRequests: { world?: boolean }[] = [];

/**
 * The settings window; `reloadConfirm({ world })` asks the user to reload (every client, for a world
 * setting) and resolves once answered: here at once, as a GM who declines
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.settings.SettingsConfig.html#reloadconfirm).
 */
class SettingsConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  static async reloadConfirm(options: { world?: boolean } = {}): Promise<void> {
    reloadRequests.push(options);
  }
}

/** Installs the classes where a v13 system finds them (foundry.applications.api / sheets / sidebar.tabs / settings, ux.TextEditor). */
export function installApplicationDouble() {
  const g = globalThis as Record<string, any>;
  const applications = g.foundry.applications ?? {};
  g.foundry.applications = {
    ...applications,
    api: { ...(applications.api ?? {}), ApplicationV2, DocumentSheetV2, HandlebarsApplicationMixin },
    sheets: { ...(applications.sheets ?? {}), ActorSheetV2, ItemSheetV2 },
    sidebar: { ...(applications.sidebar ?? {}), tabs: { ...(applications.sidebar?.tabs ?? {}), CombatTracker } },
    settings: { ...(applications.settings ?? {}), SettingsConfig },
    ux: {
      ...(applications.ux ?? {}),
      // TextEditor.implementation.enrichHTML(content, options) resolves links, rolls and secrets and resolves to HTML;
      // text with none of them comes back as it was (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html).
      TextEditor: { implementation: { enrichHTML: async (content: string) => content ?? "" } },
      // The context menu core builds for an application's elements (./context-menu).
      ContextMenu,
    },
  };
  reloadRequests.length = 0;
  builtMenus.length = 0;
  return { builtMenus, ApplicationV2, DocumentSheetV2, ActorSheetV2, ItemSheetV2, CombatTracker, SettingsConfig, HandlebarsApplicationMixin, reloadRequests };
}
