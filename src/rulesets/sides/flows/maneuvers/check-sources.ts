/**
 * Which attribute and skill each maneuver's check uses, read from plain fighter facts. Pure.
 * NPCs have no attributes or skill list: they roll with their stat block's skill bonus.
 */
import type { CheckRoll } from "../../rules/combat/opposed-check";

/** A fighter as the maneuver checks see it. */
export type CheckFacts =
  | {
      kind: "character";
      mods: { str: number; dex: number };
      skills: { brawl: number; stab: number; shoot: number; exert: number };
    }
  | { kind: "npc"; skillBonus: number };

/** A check before its dice: the parts added to 2d6, and the label of what is rolled ("STR/Brawl"). */
export type CheckParts = Omit<CheckRoll, "roll"> & { attribute: "str" | "dex" | null; skill: string };

export type CheckKind = "grapple" | "shove" | "screen" | "executionShot";

function npcParts(skillBonus: number): CheckParts {
  return { attributeMod: 0, skillLevel: skillBonus, attribute: null, skill: "npc" };
}

/** The better of two choices by total bonus, the first on a tie. */
function better(a: CheckParts, b: CheckParts): CheckParts {
  return b.attributeMod + b.skillLevel > a.attributeMod + a.skillLevel ? b : a;
}

/**
 * Grappling: STR/Brawl. Shoving: STR with Brawl or Exert, whichever is better. Screening: STR or
 * DEX with the best combat skill. An execution shot: DEX/Shoot.
 */
export function checkParts(facts: CheckFacts, kind: CheckKind): CheckParts {
  if (facts.kind === "npc") return npcParts(facts.skillBonus);
  const { mods, skills } = facts;
  const part = (attribute: "str" | "dex", skill: keyof typeof skills): CheckParts => ({
    attributeMod: mods[attribute],
    skillLevel: skills[skill],
    attribute,
    skill,
  });
  switch (kind) {
    case "grapple":
      return part("str", "brawl");
    case "shove":
      return better(part("str", "brawl"), part("str", "exert"));
    case "executionShot":
      return part("dex", "shoot");
    case "screen": {
      const combat = (["brawl", "stab", "shoot"] as const).map((skill) => better(part("str", skill), part("dex", skill)));
      return combat.reduce(better);
    }
  }
}

/** The rolled check the rules take. */
export function withRoll(parts: CheckParts, roll: number): CheckRoll {
  return { roll, attributeMod: parts.attributeMod, skillLevel: parts.skillLevel };
}

/**
 * Grappling starts with an unarmed attack. A monster's stat-block melee attack is its natural
 * weapon (claws, jaws, fists): it counts as unarmed for grappling; a character needs a real one.
 */
export function grappleCategory(kind: "character" | "npc", category: "melee" | "ranged" | "unarmed"): "melee" | "ranged" | "unarmed" {
  return kind === "npc" && category === "melee" ? "unarmed" : category;
}

/** How many attackers a screener blocks per round: its highest combat skill (an NPC: its skill bonus). */
export function screenCapacity(facts: CheckFacts): number {
  if (facts.kind === "npc") return facts.skillBonus;
  return Math.max(facts.skills.brawl, facts.skills.stab, facts.skills.shoot);
}
