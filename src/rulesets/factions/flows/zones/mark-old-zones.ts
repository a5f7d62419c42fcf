/**
 * Until now a scene whose Regions were none of them ticked counted every Region as a zone; now only ticked
 * Regions are zones. Once per world, on the active GM's client, the GM is offered to tick the Regions of
 * every scene that relied on the old reading (closing the dialog is a no); a hidden world setting records
 * that the offer was made, so it never comes again. Regions are ticked through
 * Scene#updateEmbeddedDocuments("Region", …) (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments).
 */
import { confirmDialog } from "../../../../foundry/actions/override";
import { isActiveGmHere } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { SYSTEM_ID } from "../../../../foundry/system-id";
import { ZONE_FLAG_FIELD, markedAsZone } from "./region-config";
import { ZONE_MARK_OLD } from "./keys";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** The GM was offered to tick the Regions that counted as zones before only ticked ones did. */
    "fray.zonesMarkOffered": boolean;
  }
}

/** A scene's Regions as the offer reads them. */
export interface SceneRegions {
  regions: readonly { id: string; flags: unknown }[];
}

/** The scenes whose Regions all counted as zones the old way (some Regions, none ticked), each with those Regions' ids. Pure. */
export function scenesCountingEveryRegion<S extends SceneRegions>(scenes: readonly S[]): { scene: S; regionIds: string[] }[] {
  return scenes.flatMap((scene) => (scene.regions.length > 0 && !scene.regions.some((region) => markedAsZone(region.flags)) ? [{ scene, regionIds: scene.regions.map((region) => region.id) }] : []));
}

const worldScenes = () =>
  (game.scenes?.contents ?? []).map((scene) => ({ document: scene, regions: scene.regions.contents.map((region) => ({ id: region.id ?? "", flags: region.flags })) }));

/** Active GM, once per world: offers to tick the Regions that were zones only because none was ticked. */
export async function offerToMarkOldZones(): Promise<void> {
  if (!isActiveGmHere() || game.settings?.get(SYSTEM_ID, "zonesMarkOffered")) return;
  await game.settings?.set(SYSTEM_ID, "zonesMarkOffered", true);
  const found = scenesCountingEveryRegion(worldScenes());
  const regions = found.reduce((sum, each) => sum + each.regionIds.length, 0);
  if (regions === 0) return;
  if (!(await confirmDialog(translate(ZONE_MARK_OLD.title), translate(ZONE_MARK_OLD.content, { regions, scenes: found.length })))) return;
  for (const { scene, regionIds } of found) {
    await scene.document.updateEmbeddedDocuments("Region", regionIds.map((id) => ({ _id: id, [ZONE_FLAG_FIELD]: true })));
  }
  ui.notifications?.info(translate(ZONE_MARK_OLD.done, { regions }));
}

/** At init: the hidden setting, and the offer once the world is ready. */
export function registerOldZonesOffer(): void {
  game.settings?.register(SYSTEM_ID, "zonesMarkOffered", { scope: "world", config: false, type: Boolean, default: false });
  Hooks.once("ready", () => void offerToMarkOldZones());
}
