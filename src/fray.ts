import "./rulesets/data-model-config";
import { FrayActor, FrayItem } from "./foundry/documents";
import { listenOnSocket } from "./foundry/channel";
import { registerFrayHelpers } from "./foundry/handlebars-helpers";
import { preloadTemplates, registerRulesets } from "./foundry/register";
import { registerCombat } from "./foundry/combat/register-combat";
import { registerStatusEffects } from "./foundry/status-effects";
import { disableComingRulesets, refuseUnavailableRuleset, registerSettings } from "./foundry/settings";

Hooks.once("init", () => {
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.Item.documentClass = FrayItem;
  registerSettings();
  registerRulesets();
  registerCombat();
  registerStatusEffects();
  registerFrayHelpers(Handlebars);
  listenOnSocket();
  void preloadTemplates();
});

Hooks.on("renderSettingsConfig", (_app, html) => disableComingRulesets(html));
Hooks.on("preCreateSetting", (setting) => refuseUnavailableRuleset(setting.key, setting.value));
Hooks.on("preUpdateSetting", (setting, changes) => refuseUnavailableRuleset(setting.key, changes.value));
