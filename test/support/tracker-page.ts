/** The combat tracker as a render check draws it: its parts, on Foundry's dark sidebar, with English for declared actions' names. */
import { renderParts, sheetPage } from "./render-sheet";
import { flatLang } from "./lang";

export const TRACKER_PARTS = {
  tracker: { template: "systems/fray/templates/combat/tracker.hbs" },
  footer: { template: "systems/fray/templates/combat/footer.hbs" },
};

/** The tracker window for this context; the sidebar is dark in Foundry's default theme and the tracker's colours are written for it. */
export function trackerPage(fray: object): string {
  const page = sheetPage("Combat", "fray fray-tracker sidebar-tab", 320, renderParts(TRACKER_PARTS, { fray }));
  return page.replace("</style>", ".fray-tracker .window-content { background: #1f1e1c; color: #e9e4da; }</style>");
}

/**
 * English for the names of declared actions, as Localization#format fills "{item}"
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#format).
 */
export function speakEnglish(): void {
  const lang = flatLang();
  const english = (key: string, data: Record<string, string> = {}) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (_m, name: string) => data[name] ?? "");
  (globalThis as unknown as { game: Record<string, unknown> }).game.i18n = { localize: english, format: english };
}

/** A head-and-shoulders portrait on a coloured ground, as a data: URI (the harness has no Foundry icons). */
export function portrait(ground: string, figure: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${ground}"/><circle cx="20" cy="15" r="7.5" fill="${figure}"/><path d="M6 40c0-9 6-14 14-14s14 5 14 14z" fill="${figure}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
