/**
 * The attack dialog as plain data: what it shows (derived facts, pre-selected cover and why) and
 * how its form answers become the rules' AttackSituation. Pure; the shell only opens the window.
 */
import { type AttackMode, type AttackSituation, type CoverLevel, type Visibility } from "../rules/combat/attack-plan";
import type { CoverResult } from "../rules/combat/cover";
import { attackModeAt } from "../rules/combat/attack-action";
import { signed } from "../../../core/format/signed";
import type { Translate } from "../../../core/rules-types";
import { ROUND_STATE_KEYS } from "./round-state/keys";
import { meleeReachFt, type TargetProfile, type WeaponAttribute, type WeaponProfile } from "../rules/combat/types";

const D = "FRAY.Sides.AttackFlow.Dialog";

/** What the player picks in the dialog; every field has a plain form value. */
export interface AttackChoices {
  mode: AttackMode;
  /** "" for the better attribute the weapon allows. */
  attribute: WeaponAttribute | "";
  cover: CoverLevel;
  visibility: Visibility;
  attackerProne: boolean;
  enemyInMelee: boolean;
  /** Item id of the other readied weapon when dual wielding, "" when not. */
  dualWieldId: string;
  /** Run-up of a charge in feet; 0 when not charging. */
  chargeFt: number;
  swarmAssailants: number;
  snap: boolean;
  /** Any other modifier the GM rules for this attack; 0 when none. */
  otherModifier: number;
}

export interface OtherWeapon {
  id: string;
  name: string;
  profile: WeaponProfile;
}

export interface DialogFacts {
  weapon: WeaponProfile;
  target: TargetProfile;
  targetName: string;
  distanceFt: number;
  cover: CoverResult | null;
  otherWeapons: OtherWeapon[];
  /** The attacker's STR and DEX modifiers, shown beside the attribute choice. */
  attributeMods: Record<WeaponAttribute, number>;
  /** The attacker's own status: prone if its token carries the prone status. */
  attackerProne: boolean;
  snap: boolean;
  /** Assailants of the attacker's declared swarm on this target this round (absent or 0: none). */
  swarmDeclared?: number;
}


/** The choices the dialog opens with: derived from the map where it can be. */
export function defaultChoices(facts: DialogFacts): AttackChoices {
  return {
    mode: attackModeAt(facts.weapon, facts.distanceFt),
    attribute: "",
    cover: facts.cover?.attackCover ?? "none",
    visibility: facts.cover && !facts.cover.lineOfSight ? "unseenKnown" : "seen",
    attackerProne: facts.attackerProne,
    enemyInMelee: false,
    dualWieldId: "",
    chargeFt: 0,
    swarmAssailants: facts.swarmDeclared ?? 0,
    snap: facts.snap,
    otherModifier: 0,
  };
}

const choiceMap = <K extends string>(ids: readonly K[], prefix: string): Record<K, string> =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<K, string>;

export function attackDialogView(facts: DialogFacts, choices: AttackChoices, t: Translate) {
  const range = facts.weapon.range;
  const hints: string[] = [];
  if (facts.target.prone) hints.push(t(`${D}.TargetProne`));
  if (facts.swarmDeclared) hints.push(t(ROUND_STATE_KEYS.swarmDeclared, { count: facts.swarmDeclared }));
  if (range && facts.distanceFt > range.normal && facts.distanceFt > 5) hints.push(t(`${D}.BeyondNormal`, { normal: range.normal }));
  const attributes = facts.weapon.attributes.length > 1
    ? {
        "": t(`${D}.AttributeBetter`),
        ...Object.fromEntries(
          facts.weapon.attributes.map((a) => [a, `${t(`FRAY.Sides.Attribute.${a}.long`)} (${signed(facts.attributeMods[a])})`]),
        ),
      }
    : null;
  const dualWield = facts.otherWeapons.length > 0
    ? { "": t(`${D}.DualWieldNone`), ...Object.fromEntries(facts.otherWeapons.map((w) => [w.id, w.name])) }
    : null;
  return {
    choices,
    targetName: facts.targetName,
    distance: t(`${D}.DistanceFt`, { distance: facts.distanceFt }),
    hints,
    coverExplanation: facts.cover ? t(facts.cover.explanation.key, facts.cover.explanation.data) : "",
    modes: choiceMap(["melee", "ranged"] as const, `${D}.ModeChoice`),
    covers: choiceMap(["none", "half", "full"] as const, `${D}.CoverChoice`),
    visibilities: choiceMap(["seen", "unseenKnown", "unseenUnknown"] as const, `${D}.VisibilityChoice`),
    attributes,
    dualWield,
    chargeHint: t(`${D}.ChargeHint`, { distance: chargeRunUp(facts) }),
  };
}

