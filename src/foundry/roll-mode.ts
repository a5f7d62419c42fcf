/**
 * Who sees a roll's chat message, named as the running Foundry names it. `Roll#toMessage` applies the
 * roller's chosen roll mode when none is passed, and a public mode clears any `whisper` given with the
 * data (foundryvtt/dnd5e#5034; the v13 roll modes are CONST.DICE_ROLL_MODES: https://foundryvtt.com/api/v13/variables/CONST.DICE_ROLL_MODES.html),
 * so a roll that must reach the GMs alone passes its mode explicitly. v14 renames the modes (`CONFIG.ChatMessage.modes`,
 * `gm` where v13 says `gmroll`; foundryvtt/dnd5e#6958) and keeps the `rollMode` creation option (dnd5e 5.3, verified
 * on v14, passes its v14 mode by that name: module/dice/basic-roll.mjs `toMessage`).
 */
export type RollAudience = "gm" | "public";

const V13_MODES: Record<RollAudience, "gmroll" | "publicroll"> = { gm: "gmroll", public: "publicroll" };

export function rollModeFor(audience: RollAudience): ChatMessage.PassableRollMode {
  const v14Modes: unknown = (CONFIG as { ChatMessage?: { modes?: unknown } }).ChatMessage?.modes;
  const named = typeof v14Modes === "object" && v14Modes !== null && audience in v14Modes;
  return (named ? audience : V13_MODES[audience]) as ChatMessage.PassableRollMode;
}
