import { registerGmHandler, registerPlayerHandler, watchActiveGm, watchAskedGm } from "../channel";
import { FrayCombatData } from "./combat-model";
import { FrayCombatantData } from "./combatant-model";
import { FrayCombat } from "./fray-combat";
import { FrayCombatTracker } from "./fray-combat-tracker";
import { MARK_SURPRISE } from "./tracker-menu";
import { handleMarkSurprise, handleStart, handleTurn } from "./combat-queries";
import { handleRebuildFight, handleResetFight, REBUILD_FIGHT, RESET_FIGHT } from "./reset-fight";
import { answerDeclarationPrompt } from "./declaration-prompt";
import { handleSetObjective, SET_OBJECTIVE } from "./objectives";
import { DECLARE_PUSH } from "./push-declarations";
import { registerCombatHooks } from "./combat-hooks";
import { registerSheetRefresh } from "./sheet-refresh";
import { answerSealedOpening, handleSealCommitment, SEAL_COMMAND, SEAL_QUERY } from "./sealed-channel";
import { registerSealedRecovery } from "./sealed-recovery";
import { registerArrivalReconcile } from "./arrival-reconcile";

/** Wires Fray's combat documents, tracker and GM commands into Foundry. */
export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combat.dataModels = { ...CONFIG.Combat.dataModels, base: FrayCombatData } as never;
  CONFIG.Combatant.dataModels = { ...CONFIG.Combatant.dataModels, base: FrayCombatantData } as never;
  CONFIG.ui.combat = FrayCombatTracker;
  registerGmHandler("turn", handleTurn);
  registerGmHandler("startFight", handleStart);
  // The GM's ways out of a fight gone wrong (a start that broke, a damaged record).
  registerGmHandler(RESET_FIGHT, handleResetFight);
  registerGmHandler(REBUILD_FIGHT, handleRebuildFight);
  registerGmHandler(MARK_SURPRISE, handleMarkSurprise);
  registerGmHandler(SET_OBJECTIVE, handleSetObjective);
  registerPlayerHandler(DECLARE_PUSH, answerDeclarationPrompt);
  // Secret declarations: the commitment on the socket, the opening by query (CONFIG.queries: https://foundryvtt.com/api/v13/interfaces/CONFIG.html).
  registerGmHandler(SEAL_COMMAND, handleSealCommitment);
  CONFIG.queries[SEAL_QUERY] = answerSealedOpening;
  registerSealedRecovery();
  registerArrivalReconcile();
  watchActiveGm();
  // A player waiting on a GM who leaves is told at once there is no GM.
  watchAskedGm();

  registerCombatHooks();
  registerSheetRefresh();
}
