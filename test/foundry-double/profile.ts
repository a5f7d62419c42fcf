/**
 * The double's one switch: which Foundry it stands for, "v13" (the default) or "v14". A test picks the profile
 * (`describe.each(PROFILES)` with `installProfile(profile)` in a `beforeAll`); every installer of the double calls
 * `installProfile()` at its end, so what it just laid follows the profile in force. Nothing else flips.
 * What the profile decides, each beside its sources:
 * - `game.release.generation`, 13 or 14 (https://foundryvtt.com/api/v13/classes/foundry.Game.html#release): here.
 * - `CONFIG.statusEffects` as an array or an object keyed by id: ./status-effects-config.
 * - `CONFIG.ChatMessage.modes` (v14 only) and the mode `Roll#toMessage` applies: here and ./message-modes.
 * - The update operators and their globals (v14 only), and what the merge does with operators and `==`/`-=` keys: ./operators, ./merge.
 * - Core's context-menu entries and the warning about old-shaped ones: ./context-menu.
 * - Reading `core.rollMode` under v14: `settingWarning` here.
 * v14 warns through `foundry.utils.logCompatibilityWarning` (./deprecations) where it still accepts an old shape.
 */
import { logDeprecation } from "./deprecations";
import { V14_MESSAGE_MODES } from "./message-modes";
import { installOperators } from "./operators";
import { shapeStatusEffects } from "./status-effects-config";

export type Profile = "v13" | "v14";
export const PROFILES: readonly Profile[] = ["v13", "v14"];

let current: Profile = "v13";

export const activeProfile = (): Profile => current;
export const isV14 = (): boolean => current === "v14";

/** Switches to `profile` (by default keeps the one in force) and lays its globals over what the installers laid. */
export function installProfile(profile: Profile = current): Profile {
  current = profile;
  const v14 = profile === "v14";
  const g = globalThis as Record<string, any>;
  g.game ??= {};
  g.game.release = { ...(g.game.release ?? {}), generation: v14 ? 14 : 13 };
  // CONFIG.ChatMessage.modes is v14's (foundryvtt/dnd5e#6958); v13 has none (./message-modes).
  if (v14) {
    g.CONFIG ??= {};
    g.CONFIG.ChatMessage ??= {};
    g.CONFIG.ChatMessage.modes = { ...V14_MESSAGE_MODES };
  } else if (g.CONFIG?.ChatMessage) delete g.CONFIG.ChatMessage.modes;
  shapeStatusEffects(v14);
  installOperators(v14);
  return profile;
}

/**
 * Called by the double's `game.settings.get`: under v14, reading `core.rollMode` warns "The `core.rollMode` client setting
 * is deprecated in favor of `core.messageMode`" (Muttley/foundryvtt-fallout#745; JohanFalt/Foundry_WoD20#1395, since 14 until 16).
 */
export function settingWarning(namespace: string, key: string): void {
  if (isV14() && namespace === "core" && key === "rollMode") {
    logDeprecation("The `core.rollMode` client setting is deprecated in favor of `core.messageMode`", { since: 14, until: 16 });
  }
}
