/** Every i18n key the `factions` attack rules return; English text lives under FRAY.Factions.Attack in lang/en.json. */

const P = "FRAY.Factions.Attack";

/** Why an attack needs a WIT save to hit, on the dialog and the card. */
export const FACTIONS_WIT_SAVE_BECAUSE = {
  unseen: `${P}.WitSave.Unseen`,
  beyondHalfRange: `${P}.WitSave.BeyondHalfRange`,
  moving: `${P}.WitSave.Moving`,
  indirect: `${P}.WitSave.Indirect`,
} as const;

/** Why the damage is impaired. */
export const FACTIONS_IMPAIRED_BECAUSE = {
  unarmed: `${P}.Impaired.Unarmed`,
  holdingBack: `${P}.Impaired.HoldingBack`,
  concealment: `${P}.Impaired.Concealment`,
} as const;

/** Lines of the damage a hit does, on the card. */
export const FACTIONS_DAMAGE_LINE = {
  rolled: `${P}.Damage.Rolled`,
  armour: `${P}.Damage.Armour`,
  cover: `${P}.Damage.Cover`,
  blocked: `${P}.Damage.Blocked`,
  health: `${P}.Damage.Health`,
} as const;

/** Why an attack cannot be made. */
export const FACTIONS_ATTACK_REFUSAL = {
  notNearby: `${P}.Refusal.NotNearby`,
  outOfRange: `${P}.Refusal.OutOfRange`,
  unseenRanged: `${P}.Refusal.UnseenRanged`,
  beyondHalfRangeWhileMoving: `${P}.Refusal.BeyondHalfRangeWhileMoving`,
  indirectTooClose: `${P}.Refusal.IndirectTooClose`,
  indirectWhileMoving: `${P}.Refusal.IndirectWhileMoving`,
  behindBarrier: `${P}.Refusal.BehindBarrier`,
  damageNotFormula: `${P}.Refusal.DamageNotFormula`,
  finalBlowNotIncapacitated: `${P}.Refusal.FinalBlowNotIncapacitated`,
  finalBlowNotNearby: `${P}.Refusal.FinalBlowNotNearby`,
  finalBlowBlast: `${P}.Refusal.FinalBlowBlast`,
  finalBlowHeldBack: `${P}.Refusal.FinalBlowHeldBack`,
} as const;

/** The ways a weapon attacks. */
export const FACTIONS_ATTACK_KIND = {
  melee: `${P}.Kind.Melee`,
  ranged: `${P}.Kind.Ranged`,
  indirect: `${P}.Kind.Indirect`,
} as const;

/** What became of a blast. */
export const FACTIONS_BLAST = {
  landed: `${P}.Blast.Landed`,
  deviated: `${P}.Blast.Deviated`,
  lost: `${P}.Blast.Lost`,
} as const;

/** Why a deviation roll cannot be read. */
export const FACTIONS_BLAST_REFUSAL = {
  rollOutOfRange: `${P}.Blast.Refusal.RollOutOfRange`,
} as const;

/** The steps of an attack stunt, on the card. */
export const FACTIONS_STUNT = {
  proposed: `${P}.Stunt.Proposed`,
  approved: `${P}.Stunt.Approved`,
  vetoed: `${P}.Stunt.Vetoed`,
  accepted: `${P}.Stunt.Accepted`,
  refused: `${P}.Stunt.Refused`,
} as const;

/** Why a stunt step is refused. */
export const FACTIONS_STUNT_REFUSAL = {
  notAfterHit: `${P}.Stunt.Refusal.NotAfterHit`,
  afterReaction: `${P}.Stunt.Refusal.AfterReaction`,
  noEffect: `${P}.Stunt.Refusal.NoEffect`,
  wrongStep: `${P}.Stunt.Refusal.WrongStep`,
} as const;

/** What a non-lethal attack does, on the card. */
export const FACTIONS_NON_LETHAL = {
  disarm: `${P}.NonLethal.Disarm`,
  grapple: `${P}.NonLethal.Grapple`,
  resisted: `${P}.NonLethal.Resisted`,
  dropped: `${P}.NonLethal.Dropped`,
  grabbed: `${P}.NonLethal.Grabbed`,
  freed: `${P}.NonLethal.Freed`,
  nothingToDrop: `${P}.NonLethal.NothingToDrop`,
  keepsHold: `${P}.NonLethal.KeepsHold`,
  shoved: `${P}.NonLethal.Shoved`,
} as const;

/** Why a non-lethal step is refused. */
export const FACTIONS_NON_LETHAL_REFUSAL = {
  notHeld: `${P}.NonLethal.Refusal.NotHeld`,
  notGrabbing: `${P}.NonLethal.Refusal.NotGrabbing`,
  shoveGoesNowhere: `${P}.NonLethal.Refusal.ShoveGoesNowhere`,
} as const;

/** The world setting on what impaired damage rolls (docs/rules-notes.md). */
export const FACTIONS_IMPAIRED_SETTING = {
  name: `${P}.Setting.ImpairedDamage.Name`,
  hint: `${P}.Setting.ImpairedDamage.Hint`,
  d4: `${P}.Setting.ImpairedDamage.D4`,
  keepLower: `${P}.Setting.ImpairedDamage.KeepLower`,
} as const;
