/** The quiet ruleset's shell half: a model, a sheet, a template, one GM command and one hook. */
import type { RulesetDefinition } from "../../../src/rulesets/definition";
import { ActorSpecModel } from "../../../src/foundry/data/spec-model";
import { FrayActorSheet } from "../../../src/foundry/sheets/fray-actor-sheet";
import { registerGmHandler } from "../../../src/foundry/channel";
import { quietRules } from "./rules/ruleset";

class QuietHeroData extends ActorSpecModel {
  static override typeSpec = quietRules.types.Actor.quietHero;
}

export class QuietHeroSheet extends FrayActorSheet {}

export const QUIET_TEMPLATE = "test/rulesets/quiet/hero.hbs";

/** Set by the test to register a command outside the ruleset's own names. */
export const quietOptions = { commandKind: "quietPing" };

export const quiet = {
  rules: quietRules,
  models: { Actor: { quietHero: QuietHeroData }, Item: {} },
  sheets: [{ documentName: "Actor", types: ["quietHero"], sheetClass: QuietHeroSheet, label: "QUIET.sheet" }],
  templates: [QUIET_TEMPLATE],
  register: () => {
    registerGmHandler(quietOptions.commandKind, async () => ({ ok: true }));
    Hooks.on("renderChatMessageHTML", () => undefined);
  },
} satisfies RulesetDefinition;
