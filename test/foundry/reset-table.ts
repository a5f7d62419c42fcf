/**
 * A sides-ruleset encounter for the start, reset and damaged-record suites: a GM and two players on their own
 * clients, the GM's start, turn, reset and rebuild commands registered on the real channel, and the real
 * combat tracker drawn with the real templates. Dialogs answer as the test scripts them.
 */
import { makeCombat } from "../foundry-double/combat";
import { installFightDouble } from "../foundry-double";
import { installApplicationDouble } from "../foundry-double/applications";
import { compileTemplate } from "../support/render-sheet";

export const { recorded, combats, net, dice, settings, notices } = installFightDouble();
settings.set("fray.ruleset", "sides");
installApplicationDouble();

const g = globalThis as Record<string, any>;
/** What each confirmation dialog asked, in order, and the answers the test gives them (yes when none is left). */
export const confirms: string[] = [];
export const confirmAnswers: boolean[] = [];
g.foundry.applications.api.DialogV2 = {
  // DialogV2.confirm resolves true for yes, false for no (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#confirm).
  async confirm(options: { content: string }) {
    confirms.push(options.content);
    return confirmAnswers.shift() ?? true;
  },
};
// renderTemplate(path, data) renders a Handlebars template to HTML (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html).
g.foundry.applications.handlebars = { renderTemplate: async (path: string, context: object) => compileTemplate(path)(context) };

const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { FrayCombatTracker } = await import("../../src/foundry/combat/fray-combat-tracker");
const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
const { handleRebuildFight, handleResetFight, REBUILD_FIGHT, RESET_FIGHT } = await import("../../src/foundry/combat/reset-fight");
const { askGm, listenOnSocket, registerGmHandler } = await import("../../src/foundry/channel");
const { stateOf, adapterOf } = await import("../../src/foundry/combat/combat-engine");

registerGmHandler("turn", handleTurn);
registerGmHandler("startFight", handleStart);
registerGmHandler(RESET_FIGHT, handleResetFight);
registerGmHandler(REBUILD_FIGHT, handleRebuildFight);
listenOnSocket();

export { askGm, FrayCombat, RESET_FIGHT, REBUILD_FIGHT, stateOf, adapterOf };

type Doc = Record<string, any>;

/** A new encounter: Maren and Tamsin (the players') against a goblin, in their sides. */
export function newEncounter(): Doc {
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
    { id: "maren", name: "Maren", group: "party", owners: ["p1"] },
    { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
    { id: "gob", name: "Goblin", group: "foes", owners: [] },
  ], ["party", "foes"], recorded) as Doc;
  combats.set("combat1", combat);
  g.game.combat = combat;
  notices.length = 0;
  confirms.length = 0;
  confirmAnswers.length = 0;
  return combat;
}

/** What `userId` asks of the GM from their own client (a GM's own command runs on the GM's lane at once). */
export async function ask(userId: string, kind: string, payload: Record<string, unknown>) {
  const answer = await net.on(userId, () => askGm(kind, { combatId: "combat1", ...payload }));
  await net.settle();
  return answer;
}

/** The GM starts the fight from the tracker's start panel with `structure`. */
export async function start(structure = "sideInitiative") {
  dice.splice(0, dice.length, 6, 3, 5, 2);
  return ask("gm", "startFight", { structure, choices: {} });
}

/** What `userId`'s client draws in the tracker: its parts' HTML by id. */
export async function trackerAs(userId: string): Promise<{ tracker: string; footer: string; app: InstanceType<typeof FrayCombatTracker> }> {
  const app = new FrayCombatTracker();
  await net.on(userId, () => app.render());
  const rendered = (app as unknown as { rendered: Record<string, string> }).rendered;
  return { tracker: rendered.tracker ?? "", footer: rendered.footer ?? "", app };
}

/** `userId` clicks a tracker button with this `data-action`, on their own client, as Foundry dispatches it (ApplicationV2 `actions`). */
export async function click(userId: string, app: object, action: string): Promise<void> {
  const handler = (FrayCombatTracker.DEFAULT_OPTIONS.actions as Record<string, (this: object, event: object, target: object) => Promise<void>>)[action];
  if (!handler) throw new Error(`no tracker action ${action}`);
  await net.on(userId, () => handler.call(app, {}, { dataset: {} }));
  await net.settle();
}

/** What the Combat holds of the fight (what every client reads). */
export function record(combat: Doc) {
  const { structure, state, roundState, roundHistory, departed, sealed } = combat.system;
  return { structure, state, roundState, roundHistory, departed, sealed };
}

/** A record as a reset leaves it: nothing of a fight. */
export const NOT_STARTED = {
  structure: "",
  state: null,
  roundState: { budgets: [], rulesets: [] },
  roundHistory: [],
};
