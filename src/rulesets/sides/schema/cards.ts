/**
 * The records `sides` chat cards keep in their `system` data (ChatMessage sub-types `sidesAttack`,
 * `sidesManeuver` and `sidesOpportunity`). Before cards were typed, the same records sat in
 * `flags.fray.attack` and `flags.fray.maneuver` with `version: 1`, and in `flags.fray.opportunity`
 * (no version); the migrations below read those shapes.
 */
import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import type { Migration } from "../../../core/schema/migrate";
import { WEAPON_CATEGORIES, WEAPON_SKILLS } from "./items";
import { SIDES_ACTIONS } from "../rules/combat/action-table";

/** Version 1 was the flag shape (`version: 1`); version 2 is the first typed card. */
export const SIDES_CARD_VERSION = 2;

const schemaVersion = () => spec.integer(SIDES_CARD_VERSION, { min: 1 });
const uuid = () => spec.text("", false);
const whole = () => spec.integer(0);
const flag = () => spec.boolean(false);

/** A localised line: an i18n key and its placeholders. */
const reason = () => spec.object({ key: spec.text("", false), data: spec.optional(spec.values()) });
const modifier = () => spec.object({ key: spec.text("", false), value: whole(), data: spec.optional(spec.values()) });

const ATTRIBUTES = ["str", "dex"] as const;

const weapon = () =>
  spec.object({
    damage: spec.text("1d6", false),
    attributes: spec.array(spec.choice(ATTRIBUTES, "str")),
    skill: spec.choice(WEAPON_SKILLS, "stab"),
    shock: spec.nullable(spec.object({ points: spec.integer(0, { min: 0 }), ac: spec.optionalInteger(null) })),
    range: spec.nullable(spec.object({ normal: spec.number(0, { min: 0 }), long: spec.number(0, { min: 0 }) })),
    twoHanded: flag(),
    thrown: flag(),
    category: spec.choice(WEAPON_CATEGORIES, "melee"),
    long: flag(),
    magicBonus: whole(),
    nonLethal: flag(),
    launcher: spec.nullable(spec.choice(["bow", "crossbow"], "bow")),
  });

const attacker = () =>
  spec.object({
    kind: spec.choice(["character", "npc"], "character"),
    attackBonus: whole(),
    attributeMods: spec.object({ str: whole(), dex: whole() }),
    skills: spec.object({ brawl: whole(), stab: whole(), shoot: whole(), exert: whole() }),
    snapTrained: flag(),
  });

const target = () =>
  spec.object({
    ac: whole(),
    prone: flag(),
    hasShield: flag(),
    shieldUsedThisRound: flag(),
    totalDefense: flag(),
    shockImmune: flag(),
    chargedThisRound: flag(),
  });

const situation = () =>
  spec.object({
    mode: spec.choice(["melee", "ranged"], "melee"),
    distanceFt: spec.number(0, { min: 0 }),
    attribute: spec.optional(spec.choice(ATTRIBUTES, "str")),
    skill: spec.optional(spec.choice(WEAPON_SKILLS, "stab")),
    attackerProne: flag(),
    enemyInMelee: flag(),
    cover: spec.choice(["none", "half", "full"], "none"),
    visibility: spec.choice(["seen", "unseenKnown", "unseenUnknown"], "seen"),
    dualWield: spec.nullable(spec.object({ otherWeapon: weapon() })),
    charge: spec.nullable(spec.object({ distanceFt: spec.number(0, { min: 0 }), movementFt: spec.number(0, { min: 0 }) })),
    snap: flag(),
    swarmAssailants: spec.integer(0, { min: 0 }),
    inGrapple: flag(),
    extra: spec.array(modifier()),
  });

export const DAMAGE_MODES = ["full", "half", "shock"] as const;

const appliedDamage = () =>
  spec.object({
    mode: spec.choice(DAMAGE_MODES, "full"),
    amount: whole(),
    hpBefore: whole(),
    hpAfter: whole(),
    statusesAdded: spec.array(spec.text("", false)),
    byUserId: spec.text("", false),
  });

export const MANEUVER_ATTEMPTS = ["shove", "grapple"] as const;
export const MANEUVER_CARD_KINDS = [...MANEUVER_ATTEMPTS, "breakFree", "grappleMove", "execution", "grappleDamage", "screen", "screenCheck"] as const;
export const SIZE_CLASSES = ["manSized", "largerHumanoid", "barelyPlausible", "implausible"] as const;

/** A shove or grapple the attack opens, and the opposed-check card once the GM rolled it. */
const maneuverAttempt = () =>
  spec.object({
    kind: spec.choice(MANEUVER_ATTEMPTS, "shove"),
    size: spec.choice(SIZE_CLASSES, "manSized"),
    effect: spec.choice(["push", "prone"], "prone"),
    checkMessageId: spec.nullable(uuid()),
  });

