/**
 * The factions that must check morale at the morale step, read from the combat on the GM's client.
 * A faction's original number is its count among the combat's combatants: everyone who began the fight
 * or joined it stays in the tracker (down, fled or surrendered, still listed), so nothing is stored and
 * an undo of the round cannot leave a stale count. The rules decide who checks and who rolls.
 */
import { dispositionName, factionKey } from "../../rules/character/faction";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { moraleCall, type MoraleMember } from "../../rules/morale/morale-check";
import type { FactionsMoraleFaction } from "../../schema/morale-card";

const FACTIONS_ACTOR_TYPES = new Set(["factionsCharacter", "factionsMonster"]);
const OUT_OF_THE_FIGHT = [FACTIONS_STATUS.incapacitated, FACTIONS_STATUS.dead, FACTIONS_STATUS.surrendered, FACTIONS_STATUS.fled];

interface CreatureData {
  scores: { wit: number };
  health: { value: number; max: number };
  immuneToFear: boolean;
  faction: string;
}

/** The actor's factions data, or null for anything else. */
export function factionsCreatureOf(actor: Actor.Implementation | null | undefined): CreatureData | null {
  return actor && FACTIONS_ACTOR_TYPES.has(actor.type) ? (actor.system as unknown as CreatureData) : null;
}

function dispositionOf(combatant: Combatant.Implementation): number {
  const disposition: unknown = combatant.token?.disposition;
  return typeof disposition === "number" ? disposition : 0;
}

/** The label the card shows for a faction: the sheet's own name, or the token disposition's. */
function factionLabel(sheetFaction: string, disposition: number, translate: (key: string) => string): string {
  return sheetFaction.trim() || translate(`FRAY.Factions.Morale.Card.Disposition.${dispositionName(disposition)}`);
}

function memberOf(combatant: Combatant.Implementation, data: CreatureData): MoraleMember {
  const statuses = combatant.actor?.statuses ?? new Set<string>();
  return {
    id: combatant.id ?? "",
    fighting: !combatant.defeated && !OUT_OF_THE_FIGHT.some((status) => statuses.has(status)),
    immuneToFear: data.immuneToFear,
    passedMorale: statuses.has(FACTIONS_STATUS.passedMorale),
    health: data.health.value,
    maxHealth: data.health.max,
  };
}

interface Grouped {
  label: string;
  combatants: { combatant: Combatant.Implementation; data: CreatureData }[];
}

function byFaction(combat: Combat.Implementation, translate: (key: string) => string): Map<string, Grouped> {
  const groups = new Map<string, Grouped>();
  for (const combatant of combat.combatants.contents) {
    const data = factionsCreatureOf(combatant.actor);
    if (!data) continue;
    const key = factionKey(data.faction, dispositionName(dispositionOf(combatant)));
    const group = groups.get(key) ?? { label: factionLabel(data.faction, dispositionOf(combatant), translate), combatants: [] };
    group.combatants.push({ combatant, data });
    groups.set(key, group);
  }
  return groups;
}

/** One card entry per faction that must check, with who rolls (their WIT) and who is exempt. */
export function factionsToCheck(combat: Combat.Implementation, translate: (key: string) => string): FactionsMoraleFaction[] {
  const entries: FactionsMoraleFaction[] = [];
  for (const [key, group] of byFaction(combat, translate)) {
    const members = group.combatants.map(({ combatant, data }) => memberOf(combatant, data));
    const call = moraleCall({ originalCount: members.length, members });
    if (call === null) continue;
    const exemptions = new Map(call.exempt.map((entry) => [entry.id, entry.why]));
    entries.push({
      key,
      label: group.label,
      trigger: call.trigger,
      rolled: false,
      members: group.combatants.map(({ combatant, data }) => ({
        combatantId: combatant.id ?? "",
        name: combatant.name ?? combatant.actor?.name ?? "",
        exempt: exemptions.get(combatant.id ?? "") ?? "none",
        roll: null,
        score: data.scores.wit,
        passed: null,
        fate: null,
      })),
    });
  }
  return entries;
}

/** Whether the combat has any factions creature in it (no card otherwise). */
export function hasFactionsCreatures(combat: Combat.Implementation): boolean {
  return combat.combatants.contents.some((combatant) => factionsCreatureOf(combatant.actor) !== null);
}