const pick = <K extends string>(value: unknown, allowed: readonly K[], fallback: K): K =>
  allowed.includes(value as K) ? (value as K) : fallback;

function wholeNumber(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

function integer(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) ? n : 0;
}

/** The run-up a charge from here would take: to the edge of the weapon's melee reach. */
export function chargeRunUp(facts: Pick<DialogFacts, "distanceFt" | "weapon">): number {
  return Math.max(0, facts.distanceFt - meleeReachFt(facts.weapon));
}

/** Reads the submitted form back, falling back to the defaults for anything missing or foreign. */
export function choicesFromForm(raw: Record<string, unknown>, defaults: AttackChoices): AttackChoices {
  const swarm = wholeNumber(raw.swarmAssailants);
  return {
    mode: pick(raw.mode, ["melee", "ranged"] as const, defaults.mode),
    attribute: pick(raw.attribute, ["", "str", "dex"] as const, defaults.attribute),
    cover: pick(raw.cover, ["none", "half", "full"] as const, defaults.cover),
    visibility: pick(raw.visibility, ["seen", "unseenKnown", "unseenUnknown"] as const, defaults.visibility),
    attackerProne: raw.attackerProne === true,
    enemyInMelee: raw.enemyInMelee === true,
    dualWieldId: typeof raw.dualWieldId === "string" ? raw.dualWieldId : "",
    chargeFt: wholeNumber(raw.chargeFt),
    swarmAssailants: swarm,
    snap: raw.snap === true,
    otherModifier: integer(raw.otherModifier),
  };
}

/** The rules' situation for these choices. */
export function situationFromChoices(
  choices: AttackChoices,
  facts: Pick<DialogFacts, "distanceFt" | "otherWeapons">,
  movementFt: number,
): AttackSituation {
  const other = facts.otherWeapons.find((w) => w.id === choices.dualWieldId);
  return {
    mode: choices.mode,
    distanceFt: facts.distanceFt,
    ...(choices.attribute === "" ? {} : { attribute: choices.attribute }),
    attackerProne: choices.attackerProne,
    enemyInMelee: choices.enemyInMelee,
    cover: choices.cover,
    visibility: choices.visibility,
    dualWield: other ? { otherWeapon: other.profile } : null,
    charge: choices.chargeFt > 0 ? { distanceFt: choices.chargeFt, movementFt } : null,
    snap: choices.snap,
    swarmAssailants: choices.swarmAssailants,
    inGrapple: false,
    extra: choices.otherModifier === 0 ? [] : [{ key: `${D}.OtherModifier`, value: choices.otherModifier }],
  };
}

/** How the card explains the cover used: as found on the map, or as chosen over it. */
export function coverNote(choices: AttackChoices, cover: CoverResult | null, t: Translate): string {
  if (cover && cover.attackCover === choices.cover) {
    return t(`${D}.CoverFromMap`, { explanation: t(cover.explanation.key, cover.explanation.data) });
  }
  return t(`${D}.CoverChosen`, { cover: t(`${D}.CoverChoice.${choices.cover}`) });
}
