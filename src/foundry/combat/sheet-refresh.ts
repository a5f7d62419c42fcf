/** Open sheets of a fight's actors show its state (the round budget, whose turn it is): draw them again when it changes. */
function refreshSheets(combatants: readonly Combatant.Implementation[]): void {
  for (const combatant of combatants) {
    const sheet = combatant.actor?.sheet;
    if (sheet?.rendered) void sheet.render();
  }
}

export function registerSheetRefresh(): void {
  Hooks.on("updateCombatant", (combatant) => refreshSheets([combatant]));
  Hooks.on("updateCombat", (combat) => refreshSheets(combat.combatants.contents));
  Hooks.on("deleteCombat", (combat) => refreshSheets(combat.combatants.contents));
  Hooks.on("createCombatant", (combatant) => refreshSheets([combatant]));
  Hooks.on("deleteCombatant", (combatant) => refreshSheets([combatant]));
}
