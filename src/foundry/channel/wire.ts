/**
 * What travels on Fray's system socket. Every client receives every message (Foundry broadcasts a
 * package's socket events to all other connected clients), so each message names the one user it is
 * for, and the receiver checks the sender id the server hands it, never a name written in the message.
 */
import { isRecord } from "../../core/schema/validate";
import type { GmAnswer } from "./answer";

export const SOCKET_NAME = "system.fray";

/** A player's (or another GM's) command for the active GM. */
export interface RequestMessage {
  type: "request";
  /** This sending: the answer names it. */
  id: string;
  /**
   * The command's idempotency key: the same for a re-send of a command whose answer never came, so the
   * GM answers it from memory instead of running it twice. Fray's own clients always send one; a
   * request without one is run as its own command.
   */
  key?: string;
  /** This sending re-sends a command whose earlier sending got no answer (it carries that sending's key). */
  resent?: true;
  to: string;
  kind: string;
  payload: unknown;
}

/** The GM's answer, for the asker alone. */
export interface AnswerMessage {
  type: "answer";
  id: string;
  to: string;
  answer: GmAnswer;
}

/** Something the GM pushes to one player's client (the declare dialog). */
export interface PushMessage {
  type: "push";
  to: string;
  kind: string;
  payload: unknown;
}

export type WireMessage = RequestMessage | AnswerMessage | PushMessage;

/** Sends a message on Fray's system socket; a game with no socket yet (before `init`) sends nothing. */
export function send(message: WireMessage): void {
  game.socket?.emit(SOCKET_NAME, message);
}

const isShortString = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;

/**
 * What the socket delivers of a payload: Foundry's socket carries JSON only
 * (https://foundryvtt.wiki/en/development/api/sockets), so a field left `undefined` is dropped, an
 * `undefined` in a list becomes null, and anything that is not data is refused (null). The GM's own
 * commands, which skip the socket, pass through here too, so every command reaches its handler the
 * same way whoever sends it.
 */
export function asSent(payload: unknown): unknown {
  try {
    // What JSON has no text for (undefined, a function) stringifies to undefined, which JSON.parse refuses too.
    return JSON.parse(JSON.stringify(payload)) as unknown;
  } catch {
    return null;
  }
}

/** Reads a received message; anything malformed is dropped (null). */
export function readWire(raw: unknown): WireMessage | null {
  if (!isRecord(raw) || !isShortString(raw.to)) return null;
  if (raw.type === "request" && isShortString(raw.id) && isShortString(raw.kind)) {
    const request: RequestMessage = { type: "request", id: raw.id, to: raw.to, kind: raw.kind, payload: raw.payload };
    if (raw.key === undefined) return request;
    if (!isShortString(raw.key)) return null;
    return raw.resent === true ? { ...request, key: raw.key, resent: true } : { ...request, key: raw.key };
  }
  if (raw.type === "answer" && isShortString(raw.id)) {
    return { type: "answer", id: raw.id, to: raw.to, answer: readAnswer(raw.answer) };
  }
  if (raw.type === "push" && isShortString(raw.kind)) return { type: "push", to: raw.to, kind: raw.kind, payload: raw.payload };
  return null;
}

/** An answer as the asker reads it: a refusal unless it is well formed. */
export function readAnswer(raw: unknown): GmAnswer {
  if (!isRecord(raw)) return { ok: false, reason: "FRAY.Channel.failed" };
  if (raw.ok === true) return "result" in raw ? { ok: true, result: raw.result } : { ok: true };
  const reason = typeof raw.reason === "string" ? raw.reason : "FRAY.Channel.failed";
  if (!isRecord(raw.data)) return { ok: false, reason };
  const data = Object.fromEntries(
    Object.entries(raw.data).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"),
  );
  return { ok: false, reason, data };
}
