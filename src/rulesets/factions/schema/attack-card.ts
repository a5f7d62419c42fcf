/**
 * The facts a `factionsAttack` chat card keeps in its `system` data: who attacked whom with what (no
 * weapon: unarmed), how (melee, ranged, indirect), the WIT save to hit when one was needed and why,
 * whether it hit, a final blow, the damage formula and why it is impaired, the protection the target
 * had, the damage rolled and what came off health, and what the hit changed (for Undo). Only the GM
 * writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { attackParties, modifierLines } from "../../../core/schema/card-fields";
import { ATTACK_KINDS } from "./items";
import { ITEM_CONDITIONS } from "../rules/character/item-condition";
import { factionsFirstVersion, schemaVersion } from "./common";
import { stuntCardFields } from "./stunt-fields";
import { nonLethalCardFields } from "./non-lethal-fields";
import { heavyBlowFields } from "./heavy-blow-fields";
import { poisonHitFields } from "./poison-hit-fields";
import { redirectCardFields } from "./redirect-fields";
import { revealCardFields } from "./reveal-fields";
import { holdUndoFields } from "./hold-undo-fields";

const reasons = () => spec.array(spec.object({ key: spec.text("", false), data: spec.values() }));
/** A d20 save as rolled: the die, the score and what the world's save rule made of it. */
const save = () => spec.nullable(spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), score: spec.integer(0), passed: spec.boolean(false), reason: spec.object({ key: spec.text("", false), data: spec.values() }) }));
/** Someone's health and whether it was down, before a hit. */
const standing = () => spec.object({ health: spec.integer(0, { min: 0 }), incapacitated: spec.boolean(false), dead: spec.boolean(false) });

export const CARD_REACTIONS = ["dodge", "counter"] as const;
export const REACTION_STATES = ["none", "offered", "declined", "dodge", "counter"] as const;

export const EFFECTIVE_PROTECTIONS = ["none", "cover", "blocked"] as const;

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  ...attackParties(),
  kind: spec.choice(ATTACK_KINDS, "melee"),
  /** Why a WIT save was needed to hit; empty: it hit automatically. */
  witSaveBecause: reasons(),
  /** The attacker's WIT save to hit: the d20, the score and what the world's save rule made of it. */
  witSave: save(),
  hit: spec.boolean(false),
  /** A final blow on an incapacitated target: it kills, no damage is rolled. */
  finalBlow: spec.boolean(false),
  formula: spec.text(),
  impairedBy: reasons(),
  protection: spec.choice(EFFECTIVE_PROTECTIONS, "none"),
  penetratesCover: spec.boolean(false),
  /** The reactions offered to the target (after the WIT save, before damage); empty: none. */
  reactions: spec.array(spec.choice(CARD_REACTIONS, "dodge")),
  /** What the target did: nothing offered, still to choose, no reaction, or the one it took. */
  reaction: spec.choice(REACTION_STATES, "none"),
  /** The dodge's AGI save. */
  dodgeSave: save(),
  /** A counter's blow back at the attacker: the target's formula, its roll and what it did (lines); whether it landed. */
  counter: spec.nullable(spec.object({ formula: spec.text(), rolled: spec.integer(0, { min: 0 }), lines: modifierLines(), lands: spec.boolean(false), hitLands: spec.boolean(true), outcome: spec.text() })),
  /** The damage rolled; null until rolled. */
  damageRolled: spec.optionalInteger(null, { min: 0 }),
  /** The rolled damage, what armour and cover stopped, and what came off health. */
  lines: modifierLines(),
  /** The weapon broke on a 1 on its damage die. */
  weaponBroke: spec.boolean(false),
  /** What the hit changed, as it stood before: Undo puts it back. */
  applied: spec.nullable(
    spec.object({
      ...standing().fields,
      /** The attacker as it stood, when a counter struck it. */
      attacker: spec.nullable(standing()),
      weaponCondition: spec.choice(ITEM_CONDITIONS, "intact"),
      weaponUsed: spec.boolean(false),
      /** Heavy blows (flows/gear): the target's protection before the hit, and what the blow broke. */
      ...heavyBlowFields(),
      /** Poison (flows/poison): the coat and the target's poison before the hit, and its STR save against the dose. */
      ...poisonHitFields(),
    }),
  ),
  /** Hide behind, guard and opportunity attacks (flows/card/redirect-fields.ts). */
  ...redirectCardFields(),
  /** The main action was spent in this fight's combatant (blank ids: nothing was spent). */
  combatId: spec.text(),
  combatantId: spec.text(),
  undone: spec.boolean(false),
  /** Attack stunts (flows/card/stunt-*.ts) and non-lethal attacks (flows/non-lethal/**). */
  ...stuntCardFields(),
  ...nonLethalCardFields(),
  /** Sneaking (flows/sneaking/attack-reveal.ts): the attack gave the concealed attacker away. */
  ...revealCardFields(),
  /** The hold's Shove, Break free and Let go, for Undo (flows/non-lethal/holds-undo.ts). */
  ...holdUndoFields(),
});

export type FactionsAttackRecord = Infer<typeof attackCardSchema>;

export const factionsAttackCard = factionsFirstVersion(attackCardSchema);
