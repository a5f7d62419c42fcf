/** A ruleset that exists only for the contract test: one actor type, one status, one setting. */
import type { RulesetRules } from "../../../../src/core/ruleset/contract";
import { spec } from "../../../../src/core/schema/spec";
import type { DocumentTypeSpec } from "../../../../src/core/schema/document-type";

const quietHero: DocumentTypeSpec = {
  schema: spec.object({ schemaVersion: spec.integer(1, { min: 0 }), calm: spec.integer(3, { min: 0, max: 10 }) }),
  version: 1,
  migrations: [],
};

export const quietRules = {
  id: "quiet",
  types: { Actor: { quietHero }, Item: {} },
  turnStructure: "individual",
  initiativeStats: () => ({ initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 }),
  economy: { fresh: () => ({}), read: () => ({}), roundStart: (s) => s, turnStart: (s) => s, badges: () => [] },
  declaredActions: [{ id: "act", label: "QUIET.act", modifier: 0 }],
  statuses: [{ id: "quietHush", name: "QUIET.hush", img: "icons/svg/sleep.svg", turn: "down" }],
  settings: [{ key: "quietVolume", name: "QUIET.volume", hint: "QUIET.volumeHint", choices: { low: "QUIET.low", high: "QUIET.high" }, default: "low" }],
} satisfies RulesetRules;

export default quietRules;
