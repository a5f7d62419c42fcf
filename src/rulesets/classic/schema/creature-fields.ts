/**
 * What every `classic` creature is rated in, character or monster: the numbers `ClassicCreatureStats`
 * (rules/character/derived.ts) and the attack, action and dying rules read. Hit points sit at `health`,
 * where every Fray actor keeps them for token bars; they stop at 0, where the dying state takes over.
 * Worn armour and held shields give the armour and shield parts of AC; the other parts are stored here.
 */
import { spec } from "../../../core/schema/spec";
import { CLASSIC_ABILITIES, type ClassicAbility } from "../rules/character/abilities";
import { CLASSIC_SIZES } from "../rules/character/size";
import { dyingSchema } from "../rules/dying/dying-state";
import { classicBonus, schemaVersion } from "./common";
import { trainingFields } from "./training";

/** Scores run 1–50: room for a dragon's Strength. */
export const CLASSIC_SCORE_MAX = 50;
/** Room for the largest stat block's hit points. */
export const CLASSIC_HP_MAX = 9999;
/** The most Hit Dice (and base attack, and base save) a stat block reaches. */
export const CLASSIC_HIT_DICE_MAX = 60;

const abilities = () =>
  spec.object(Object.fromEntries(CLASSIC_ABILITIES.map((id) => [id, spec.object({ score: spec.integer(10, { min: 1, max: CLASSIC_SCORE_MAX }) })])) as {
    [K in ClassicAbility]: ReturnType<typeof spec.object<{ score: ReturnType<typeof spec.integer> }>>;
  });

/** The AC parts no item gives (AC_PARTS): natural armour and the named bonuses; armour and shield come from items. */
export const STORED_AC_PARTS = ["natural", "deflection", "dodge", "insight", "luck", "parry"] as const;

const acParts = () =>
  spec.object({
    natural: spec.integer(0, { min: 0, max: 30 }),
    deflection: classicBonus(),
    dodge: classicBonus(),
    insight: classicBonus(),
    luck: classicBonus(),
    parry: classicBonus(),
  });

export const creatureFields = (trainedInEverything: boolean) => ({
  schemaVersion: schemaVersion(),
  abilities: abilities(),
  /** A new creature starts at 10 hit points, unhurt. */
  health: spec.object({ value: spec.integer(10, { min: 0, max: CLASSIC_HP_MAX }), max: spec.integer(10, { min: 1, max: CLASSIC_HP_MAX }) }),
  /** Counted up from 0; at the current hit points the creature falls unconscious. */
  nonLethal: spec.integer(0, { min: 0, max: CLASSIC_HP_MAX }),
  hitDice: spec.integer(1, { min: 1, max: CLASSIC_HIT_DICE_MAX }),
  baseAttackBonus: spec.integer(0, { min: 0, max: CLASSIC_HIT_DICE_MAX }),
  ac: acParts(),
  /** What feats and traits add to the DEX modifier. */
  initiative: spec.object({ misc: classicBonus() }),
  fortitudeBase: spec.integer(0, { min: 0, max: CLASSIC_HIT_DICE_MAX }),
  size: spec.choice(CLASSIC_SIZES, "medium"),
  /** Feet of natural reach: 5 for Small and Medium. */
  reach: spec.integer(5, { min: 0, max: 100 }),
  /** Feet moved with one move action (a charge runs at most twice this). */
  speed: spec.integer(30, { min: 0, max: 500 }),
  training: trainingFields(trainedInEverything),
  skills: spec.object({ escapeArtist: spec.integer(0, { min: -10, max: 60 }) }),
  /** Attacks of opportunity a round: one without feats, more with Battle Prowess. */
  opportunitiesPerRound: spec.integer(1, { min: 1, max: 10 }),
  /** Down at 0 HP, stable or not, failed death saves in a row, and what dropped it (the Brutality DC). */
  dying: dyingSchema,
  notes: spec.html(),
});
