/**
 * Who sees a roll's chat message, named as the running Foundry names it. `Roll#toMessage` applies the
 * roller's chosen roll mode when none is passed, and a public mode clears any `whisper` given with the
 * data (foundryvtt/dnd5e#5034; the v13 roll modes are CONST.DICE_ROLL_MODES: https://foundryvtt.com/api/v13/variables/CONST.DICE_ROLL_MODES.html),
 * so a roll that must reach the GMs alone passes its mode explicitly. v14 renames the modes (`CONFIG.ChatMessage.modes`,
 * `gm` where v13 says `gmroll`; foundryvtt/dnd5e#6958) and the option: `Roll#toMessage(data, { messageMode })`, its
 * `rollMode` option deprecated since 14 until 16 ("The rollMode option of Roll#toMessage is deprecated in favor of
 * messageMode, a string value in CONFIG.ChatMessage.modes", as v14 systems' Roll subclasses repeat core's warning).
 * v14 is recognised by its modes being there.
 */
export type RollAudience = "gm" | "public";

const V13_MODES: Record<RollAudience, "gmroll" | "publicroll"> = { gm: "gmroll", public: "publicroll" };

/** The v14 message modes, or null in v13. */
function v14Modes(): object | null {
  const modes: unknown = (CONFIG as { ChatMessage?: { modes?: unknown } }).ChatMessage?.modes;
  return typeof modes === "object" && modes !== null ? modes : null;
}

/** The mode's name in the running Foundry: v14's key, or v13's roll mode. */
export function rollModeFor(audience: RollAudience): string {
  const modes = v14Modes();
  return modes && audience in modes ? audience : V13_MODES[audience];
}

/** The `Roll#toMessage` option that shows the message to `audience`: `{ messageMode }` in v14, `{ rollMode }` in v13. */
export function messageOptionFor(audience: RollAudience): { messageMode: string } | { rollMode: ChatMessage.PassableRollMode } {
  const mode = rollModeFor(audience);
  // Only v14's modes carry the audience's own name.
  return mode === audience ? { messageMode: mode } : { rollMode: mode as ChatMessage.PassableRollMode };
}
