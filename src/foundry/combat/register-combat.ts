import { registerGmHandler, registerPlayerHandler } from "../channel";
import { FrayCombatData } from "./combat-model";
import { FrayCombatantData } from "./combatant-model";
import { FrayCombat } from "./fray-combat";
import { FrayCombatTracker } from "./fray-combat-tracker";
import { MARK_SURPRISE } from "./tracker-menu";
import { handleMarkSurprise, handleStart, handleTurn } from "./combat-queries";
import { answerDeclarationPrompt, DECLARE_PUSH } from "./declaration-prompt";
import { adapterOf, applyIntent, joinFight, moveToGroup, syncConditions } from "./turn-handler";

/** Wires Fray's combat documents, tracker and GM commands into Foundry. */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combat.dataModels = { ...CONFIG.Combat.dataModels, base: FrayCombatData } as never;
  CONFIG.Combatant.dataModels = { ...CONFIG.Combatant.dataModels, base: FrayCombatantData } as never;
  CONFIG.ui.combat = FrayCombatTracker;
  registerGmHandler("turn", handleTurn);
  registerGmHandler("startFight", handleStart);
  registerGmHandler(MARK_SURPRISE, handleMarkSurprise);
  registerPlayerHandler(DECLARE_PUSH, answerDeclarationPrompt);

  // Only the active GM changes the fight, once per event.
  const activeGM = () => game.users?.activeGM?.isSelf === true;
  Hooks.on("createCombatant", (combatant) => {
    if (activeGM() && combatant.parent) void joinFight(combatant.parent, combatant);
  });
  Hooks.on("deleteCombatant", (combatant) => {
    const combat = combatant.parent;
    if (activeGM() && combat && adapterOf(combat)) void applyIntent(combat, { kind: "leave", combatantId: combatant.id ?? "" }, { userId: game.user?.id ?? "", isGM: true });
  });
  // Damage and the token HUD change statuses; the turn engine follows (down, dying, dead, back up).
  const followStatuses = (effect: ActiveEffect.Implementation) => {
    const actor = effect.parent;
    if (activeGM() && actor instanceof Actor) void syncConditions(actor);
  };
  Hooks.on("createActiveEffect", followStatuses);
  Hooks.on("deleteActiveEffect", followStatuses);
  Hooks.on("updateCombatant", (combatant, changes) => {
    const combat = combatant.parent;
    if (!activeGM() || !combat || !adapterOf(combat)) return;
    if ("group" in changes && typeof changes.group === "string") void moveToGroup(combat, combatant.id ?? "", changes.group);
    if (!("defeated" in changes)) return;
    const kind = changes.defeated ? "defeat" : "recover";
    void applyIntent(combat, { kind, combatantId: combatant.id ?? "" }, { userId: game.user?.id ?? "", isGM: true });
  });
}
