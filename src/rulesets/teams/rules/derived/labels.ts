/** Every i18n key the derived-number rules return; English text belongs under FRAY.Teams.Derived in lang/en.json. */
const P = "FRAY.Teams.Derived";

export const TEAMS_DERIVED_REFUSAL = {
  attributeNotAllowed: `${P}.Refusal.AttributeNotAllowed`,
  proficiencyNotAllowed: `${P}.Refusal.ProficiencyNotAllowed`,
} as const;
