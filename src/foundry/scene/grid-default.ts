/**
 * The active ruleset's grid, where it declares one (RulesetRules.grid). system.json's `grid` (which
 * gives new scenes their defaults, Scene.defaultGrid: foundryvtt/foundryvtt#11732) is shared by every
 * ruleset, so a ruleset that measures otherwise gets it here:
 * - a scene the GM creates without a square size or units gets the ruleset's (preCreateScene, on the
 *   creating client; `updateSource` changes the data before it is sent:
 *   https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html);
 * - the world's diagonal rule (the core setting `gridDiagonals`, whose default comes from the manifest:
 *   foundryvtt/foundryvtt#9998, #9999) is set once per world by the active GM, who is told; a hidden
 *   world setting records it, so a GM's later choice is never overridden. Core registers that setting
 *   with `requiresReload`: a running session keeps measuring by the old rule, so when the rule changed
 *   the GM is asked to reload every connected client, as core's settings window asks
 *   (SettingsConfig.reloadConfirm({ world: true }): https://foundryvtt.com/api/v13/classes/foundry.applications.settings.SettingsConfig.html#reloadconfirm;
 *   modules call it after their own reload-needing writes, e.g. Campaign Codex's theme settings).
 */
import type { GridDiagonals, RulesetGrid, RulesetRules } from "../../core/ruleset/contract";
import { isActiveGmHere } from "../channel";
import { translate } from "../i18n";
import { SYSTEM_ID } from "../system-id";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** Ids of the rulesets whose diagonal rule this world has had set, comma-separated. */
    "fray.gridDefaults": string;
    /** Core's world setting for square grids' diagonals (v12+), missing from fvtt-types 13.345's list. */
    "core.gridDiagonals": CONST.GRID_DIAGONALS;
  }
}

const DIAGONALS = {
  equidistant: "EQUIDISTANT",
  exact: "EXACT",
  approximate: "APPROXIMATE",
  rectilinear: "RECTILINEAR",
  alternating1: "ALTERNATING_1",
  alternating2: "ALTERNATING_2",
  illegal: "ILLEGAL",
} as const satisfies Record<GridDiagonals, keyof typeof CONST.GRID_DIAGONALS>;

/** The grid fields a new scene's creator left out, filled from the ruleset's grid. */
export function missingGridFields(data: { grid?: { distance?: unknown; units?: unknown } | null }, grid: RulesetGrid): Record<string, number | string> {
  const missing: Record<string, number | string> = {};
  if (data.grid?.distance === undefined || data.grid?.distance === null) missing["grid.distance"] = grid.distance;
  if (data.grid?.units === undefined || data.grid?.units === null) missing["grid.units"] = grid.units;
  return missing;
}

const appliedIds = () => (game.settings?.get(SYSTEM_ID, "gridDefaults") ?? "").split(",").filter(Boolean);

/** Active GM, once per world and ruleset: the world's diagonal rule becomes the ruleset's. */
export async function setWorldDiagonals(rules: RulesetRules): Promise<void> {
  const grid = rules.grid;
  if (!grid || !isActiveGmHere() || appliedIds().includes(rules.id)) return;
  const wanted = CONST.GRID_DIAGONALS[DIAGONALS[grid.diagonals]];
  const changed = game.settings?.get("core", "gridDiagonals") !== wanted;
  if (changed) await game.settings?.set("core", "gridDiagonals", wanted);
  await game.settings?.set(SYSTEM_ID, "gridDefaults", [...appliedIds(), rules.id].join(","));
  if (!changed) return;
  ui.notifications?.info(translate(grid.notice, { units: grid.units }));
  // reloadConfirm is missing from fvtt-types 13.345's declarations of SettingsConfig.
  await (foundry.applications.settings.SettingsConfig as unknown as { reloadConfirm(options: { world: boolean }): Promise<unknown> }).reloadConfirm({ world: true });
}

/** At init: the hooks and hidden setting of the active ruleset's grid; nothing when it declares none. */
export function registerGridDefault(rules: RulesetRules): void {
  const grid = rules.grid;
  if (!grid) return;
  game.settings?.register(SYSTEM_ID, "gridDefaults", { scope: "world", config: false, type: String, default: "" });
  Hooks.on("preCreateScene", (scene, data) => {
    const missing = missingGridFields(data as Parameters<typeof missingGridFields>[0], grid);
    if (Object.keys(missing).length > 0) scene.updateSource(missing, {});
  });
  Hooks.once("ready", () => void setWorldDiagonals(rules));
}
