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
  unknownUser: "FRAY.Channel.unknownUser",
} as const;

export const refusal = (reason: string): GmAnswer => ({ ok: false, reason });
