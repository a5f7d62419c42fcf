/**
 * The GM marks a Region as a zone: a checkbox on the Region's config, under its name, bound to the flag
 * `fray.zone` (a DocumentSheetV2 form submits every named field, flags included:
 * https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html). Only ticked
 * Regions are zones (scene-zones.ts).
 */
import { translate } from "../../../../foundry/i18n";
import { ZONE_CONFIG } from "./keys";

export const ZONE_FLAG_FIELD = "flags.fray.zone";

/** The checkbox's form group. Pure. */
export function zoneFieldHtml(checked: boolean, label: string, hint: string): string {
  const escape = (raw: string) => raw.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return `<div class="form-group fray-zone-field"><label>${escape(label)}</label><div class="form-fields"><input type="checkbox" name="${ZONE_FLAG_FIELD}"${checked ? " checked" : ""}></div><p class="hint">${escape(hint)}</p></div>`;
}

/** Whether the Region's flags mark it as a zone. */
export const markedAsZone = (flags: unknown): boolean => (flags as { fray?: { zone?: unknown } } | undefined)?.fray?.zone === true;

interface ConfigElement {
  querySelector(selector: string): { closest(selector: string): { insertAdjacentHTML(position: "afterend", html: string): void } | null } | null;
}

/** On the rendered Region config (GM only): adds the checkbox under the name field, once. */
export function addZoneField(app: { document?: { flags?: unknown } }, html: ConfigElement): void {
  if (!game.user?.isGM || html.querySelector(`[name="${ZONE_FLAG_FIELD}"]`)) return;
  const nameGroup = html.querySelector('[name="name"]')?.closest(".form-group");
  nameGroup?.insertAdjacentHTML("afterend", zoneFieldHtml(markedAsZone(app.document?.flags), translate(ZONE_CONFIG.label), translate(ZONE_CONFIG.hint)));
}

/** Region config windows render as `renderRegionConfig` (the render hook of an ApplicationV2, named after its class). */
export function registerZoneRegionConfig(): void {
  Hooks.on("renderRegionConfig" as never, ((app: { document?: { flags?: unknown } }, html: ConfigElement) => addZoneField(app, html)) as never);
}
