/**
 * The faults a world lives through, over the reconcile suite's table (../reconcile/table.ts: a started fight in
 * any structure, the combat hooks and the arrival's reconciliation registered, two GMs and two players): the GM
 * and the players send their commands over the real channel from their own clients, GMs log in and out (a
 * handover, a page reload), a chat card fails to post, an answer is lost on its way back. And what a table sees
 * after each: the tracker each client draws with the real templates, and the announcements each client made.
 */
import { vi } from "vitest";
import { compileTemplate } from "../../support/render-sheet";
import { fight, g, net, settle, table } from "../reconcile/table";

const { askGm, listenOnSocket, registerGmHandler, watchAskedGm } = await import("../../../src/foundry/channel");
const { ANSWER_TIMEOUT_MS } = await import("../../../src/foundry/channel/ask-gm");
const { handleRebuildFight, handleResetFight, REBUILD_FIGHT, RESET_FIGHT } = await import("../../../src/foundry/combat/reset-fight");
const { trackerContext } = await import("../../../src/foundry/combat/tracker-context");
const { adapterOf, damageOf, stateOf } = await import("../../../src/foundry/combat/combat-engine");
const { allowedIntents } = await import("../../../src/core/turns/adapters/allowed");
const { activeRules } = await import("../../../src/foundry/active-ruleset");

// What init registers on every client (src/fray.ts): the GM's commands, the socket's one listener, and the
// asker's watch on the GM it asked.
registerGmHandler("turn", table.handleTurn);
registerGmHandler("startFight", table.handleStart);
registerGmHandler(RESET_FIGHT, handleResetFight);
registerGmHandler(REBUILD_FIGHT, handleRebuildFight);
listenOnSocket();
watchAskedGm();

export { RESET_FIGHT, REBUILD_FIGHT, adapterOf, damageOf, stateOf };

type Doc = Record<string, any>;
export type Answer = { ok: boolean; reason?: string };

export const GMS = ["gm", "gm2"] as const;
export const PLAYERS = ["p1", "p2"] as const;

/** The active GM's id, as every client computes it from who is connected; null while no GM is. */
export const activeGm = (): string | null => (g.game.users.activeGM?.id as string | undefined) ?? null;
const isLoggedIn = (userId: string): boolean => g.game.users.get(userId)?.active === true;

/** What `userId` asks of the GM from their own client (the GM's own command runs on its lane at once). */
export async function ask(userId: string, kind: string, payload: Doc = {}): Promise<Answer> {
  const answer = (await net.on(userId, () => askGm(kind, { combatId: "combat1", ...payload }))) as Answer;
  await settle();
  return answer;
}

/** `userId` presses a tracker button for this turn intent, as the tracker sends it (FrayCombat#issue). */
export async function issue(userId: string, intent: Doc): Promise<Answer> {
  const answer = (await net.on(userId, () => fight().issue(intent))) as Answer;
  await settle();
  return answer;
}

/** What this user may press on the tracker now (Undo and taking someone out aside), a declared action filled in from the ruleset's list. */
export function choicesOf(userId: string): Doc[] {
  const combat = fight();
  const adapter = adapterOf(combat as never);
  if (!adapter) return [];
  const declare = activeRules().declaredActions[0]?.id ?? "none";
  const by = { userId, isGM: g.game.users.get(userId)?.isGM === true };
  return allowedIntents(adapter, stateOf(combat as never), by)
    .filter((intent) => intent.kind !== "undo" && intent.kind !== "leave")
    .map((intent) => (intent.kind === "declare" ? { ...intent, actionId: declare } : intent));
}

/**
 * Tells each other connected client that `userId` logged in or out, as Foundry does
 * (userConnected: https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 */
function tellOthers(userId: string, connected: boolean): void {
  for (const user of g.game.users.contents as Doc[]) {
    if (user.active && user.id !== userId) net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
  }
}

/**
 * `userId`'s page loads (connected, their client `ready`: https://foundryvtt.com/api/v13/functions/hookEvents.ready.html)
 * or their tab closes; the others hear it. What the clients do about it runs later.
 */
export function connectNow(userId: string, connected: boolean): void {
  net.connect(userId, connected);
  if (connected) net.on(userId, () => g.Hooks.callAll("ready"));
  tellOthers(userId, connected);
}

/** `userId`'s page loads, and every client has done what it does about it. */
export async function logIn(userId: string): Promise<void> {
  connectNow(userId, true);
  await settle();
}