/** The Screen step, once rolled: whether the attack went to a screener. */
const screenStep = () => spec.object({ redirected: flag(), screenerName: spec.text(), checkMessageId: spec.nullable(uuid()) });

export const attackCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  // Text like the target's: a new, empty record validates; a card the GM posts always names both.
  attackerActorUuid: spec.text(""),
  attackerTokenUuid: spec.nullable(uuid()),
  targetActorUuid: spec.text(""),
  targetTokenUuid: spec.nullable(uuid()),
  attackerName: spec.text(),
  targetName: spec.text(),
  weaponName: spec.text(),
  attacker: attacker(),
  weapon: weapon(),
  target: target(),
  situation: situation(),
  coverNote: spec.text(),
  reactions: spec.object({ totalDefense: flag(), snapInterrupted: flag() }),
  applied: spec.array(appliedDamage()),
  maneuverAttempt: spec.nullable(maneuverAttempt()),
  screen: spec.nullable(screenStep()),
});

const check = () =>
  spec.object({
    name: spec.text(),
    what: reason(),
    die: whole(),
    modifiers: spec.array(modifier()),
    total: whole(),
    against: spec.optionalInteger(null),
    won: spec.nullable(spec.boolean()),
  });

export const maneuverCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  kind: spec.choice(MANEUVER_CARD_KINDS, "shove"),
  actorName: spec.text(),
  targetName: spec.text(),
  checks: spec.array(check()),
  outcomes: spec.array(reason()),
  hold: spec.nullable(spec.object({ grapplerId: uuid(), defenderId: uuid(), size: spec.choice(SIZE_CLASSES, "manSized") })),
});

/** One foe an Attack of Opportunity card offers a strike to, and what its button strikes with. */
const opportunityFoe = () =>
  spec.object({
    tokenUuid: spec.text("", false),
    name: spec.text(),
    img: spec.text(),
    /** The readied melee weapon a character strikes with, or "" for a monster's attack line. */
    itemId: spec.text(),
    attackIndex: spec.optionalInteger(null, { min: 0 }),
  });

export const opportunityCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  moverUuid: spec.text(""),
  moverName: spec.text(),
  /** The provoking action; null on a card from before cards were typed, which did not record it. */
  action: spec.nullable(spec.choice(SIDES_ACTIONS.map((definition) => definition.id), "run")),
  foes: spec.array(opportunityFoe()),
  /** Token UUIDs of the foes who have struck on this card (each strikes once). */
  struck: spec.array(spec.text("", false)),
});

/**
 * From the flag shape (`version: 1`, which no typed card has): `schemaVersion` replaces it (the runner
 * sets it). Foundry migrates partial updates too, so data without `version` is left alone.
 */
const maneuverFromFlags: Migration = {
  to: 2,
  up(source) {
    if ("version" in source) delete source.version;
  },
};

/** The attack card's maneuver attempt and screen step were flags of their own; a card that had neither has null. */
const attackFromFlags: Migration = {
  to: 2,
  up(source) {
    if (!("version" in source)) return;
    delete source.version;
    source.maneuverAttempt ??= null;
    source.screen ??= null;
  },
};

/** A foe the old flag named by token alone, with nothing else known of it. */
export function unnamedFoe(tokenUuid: string) {
  return { tokenUuid, name: "", img: "", itemId: "", attackIndex: null };
}

/**
 * The AoO card's flag (`{ moverUuid, foeUuids, struck }`, never versioned) named its foes only by token;
 * the card's reader (aoo-card-type.ts) names those still on the scene, any other becomes a row with no name.
 */
const opportunityFromFlags: Migration = {
  to: 2,
  up(source) {
    if (!("foeUuids" in source)) return;
    const uuids: unknown[] = Array.isArray(source.foeUuids) ? source.foeUuids : [];
    source.foes ??= uuids.map((tokenUuid) => unnamedFoe(String(tokenUuid)));
    delete source.foeUuids;
    source.moverName ??= "";
    source.action ??= null;
  },
};

export const sidesAttackCard: DocumentTypeSpec<typeof attackCardSchema.fields> = {
  schema: attackCardSchema,
  version: SIDES_CARD_VERSION,
  migrations: [attackFromFlags],
};

export const sidesManeuverCard: DocumentTypeSpec<typeof maneuverCardSchema.fields> = {
  schema: maneuverCardSchema,
  version: SIDES_CARD_VERSION,
  migrations: [maneuverFromFlags],
};

export const sidesOpportunityCard: DocumentTypeSpec<typeof opportunityCardSchema.fields> = {
  schema: opportunityCardSchema,
  version: SIDES_CARD_VERSION,
  migrations: [opportunityFromFlags],
};
