/** The i18n keys of the turn-action command; English text under FRAY.Factions.TakeAction in lang/en.json. */
const K = "FRAY.Factions.TakeAction";

export const TAKE_ACTION_TEXT = {
  /** "{name}: {action}." */
  line: `${K}.line`,
  /** "{name} surrenders: the turn is spent." */
  surrendered: `${K}.surrendered`,
  /** "{name} {action} past the turn's budget ({rule}); {user} confirmed." */
  overridden: `${K}.overridden`,
  confirmTitle: `${K}.confirmTitle`,
  confirmContent: `${K}.confirmContent`,
  /** "{name} uses {item}." */
  used: `${K}.used`,
} as const;

export const TAKE_ACTION_REFUSAL = {
  badRequest: `${K}.Refusal.badRequest`,
  notOwner: `${K}.Refusal.notOwner`,
  noConsumable: `${K}.Refusal.noConsumable`,
  /** "{name} is not in the fight: ask the GM to add {name} back first." */
  notInFight: `${K}.Refusal.notInFight`,
} as const;
