/** The i18n keys of the classic attack flow and its card (English in lang/en.json under FRAY.Classic.Attack). */
const P = "FRAY.Classic.Attack";

/** `badRequest` under "Refusal" is "FRAY.Classic.Attack.Refusal.BadRequest". */
const under = <const K extends string>(folder: string, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, `${P}.${folder}.${name.charAt(0).toUpperCase()}${name.slice(1)}`])) as { readonly [N in K]: string };

/** Why the GM refuses an attack or a card step before any rule is asked. */
export const ATTACK_REFUSAL = under("Refusal", [
  "badRequest",
  "notOwner",
  "notClassic",
  "noWeapon",
  "notHeld",
  "selfTarget",
  "notGmCard",
  "gmOnly",
  "notAHit",
  "alreadyRolled",
  "rollFirst",
  "alreadyApplied",
  "lethalOnly",
  "undone",
  "noOffer",
]);

/** What the user's own client tells them before asking. */
export const ATTACK_NOTICE = under("Notice", ["noTarget", "noToken", "noWeapon"]);

export const ATTACK_TEXT = { confirmTitle: `${P}.Confirm.Title`, confirmContent: `${P}.Confirm.Content`, overridden: `${P}.Overridden` };

export const ATTACK_DIALOG = {
  ...under("Dialog", ["title", "opportunityTitle", "target", "iterative", "iterativeChoice", "mode", "stance", "twoHanded", "nonLethal", "situational", "intoGrapple", "roll"]),
  stanceChoice: (stance: string) => `${P}.Dialog.Stance${stance.charAt(0).toUpperCase()}${stance.slice(1)}`,
};

/** Lines the shell adds to the rules' own. */
export const ATTACK_LINE = {
  situational: `${P}.Card.Line.Situational`,
  /** The AC from its parts against this attack: normal, touch, flat-footed or both. */
  armourClass: (against: string) => `${P}.Card.Line.Ac${against}`,
};

export const CARD_TEXT = {
  ...under("Card", ["title", "opportunityTitle", "iterative", "versus", "confirmation", "grappleShot", "damage", "dealt", "nonLethalAsked", "appliedLethal", "appliedNonLethal", "undone", "criticalTimes"]),
  button: under("Card.Button", ["rollDamage", "apply", "applyLethal", "applyNonLethal", "undo"]),
};
