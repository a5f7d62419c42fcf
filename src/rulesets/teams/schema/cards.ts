/**
 * The record a `teamsAttack` chat card keeps in its `system` data: what the GM read when it accepted
 * the attack (the plan: every number the attack was measured with), the faces it rolled, who is who,
 * and a log of everything done from the card since (reactions, the damage applied, fortify and the
 * death test), each with what it changed, so Undo restores exactly that. The card is rendered from it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { teamsBudgetSpec } from "../rules/actions/turn-budget";

/** Version 1 is the first typed card. */
export const TEAMS_CARD_VERSION = 1;

const whole = () => spec.integer(0);
const count = () => spec.integer(0, { min: 0 });
const flag = () => spec.boolean(false);
const pool = () => spec.object({ value: count(), max: count() });
const modifier = () => spec.object({ key: spec.text("", false), value: whole(), data: spec.optional(spec.values()) });

/** TargetNumbers of rules/combat/attack-plan.ts; `id` is the token's UUID. */
const targetNumbers = () =>
  spec.object({
    // Text like the person's token: a new, empty record validates; a card the GM posts always names them.
    id: spec.text(),
    evasion: whole(),
    reduction: whole(),
    modifiers: spec.array(modifier()),
    vitals: spec.object({ endurance: pool(), health: pool() }),
    constitution: whole(),
  });

/** AttackPlan of rules/combat/attack-plan.ts. */
const plan = () =>
  spec.object({
    testFormula: spec.text(),
    setFormula: spec.text(),
    diceSets: spec.integer(1, { min: 1 }),
    advantage: whole(),
    advantageSources: spec.array(modifier()),
    proficiency: whole(),
    earlierAttacks: count(),
    bonus: whole(),
    modifiers: spec.array(modifier()),
    luckFormula: spec.text("1d20", false),
    luckModifier: whole(),
    weapon: spec.object({
      damage: whole(),
      criticalDamage: whole(),
      criticalThreshold: whole(),
      damageCategory: spec.choice(["physical", "elemental", "typeless"], "physical"),
      nonlethal: flag(),
      thrownOrProjectile: flag(),
    }),
    target: targetNumbers(),
    strayCandidates: spec.array(targetNumbers()),
    actions: count(),
  });

/** AttackRolls of rules/combat/attack-outcome.ts: the faces the GM's Foundry rolls showed. */
const rolls = () =>
  spec.object({
    sets: spec.array(spec.object({ attribute: whole(), combatSkill: whole() })),
    luckFace: whole(),
    strayFace: spec.optionalInteger(null),
  });

/** Someone the card names: by token (an unlinked token's own actor fights) and actor. */
const person = () => spec.object({ tokenUuid: spec.text(), actorUuid: spec.text(), name: spec.text() });

export const CARD_STEP_KINDS = ["intercept", "dodge", "parry", "block", "apply", "fortify", "fall", "deathTest"] as const;
export const CONSEQUENCES = ["none", "fortifyOrFall", "unconscious"] as const;

/** What a step found on the actor it changed, to put back on Undo. */
const before = () =>
  spec.object({
    endurance: count(),
    health: count(),
    stamina: count(),
    unconscious: flag(),
    dead: flag(),
    deathsCheated: count(),
  });

const step = () =>
  spec.object({
    kind: spec.choice(CARD_STEP_KINDS, "apply"),
    byUserId: spec.text(),
    tokenUuid: spec.text("", false),
    before: before(),
    /** Items whose durability the step wore down, with what they had lost before. */
    items: spec.array(spec.object({ id: spec.text("", false), lost: count() })),
    /** The combatant whose budget the step spent ("" outside a fight) and that budget before. */
    combatantId: spec.text(),
    budget: spec.nullable(teamsBudgetSpec),
    /** Block or Parry: the item, its block value or parry bonus, its durability when it blocked. */
    itemName: spec.text(),
    value: whole(),
    durability: whole(),
    /** Dodge, Fortify, the death test: the total and what it had to meet. */
    test: spec.nullable(spec.object({ total: whole(), difficulty: whole(), success: flag() })),
    /** The damage applied: what losing health asked next. */
    consequence: spec.choice(CONSEQUENCES, "none"),
    difficulty: whole(),
    risksDeath: flag(),
    /** Intercept: the interceptor's numbers the same rolls now meet, and where both tokens stood before the swap. */
    target: spec.nullable(targetNumbers()),
    moves: spec.array(spec.object({ tokenUuid: spec.text(), x: spec.number(0), y: spec.number(0) })),
  });

export const attackCardSchema = spec.object({
  schemaVersion: spec.integer(TEAMS_CARD_VERSION, { min: 1 }),
  attacker: person(),
  weaponName: spec.text(),
  /** The intended target and every stray candidate. */
  people: spec.array(person()),
  plan: plan(),
  rolls: rolls(),
  /** A killing strike on an unconscious target: its test met the constitution, or it stands as a sneak attack. */
  killingStrike: flag(),
  log: spec.array(step()),
});

export type TeamsAttackRecord = Infer<typeof attackCardSchema>;
export type TeamsCardStep = TeamsAttackRecord["log"][number];

export const teamsAttackCard: DocumentTypeSpec<typeof attackCardSchema.fields> = {
  schema: attackCardSchema,
  version: TEAMS_CARD_VERSION,
  migrations: [],
};
