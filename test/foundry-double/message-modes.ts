/**
 * Who sees a roll's message, as the double's `Roll#toMessage` decides it under each profile.
 * - v13: the roll modes `publicroll`, `gmroll`, `blindroll`, `selfroll` (https://foundryvtt.com/api/v13/variables/CONST.DICE_ROLL_MODES.html),
 *   passed as `options.rollMode`, else the roller's `core.rollMode` setting; `"roll"` means that setting
 *   (foundryvtt/foundryvtt#11442). No `CONFIG.ChatMessage.modes`.
 * - v14: `CONFIG.ChatMessage.modes` keyed `public`, `gm`, `blind`, `self` and the setting `core.messageMode`
 *   (foundryvtt/dnd5e#6958); `ic` is a mode too, which dnd5e 5.3 reads as public (module/dice/basic-roll.mjs
 *   `getMessageMode`). The mode is `options.messageMode`; the `rollMode` option still works but is deprecated since 14
 *   until 16, with the warning "The rollMode option of Roll#toMessage is deprecated in favor of messageMode, a string
 *   value in CONFIG.ChatMessage.modes" (repeated by v14 systems' Roll subclasses), which the double records. The old
 *   names are deprecated in v14 (foundryvtt/dnd5e#6958: `CONFIG.Dice.rollModes` "still exists (though deprecated)" and
 *   gives the old names); the double reads a v13 name as its v14 mode and records a deprecation warning, whose wording
 *   is the double's own (✱ no public source).
 * - Either way, public clears the whisper, private and blind add the GMs to it, self whispers the roller alone
 *   (foundryvtt/foundryvtt#11442; foundryvtt/dnd5e#5034).
 */
import { logDeprecation } from "./deprecations";

export type V14Mode = "public" | "gm" | "blind" | "self" | "ic";

/** v14's CONFIG.ChatMessage.modes, by key; what each entry holds (label, icon) is not modelled. */
export const V14_MESSAGE_MODES: Record<V14Mode, object> = { public: {}, gm: {}, blind: {}, self: {}, ic: {} };

/** v13's names with the v14 mode each became (foundryvtt/dnd5e#6958). */
const V13_NAMES: Record<string, V14Mode> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };

/** The mode a roll's message is shown in, as a v14 key, from the options `toMessage` was given. */
export function messageModeOf(options: { rollMode?: string; messageMode?: string }, v14: boolean, setting: (key: string) => unknown): V14Mode {
  if (v14 && options.rollMode !== undefined) {
    logDeprecation("The rollMode option of Roll#toMessage is deprecated in favor of messageMode, a string value in CONFIG.ChatMessage.modes", { since: 14, until: 16 });
  }
  const passed = v14 ? (options.messageMode ?? options.rollMode) : options.rollMode;
  const named = passed && passed !== "roll" ? passed : undefined;
  const mode = named ?? (setting(v14 ? "messageMode" : "rollMode") as string | undefined) ?? (v14 ? "public" : "publicroll");
  if (v14 && mode in V13_NAMES) {
    logDeprecation(`The roll mode "${mode}" is a v13 name: pass "${V13_NAMES[mode]}", a key of CONFIG.ChatMessage.modes`, { since: 14, until: 16 });
  }
  // The double read v14 names under v13 too before it had profiles, and any other name as private; both kept.
  return V13_NAMES[mode] ?? (mode in V14_MESSAGE_MODES ? (mode as V14Mode) : "gm");
}

/** The whisper list a mode leaves on the message. */
export function whisperFor(mode: V14Mode, given: string[], gmIds: string[], rollerId: string): string[] {
  if (mode === "public" || mode === "ic") return [];
  if (mode === "self") return [rollerId];
  return [...new Set([...given, ...gmIds])];
}
