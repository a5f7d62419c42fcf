import "./foundry/data/model-config";
import { FrayActor, FrayItem } from "./foundry/documents";
import { listenOnSocket } from "./foundry/channel";
import { registerFrayHelpers } from "./foundry/handlebars-helpers";
import { preloadTemplates, registerRulesets } from "./foundry/register";
import { registerCombat } from "./foundry/combat/register-combat";
import { useRulesets } from "./foundry/active-ruleset";
import { disableComingRulesets, refuseUnavailableRuleset, registerSettings } from "./foundry/settings";
import { RULESETS } from "./rulesets";
import { registerNewerDataGuard } from "./foundry/data/newer-data-guard";
import { registerNewerDataNotice } from "./foundry/data/newer-data-notice";

Hooks.once("init", () => {
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.Item.documentClass = FrayItem;
  useRulesets(RULESETS.rules());
  registerSettings();
  const active = registerRulesets(RULESETS);
  registerCombat();
  registerFrayHelpers(Handlebars);
  listenOnSocket();
  registerNewerDataGuard();
  registerNewerDataNotice();
  void preloadTemplates(active);
});

Hooks.on("renderSettingsConfig", (_app, html) => disableComingRulesets(html));
Hooks.on("preCreateSetting", (setting) => refuseUnavailableRuleset(setting.key, setting.value));
Hooks.on("preUpdateSetting", (setting, changes) => refuseUnavailableRuleset(setting.key, changes.value));
