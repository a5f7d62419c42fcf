/**
 * From a blast weapon's Attack to the GM's card: with zones drawn the dialog picks the zone it is aimed at
 * (none in range: the user is told); without, the user's targets are its targets (none: told). Then the
 * request goes to the GM (gm-blast.ts), who reads everything again; past the turn's budget the user is
 * asked to confirm.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { warnUser } from "../../../../foundry/notify";
import { ownToken, userTargets } from "../../../../foundry/scene/user-target";
import { zonesOf } from "../../rules/zones/zone-map";
import type { FactionsWeapon } from "../attack/fighters";
import { ATTACK_NOTICE } from "../attack/keys";
import { ticked } from "../attack/request";
import { movedThisTurn } from "../zones/attack-zone-facts";
import { zoneMapOfToken, zoneName } from "../zones/scene-zones";
import { aimableZones, blastDialogView } from "./dialog-view";
import { BLAST_COMMANDS, BLAST_DIALOG, BLAST_NOTICE, BLAST_TEXT } from "./keys";
import { FACTIONS_BLAST_DIALOG_TEMPLATE } from "./templates";

export async function startFactionsBlast(actor: Actor.Implementation, weapon: FactionsWeapon): Promise<void> {
  const own = ownToken(actor);
  if (!own) return warnUser(ATTACK_NOTICE.noToken);
  const map = zoneMapOfToken(own.document);
  // A melee blast by an attacker standing in no zone falls back on the user's targets, as without zones.
  const zoned = map !== null && (weapon.attackKind !== "melee" || zonesOf(own.document.uuid, map).length > 0);
  const zones = zoned ? aimableZones(own.document.uuid, weapon, map, (id) => zoneName(own.document.parent, id), translate) : null;
  if (zones && Object.keys(zones).length === 0) return warnUser(BLAST_NOTICE.noZoneInRange, { weapon: weapon.name });
  const targets = zones ? [] : userTargets().filter((token) => token !== own);
  if (!zones && targets.length === 0) return warnUser(BLAST_NOTICE.noTargets);
  const view = blastDialogView(weapon, zones, targets.map((token) => token.document.name ?? ""), movedThisTurn(own.document), translate);
  const form = await askForm(FACTIONS_BLAST_DIALOG_TEMPLATE, { ...view }, view.title, { action: "blast", label: BLAST_DIALOG.attack });
  if (!form) return;
  const payload = {
    attackerTokenUuid: own.document.uuid,
    weaponId: weapon.id,
    zoneId: zones ? form.zoneId : null,
    targetTokenUuids: targets.map((token) => token.document.uuid),
    ...Object.fromEntries(["visible", "beyondHalf", "moving"].map((name) => [name, ticked(form[name])])),
  };
  await askGmOrOverride(BLAST_COMMANDS.blast, payload, (reasonKey, data) => ({
    title: translate(BLAST_TEXT.confirmTitle),
    content: translate(BLAST_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