/** `userId` closes their tab, and every client has done what it does about it. */
export async function logOut(userId: string): Promise<void> {
  connectNow(userId, false);
  await settle();
}

/** A page reload: the tab goes and comes back, its client starting afresh. */
export async function reload(userId: string): Promise<void> {
  await logOut(userId);
  await logIn(userId);
}

/** The GM who is not `gmId`. */
export const otherGm = (gmId: string | null): string => (gmId === "gm" ? "gm2" : "gm");

/**
 * The next chat card the GMs' clients post fails once (Roll#toMessage creates the roll's ChatMessage:
 * https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#tomessage), as when the GM's tab closes
 * while the card is being made; `asItFails` is what happens to the table at that moment (it must not wait for the
 * GM's lane, which is busy with the failing work). Returns whether it failed, and puts the card back as it was.
 */
export async function withCardFailingOnce(work: () => Promise<unknown>, asItFails: () => void = () => undefined): Promise<boolean> {
  let failed = false;
  const spy = vi.spyOn(g.foundry.dice.Roll.prototype, "toMessage").mockImplementationOnce(async () => {
    failed = true;
    asItFails();
    throw new Error("the chat message could not be created: the tab closed");
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return failed;
}

/**
 * `userId` sends a command whose answer is lost on its way back (a short disconnect as the GM answered):
 * their client waits out the timeout, then they click again, sending the same command. Returns both answers,
 * what the Combat held between them, and what was announced after the click again.
 */
export async function withAnswerLost(userId: string, intent: Doc, meanwhile: () => Promise<void> = async () => undefined): Promise<{ first: Answer; again: Answer; between: unknown; announcedAgain: unknown[] }> {
  const socket = g.game.socket as { emit: (event: string, message: Doc) => void };
  const emit = socket.emit.bind(socket);
  let lost = false;
  const spy = vi.spyOn(socket, "emit").mockImplementation((event: string, message: Doc) => {
    if (!lost && message.type === "answer" && message.to === userId) return void (lost = true);
    emit(event, message);
  });
  // Only the asker's wait runs on fake time; the clock (Date) stays real.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    const sent = net.on(userId, () => fight().issue(intent)) as Promise<Answer>;
    await settle();
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    const first = await sent;
    spy.mockRestore();
    const between = structuredClone(fight().system.state);
    vi.useRealTimers();
    await meanwhile();
    const heard = announced.length;
    const again = await issue(userId, intent);
    return { first, again, between, announcedAgain: announced.slice(heard) };
  } finally {
    spy.mockRestore();
    vi.useRealTimers();
  }
}

/** What `userId`'s client draws in the tracker and its footer, with the real templates and lang file. */
export function trackerOf(userId: string): { tracker: string; footer: string } {
  return net.on(userId, () => {
    const context = { fray: trackerContext(fight()) };
    return {
      tracker: compileTemplate("systems/fray/templates/combat/tracker.hbs")(context),
      footer: compileTemplate("systems/fray/templates/combat/footer.hbs")(context),
    };
  });
}

/** Every turn event announced (Fray's own hooks), with the client that announced it and whether it was the active GM's. */
export const announced: { name: string; by: string; activeGm: boolean }[] = [];
const EVENTS = ["roundStart", "roundEnd", "turnStart", "turnEnd", "phaseStart", "phaseEnd", "groupTurnStart", "groupTurnEnd", "rollNeeded", "moraleStep"];
// Who the active GM is, as the double's users say it (not Fray's own check, which this watches).
for (const name of EVENTS) g.Hooks.on(`fray.${name}`, () => void announced.push({ name, by: g.game.user.id as string, activeGm: activeGm() === g.game.user.id }));

/** Every roll card posted, with the client that posted it and whether it was the active GM's. */
export const cards: { by: string; activeGm: boolean }[] = [];
const Roll = g.foundry.dice.Roll as { prototype: { toMessage: (...args: unknown[]) => Promise<unknown> } };
const post = Roll.prototype.toMessage;
Roll.prototype.toMessage = function (this: unknown, ...args: unknown[]) {
  cards.push({ by: g.game.user.id as string, activeGm: activeGm() === g.game.user.id });
  return post.apply(this, args);
};

/** Whoever is logged in now, GMs and players. */
export const loggedIn = (): string[] => [...GMS, ...PLAYERS].filter(isLoggedIn);
