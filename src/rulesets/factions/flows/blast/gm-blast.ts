/**
 * The GM's side of a blast (`factionsBlast`): the sender names the attacker's token, the blast weapon and
 * the zone aimed at (or, with no zones drawn, its targets). The GM checks the sender may act for the
 * attacker, reads the weapon and the scene's zones again (a forged zone is refused), plans the to-hit with
 * the pure rules, spends the main action once, rolls the WIT save and any deviation, and posts one card
 * listing every creature caught. Damage is rolled from the card (steps.ts).
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { postCard } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { FACTIONS_SCHEMA_VERSION } from "../../schema/common";
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import { factionsFighterOf, weaponOf, type FactionsFighter, type FactionsWeapon } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { spendMainAction, type SpentIn } from "../attack/spend-main";
import { person, reasonLine } from "../attack/strike";
import { movedThisTurn } from "../zones/attack-zone-facts";
import { zoneMapOfToken, zoneName } from "../zones/scene-zones";
import { aimBlast, type AimedBlast } from "./aim";
import { FACTIONS_BLAST_CARD } from "./card-type";
import { BLAST_COMMANDS, BLAST_REFUSAL, BLAST_TEXT } from "./keys";
import { landBlast } from "./landing";
import { parseFactionsBlast } from "./request";
import { aimsIntoFightFromOutside } from "../attack/into-fight";
import { charactersInZone } from "../../rules/zones/blast";
import { weaponFormulaRefusal } from "../attack/weapon-formula";

/** The tokens named that are living factions creatures on the attacker's scene (any other name is dropped). */
async function fightersOnScene(uuids: readonly string[], scene: Scene.Implementation | null): Promise<string[]> {
  const named = await Promise.all(uuids.map(async (uuid) => factionsFighterOf(await tokenFromUuid(uuid))));
  return named.flatMap((fighter) => (fighter && fighter.token.parent === scene && !fighter.actor.statuses.has(FACTIONS_STATUS.dead) ? [fighter.token.uuid] : []));
}

/** A creature caught in the blast, as its card row starts. */
async function caughtRow(uuid: string): Promise<BlastTargetRecord | null> {
  const fighter = factionsFighterOf(await tokenFromUuid(uuid));
  if (!fighter || fighter.actor.statuses.has(FACTIONS_STATUS.dead)) return null;
  return { ...person(fighter), protection: "none", dodgeSave: null, counter: null, damageRolled: null, lines: [], applied: null };
}

interface Blast {
  attacker: FactionsFighter;
  weapon: FactionsWeapon;
  aimed: AimedBlast;
  spentIn: SpentIn;
}

/** GM: rolls what the blast rolls and posts its card; the card's id. */
async function postBlastCard({ attacker, weapon, aimed, spentIn }: Blast): Promise<string | null> {
  const saved = aimed.witSaveBecause.length > 0 ? await rollSave(attacker.system.scores.wit) : null;
  const hit = saved ? saved.save.passed : true;
  const landing = await landBlast(aimed.aim, hit, weapon.attackKind === "melee", attacker.token.uuid);
  const scene = attacker.token.parent;
  const rows = (await Promise.all(landing.caught.map(caughtRow))).filter((row): row is BlastTargetRecord => row !== null);
  const record: FactionsBlastRecord = {
    schemaVersion: FACTIONS_SCHEMA_VERSION,
    attacker: person(attacker),
    weaponId: weapon.id,
    weaponName: weapon.name,
    kind: weapon.attackKind,
    aimedZone: aimed.aim.zoneId ?? "",
    aimedZoneName: aimed.aim.zoneId ? zoneName(scene, aimed.aim.zoneId) : "",
    witSaveBecause: aimed.witSaveBecause.map(reasonLine),
    witSave: saved?.save ?? null,
    hit,
    deviationDie: landing.deviation.die,
    deviationOptions: landing.deviation.options.map((o) => ({ ...o, name: zoneName(scene, o.zoneId) })),
    deviationFace: landing.deviation.face,
    landedZone: landing.zoneId,
    landedZoneName: landing.zoneId ? zoneName(scene, landing.zoneId) : "",
    formula: weapon.damage,
    penetratesCover: weapon.penetratesCover,
    targets: rows,
    damageDone: false,
    weaponBroke: false,
    weaponCondition: weapon.condition,
    weaponUsed: weapon.usedThisFight,
    ...spentIn,
    reactors: [],
    undone: false,
  };
  const message = await postCard(FACTIONS_BLAST_CARD, record, [...(saved ? [saved.roll] : []), ...landing.rolls], { speaker: ChatMessage.getSpeaker({ token: attacker.token }) });
  return message?.id ?? null;
}

export async function handleFactionsBlast(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseFactionsBlast(payload);
  if (!request || !game.users?.get(userId)) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const attacker = factionsFighterOf(await tokenFromUuid(request.attackerTokenUuid));
  if (!attacker) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, attacker.actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: attacker.token.name ?? "" } });
  const weapon = weaponOf(attacker.actor, request.weaponId);
  if (!weapon) return answerRefusal({ key: ATTACK_REFUSAL.noWeapon });
  if (!weapon.blast) return answerRefusal({ key: BLAST_REFUSAL.notBlast, data: { weapon: weapon.name } });
  if (weapon.condition === "broken") return answerRefusal({ key: ATTACK_REFUSAL.brokenWeapon, data: { weapon: weapon.name } });
  const formula = weaponFormulaRefusal(weapon);
  if (formula) return answerRefusal(formula);

  const named = { ...request, targetTokenUuids: await fightersOnScene(request.targetTokenUuids, attacker.token.parent) };
  const aimed = aimBlast(attacker.token.uuid, weapon, named, zoneMapOfToken(attacker.token), movedThisTurn(attacker.token));
  if (!aimed.ok) return answerRefusal(aimed.reason);
  // As for an attack (flows/attack/into-fight.ts): a player's blast from outside every started fight among creatures in one waits for the GM.
  const aimedAt = aimed.blast.aim.zoneId === null ? aimed.blast.aim.picked : charactersInZone(aimed.blast.aim.zoneId, aimed.blast.aim.map);
  if (game.users.get(userId)?.isGM !== true && aimsIntoFightFromOutside(attacker.token, await Promise.all(aimedAt.map(tokenFromUuid)))) {
    return answerRefusal({ key: ATTACK_REFUSAL.notInFight, data: { name: attacker.token.name ?? "" } });
  }
  const spent = await spendMainAction({
    token: attacker.token,
    asker: { isGM: game.users?.get(userId)?.isGM === true },
    force: request.force,
    overriddenText: (rule) => translate(BLAST_TEXT.overridden, { actor: attacker.actor.name, weapon: weapon.name, rule, user: game.users?.get(userId)?.name ?? "" }),
  });
  if (!spent.ok) return answerRefusal(spent.reason);
  return { ok: true, result: { messageId: await postBlastCard({ attacker, weapon, aimed: aimed.blast, spentIn: spent.spentIn }) } };
}

export function registerFactionsBlastHandler(): void {
  registerGmHandler(BLAST_COMMANDS.blast, handleFactionsBlast);
}
