/**
 * The monsters that must check morale at the end of a round, read from the combat on the GM's client:
 * each combatant's side (its token's disposition) and whether it still fights, this round's notes (the
 * biggest hit, Intimidation), and each monster's Insight and HD. The rules decide who checks and how.
 */
import { effectiveModifier } from "../../rules/creature/attributes";
import { readAttribute } from "../../rules/creature/read-attributes";
import { moraleCheck } from "../../rules/morale/morale-check";
import { sideCounts, sideOfDisposition, stillFighting, type SideMember } from "../../rules/morale/morale-sides";
import { biggestWound, intimidationAgainst, type RoundNotes } from "../../rules/morale/round-notes";
import type { DeclaredMoraleMonster } from "../../schema/morale-card";
import { creatureDataOf, isDeclaredMonster, woundStateOf } from "../round/creature";

function dispositionOf(combatant: Combatant.Implementation): number {
  const disposition: unknown = combatant.token?.disposition;
  return typeof disposition === "number" ? disposition : 0;
}

function memberOf(combatant: Combatant.Implementation): SideMember {
  const data = creatureDataOf(combatant.actor);
  const fighting = data ? stillFighting(woundStateOf(data), combatant.defeated) : !combatant.defeated;
  return { id: combatant.id ?? "", side: sideOfDisposition(dispositionOf(combatant)), fighting };
}

/** The combat's monsters still fighting (declaredMonster actors). */
export function fightingMonsters(combat: Combat.Implementation): Combatant.Implementation[] {
  return combat.combatants.contents.filter((combatant) => isDeclaredMonster(combatant.actor) && memberOf(combatant).fighting);
}

/** One card entry per monster that must check, with its reasons, dice, lines and TN. */
export function monstersToCheck(combat: Combat.Implementation, notes: RoundNotes): DeclaredMoraleMonster[] {
  const members = combat.combatants.contents.map(memberOf);
  const entries: DeclaredMoraleMonster[] = [];
  for (const combatant of fightingMonsters(combat)) {
    const data = creatureDataOf(combatant.actor);
    const id = combatant.id ?? "";
    if (!data) continue;
    const check = moraleCheck({
      maxWoundPoints: data.health.max,
      biggestWound: biggestWound(notes, id),
      ...sideCounts(id, members),
      intimidation: intimidationAgainst(notes, id),
      insightModifier: effectiveModifier(readAttribute(data, "insight")),
      hitDice: data.hitDice,
    });
    if (check.triggers.length === 0) continue;
    entries.push({
      combatantId: id,
      actorUuid: combatant.actor?.uuid ?? "",
      name: combatant.name ?? combatant.actor?.name ?? "",
      triggers: check.triggers,
      formula: check.formula,
      lines: check.lines,
      tn: check.tn,
      tnLines: check.tnLines,
      opposed: check.opposed,
      total: null,
      obvious: false,
      holds: null,
      fate: null,
    });
  }
  return entries;
}
