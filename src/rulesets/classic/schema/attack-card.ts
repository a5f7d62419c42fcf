/**
 * The facts a `classicAttack` chat card keeps in its `system` data: who struck whom with what and how
 * (which attack of the round, the mode, the stance, two hands, a request for non-lethal damage), the
 * GM's rolls and every line behind them (the attack, the AC it met, a shot into a grapple, the
 * confirmation of a threat), what they came to, and what the card's steps did since (the damage
 * roll, the harm applied with what the target was before, the action given back by Undo).
 * The card is drawn from this record alone; only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { CLASSIC_ATTACK_MODES } from "../rules/attack/attack-modes";
import { MAX_ATTACKS } from "../rules/character/base-attack";
import { classicFirstVersion, schemaVersion } from "./common";

/** Someone the card names: by token (an unlinked token's own actor fights) and actor. */
const creature = () => spec.object({ actorUuid: spec.text(), tokenUuid: spec.text(), name: spec.text() });
/** One itemised line (a rules Modifier): its i18n key, signed value and the key's placeholders. */
const lines = () => spec.array(spec.object({ key: spec.text("", false), value: spec.integer(0), data: spec.values() }));
const roll = () => spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), total: spec.integer(0) });

export const CLASSIC_ATTACK_RESULTS = ["miss", "hit", "critical", "notConfirmed"] as const;
export const FIGHTING_STANCES = ["normal", "reckless", "defensive"] as const;
/** What the attack spent from the attacker's round: nothing (out of a fight, or forced), an attack action, or an attack of opportunity. */
export const ATTACK_SPENDS = ["none", "attack", "opportunity"] as const;

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  attacker: creature(),
  /** Who the attack was resolved against (the other grappler when a shot into a grapple went astray). */
  target: creature(),
  /** The weapon (or shield) item's id on the attacker, and its name when the attack was made. */
  weaponId: spec.text(),
  weaponName: spec.text(),
  mode: spec.choice(CLASSIC_ATTACK_MODES, "melee"),
  /** Which attack of the round: 0 for the first, up to the fourth. */
  iterative: spec.integer(0, { min: 0, max: MAX_ATTACKS - 1 }),
  opportunity: spec.boolean(false),
  stance: spec.choice(FIGHTING_STANCES, "normal"),
  twoHanded: spec.boolean(false),
  /** The attacker asked to deal non-lethal damage: the GM chooses when applying. */
  nonLethal: spec.boolean(false),
  formula: spec.text(),
  attackLines: lines(),
  /** The AC the attack met, and the lines that made it: its parts against this attack, then this round's. */
  armourClass: spec.integer(10),
  acLines: lines(),
  /** A shot into a grapple: the d% and whom it struck; `intended` names the creature aimed at. */
  grappleShot: spec.nullable(spec.object({ percentile: spec.integer(1, { min: 1, max: 100 }), struck: spec.choice(["intended", "other"], "intended"), intended: creature() })),
  attack: roll(),
  /** The second roll of a critical threat; null when there was none to confirm. */
  confirmation: spec.nullable(roll()),
  result: spec.choice(CLASSIC_ATTACK_RESULTS, "miss"),
  /** The damage formula of a hit (the critical one on a confirmed critical), its flat lines and what a critical multiplied them by (1: none); null on a miss. */
  damage: spec.nullable(spec.object({ formula: spec.text(), lines: lines(), multiplier: spec.integer(1, { min: 1, max: 4 }) })),
  /** The damage dealt (the roll, at least 1); null until rolled. */
  damageRolled: spec.optionalInteger(null, { min: 0 }),
  /** The harm applied: lethal or not, what it did (lines from the dying flow), and the target as it was (for Undo). */
  applied: spec.nullable(spec.object({ nonLethal: spec.boolean(false), lines: spec.array(spec.object({ key: spec.text("", false), data: spec.values() })), before: spec.json() })),
  spent: spec.choice(ATTACK_SPENDS, "none"),
  /** The combat and combatant the action was spent in, to give it back. */
  combatId: spec.text(),
  combatantId: spec.text(),
  /** Undone by the GM: the target put back, the action given back. */
  undone: spec.boolean(false),
});

export type ClassicAttackRecord = Infer<typeof attackCardSchema>;
export type ClassicAttackResult = (typeof CLASSIC_ATTACK_RESULTS)[number];

export const classicAttackCard = classicFirstVersion(attackCardSchema);
