import type { Reason } from "../../core/rules-types";

/** What a GM handler answers: a result, or a refusal the asking player sees as a notification. */
export type GmAnswer =
  | { ok: true; result?: unknown }
  | { ok: false; reason: string; data?: Record<string, string | number> };

/** Refusal keys of the channel itself (the handlers' own refusals come from their rulesets). */
export const CHANNEL_REFUSAL = {
  noGM: "FRAY.Channel.noGM",
  timeout: "FRAY.Channel.timeout",
  failed: "FRAY.Channel.failed",
  unknown: "FRAY.Channel.unknown",
  badRequest: "FRAY.Channel.badRequest",
  notActiveGM: "FRAY.Channel.notActiveGM",
  replayed: "FRAY.Channel.replayed",
  resentUnknown: "FRAY.Channel.resentUnknown",
  unknownUser: "FRAY.Channel.unknownUser",
  decisionPending: "FRAY.Channel.decisionPending",
} as const;

/** A refusal by its i18n key; placeholders ride along when given. */
export const refusal = (reason: string, data?: Record<string, string | number>): GmAnswer =>
  data === undefined ? { ok: false, reason } : { ok: false, reason, data };

/** A rules refusal as the asker's answer; `extra` adds placeholders the handler knows (names, override marks). */
export function answerRefusal(reason: Reason, extra: Record<string, string | number> = {}): GmAnswer {
  const data = { ...reason.data, ...extra };
  return refusal(reason.key, Object.keys(data).length > 0 ? data : undefined);
}
