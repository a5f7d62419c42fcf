import type { Intent, IntentKind } from "../../core/turns/adapters/adapter";

const KINDS: readonly IntentKind[] = [
  "act", "endTurn", "endGroupTurn", "pass", "react", "declare", "lockDeclarations", "delay", "stepIn",
  "hold", "triggerHeld", "chooseFirst", "nextRound", "undo", "defeat", "fallUnconscious", "recover", "leave",
];

/** Reads an intent sent by a client, keeping only well-formed fields; null if it is not one. */
export function parseIntent(raw: unknown): Intent | null {
  if (typeof raw !== "object" || raw === null) return null;
  const data = raw as Record<string, unknown>;
  if (!KINDS.includes(data.kind as IntentKind)) return null;
  const intent: Intent = { kind: data.kind as IntentKind };
  for (const key of ["combatantId", "groupId", "actionId", "trigger", "triggeredBy"] as const) {
    const value = data[key];
    if (typeof value === "string" && value.length <= 500) intent[key] = value;
  }
  if (typeof data.modifier === "number" && Number.isFinite(data.modifier)) intent.modifier = Math.trunc(data.modifier);
  if (data.dying === true) intent.dying = true;
  return intent;
}
