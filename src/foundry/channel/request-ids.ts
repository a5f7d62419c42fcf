/** Request ids: unique per client, and remembered by the GM so a replayed request runs once. */
let counter = 0;

export function newRequestId(): string {
  // Stryker disable next-line AssignmentOperator: counting down makes every id of a client just as distinct
  counter += 1;
  // Stryker disable next-line MethodExpression: the whole random tail is as unique, and an id stays far within the wire's 64 characters
  return `${Date.now().toString(36)}.${counter.toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
}

const SEEN_LIMIT = 2_000;
const seen = new Set<string>();

/** True the first time a sender uses an id; false for a replay. Old ids are forgotten beyond the limit. */
export function firstUse(senderId: string, requestId: string): boolean {
  const key = `${senderId}:${requestId}`;
  if (seen.has(key)) return false;
  seen.add(key);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
  return true;
}
