import { SYSTEM_ID } from "./settings";

/** What a GM handler answers: a result, or a refusal the asking player sees as a notification. */
export type GmAnswer =
  | { ok: true; result?: unknown }
  | { ok: false; reason: string; data?: Record<string, string | number> };

/** A handler runs on the active GM's client, re-checks the request, and applies or refuses it. */
export type GmHandler = (payload: Record<string, unknown>, userId: string) => Promise<GmAnswer>;

const handlers = new Map<string, GmHandler>();
export const QUERY_NAME = "fray.command";

declare module "fvtt-types/configuration" {
  namespace CONFIG {
    interface Queries {
      "fray.command": typeof handleGmQuery;
    }
  }
}

/** Later issues register one handler per command kind (damage, turn commands …) here. */
export function registerGmHandler(kind: string, handler: GmHandler): void {
  handlers.set(kind, handler);
}

/** The one CONFIG.queries entry: dispatches by `kind` and refuses unknown kinds. */
export async function handleGmQuery(data: unknown, queryOptions: { userId?: string } = {}): Promise<GmAnswer> {
  const request = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const kind = typeof request.kind === "string" ? request.kind : "";
  const handler = handlers.get(kind);
  if (!handler) return { ok: false, reason: "FRAY.Query.unknown" };
  const payload = typeof request.payload === "object" && request.payload !== null ? (request.payload as Record<string, unknown>) : {};
  return handler(payload, queryOptions.userId ?? "");
}

/** Sends a command to the active GM (or runs it here when this user is that GM). */
export async function askGm(kind: string, payload: Record<string, unknown>): Promise<GmAnswer> {
  const gm = game.users?.activeGM;
  const answer: GmAnswer = gm
    ? ((await gm.query(QUERY_NAME, { kind, payload }, { timeout: 10_000 })) as GmAnswer)
    : { ok: false, reason: "FRAY.Query.noGM" };
  if (!answer.ok) ui.notifications?.warn(refusalText(answer.reason, answer.data));
  return answer;
}

/** A refusal in the player's language, its placeholders filled. */
function refusalText(key: string, data: Record<string, string | number> = {}): string {
  const strings = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(key, strings) ?? key;
}
