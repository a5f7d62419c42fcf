/**
 * A factions blast fight on the Foundry double: the attack fight's world (../attack/fight.ts) with the
 * blast flow registered and three rooms drawn. Greta (p1) carries a fire pot (a ranged blast, 1d6, range 2)
 * and a spinning flail (a melee blast, 1d6); Sybilla (p2) stands by her in the yard; the bandit (mail
 * shirt, armour 1) and the brute stand in the hall next door; the cellar lies beyond.
 */
import { channel, double, factionsFight, registerCardSteps, resetDoubles } from "../attack/fight";
import { cardFlow } from "../../../../support/card-flow";
import { drawRegions, place, sceneOf, THREE_ROOMS, type RegionSeed } from "../zones/zones-fight";

type Plain = Record<string, any>;
const { registerFactionsBlastHandler } = await import("../../../../../src/rulesets/factions/flows/blast/gm-blast");
const { FACTIONS_BLAST_CARD } = await import("../../../../../src/rulesets/factions/flows/blast/card-type");
const { FACTIONS_BLAST_STEPS } = await import("../../../../../src/rulesets/factions/flows/blast/steps");
export const { BLAST_COMMANDS, BLAST_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/blast/keys");
registerFactionsBlastHandler();
registerCardSteps(FACTIONS_BLAST_CARD, FACTIONS_BLAST_STEPS);
export const { cards: blastCards, lastCard: lastBlast, askAs: askBlastAs, step: blastStep } = cardFlow(double, channel, "factionsBlast");

export function blastFight(rooms: RegionSeed[] = THREE_ROOMS): { combat: Plain; creatures: Record<string, Plain> } {
  resetDoubles();
  const fight = factionsFight([
    {
      id: "greta",
      name: "Greta",
      owners: ["p1"],
      fields: { scores: { str: 10, agi: 10, wit: 12 }, health: { value: 8, max: 8 } },
      items: [
        { id: "firepot", name: "Fire pot", kind: "weapon", fields: { damage: "1d6", attackKind: "ranged", range: 2, blast: true } },
        { id: "flail", name: "Spinning flail", kind: "weapon", fields: { damage: "1d6", attackKind: "melee", blast: true, equipped: true } },
        { id: "knife", name: "Knife", kind: "weapon", fields: { damage: "1d4" } },
      ],
    },
    { id: "sybilla", name: "Sybilla", owners: ["p2"], fields: { scores: { str: 10, agi: 10, wit: 10 }, health: { value: 7, max: 7 } } },
    {
      id: "bandit",
      name: "Bandit",
      owners: [],
      monster: true,
      fields: { scores: { str: 10, agi: 12, wit: 10 }, health: { value: 6, max: 6 } },
      items: [{ id: "mail", name: "Mail shirt", kind: "armour", fields: { worn: true, armourValue: 1 } }],
    },
    { id: "brute", name: "Brute", owners: [], monster: true, fields: { scores: { str: 14, agi: 8, wit: 8 }, health: { value: 8, max: 8 } } },
  ]);
  drawRegions(sceneOf(fight.creatures), rooms);
  place(fight.creatures, "greta", 0, 0);
  place(fight.creatures, "sybilla", 100, 100);
  place(fight.creatures, "bandit", 400, 0);
  place(fight.creatures, "brute", 400, 100);
  return fight;
}

/** `userId` sets off Greta's blast with these dice. */
export const blastAs = (userId: string, weaponId: string, aim: Plain, dice: number[]) =>
  askBlastAs(userId, BLAST_COMMANDS.blast, { attackerTokenUuid: "Scene.s.Token.greta", weaponId, visible: true, ...aim }, dice);
