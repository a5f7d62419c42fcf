/**
 * A fighter for the rulesets' trust property tests: the combat double's own actor for a combatant
 * (./foundry-double/combat: its effects fire the document hooks, and a combatant put back in the fight
 * finds the same actor), given a ruleset's data, its items and a token on the attack double's grid.
 * What it stands for, and where Foundry says so:
 * - Actor#update merges the change into the data, prepares the derived data again and fires
 *   `updateActor(actor, changes, options, userId)` on every client; only owners and GMs may write
 *   (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html): ../foundry-double/document-update.
 * - Actor#toggleStatusEffect: ../foundry-double/status-toggle over the combat double's effects (actor-data's statusToggleOf)
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect).
 * - TokenDocument#update writes the token's fields; TokenDocument#combatant is the combatant standing for that token in its combat, found by token id
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#combatant), so a token
 *   taken out of the fight and put back finds its new combatant.
 */
import { statusToggleOf } from "../foundry-double/actor-data";
import { giveUpdate } from "../foundry-double/document-update";
import type { Recorded } from "../foundry-double/combat";
import type { TokenDouble } from "../foundry-double/attack";

type Doc = Record<string, any>;

export interface GraftSeed {
  id: string;
  name: string;
  owners: string[];
  system: Doc;
  items?: { id: string; name: string; type?: string; system: Doc }[];
  /** Grid square of the token. */
  at: { x: number; y: number };
  /** Extra TokenDocument fields (disposition, x, y, width, height, parent scene …). */
  tokenFields?: Doc;
  /** Prepares the derived data again after a write (a ruleset's prepareDerivedData). */
  derive?: (system: Doc, actor: Doc) => void;
}

interface AttackDoubleLike {
  token(uuid: string, actor: never, square: { x: number; y: number }): TokenDouble;
}

const g = globalThis as Record<string, any>;
const graftedActors = new Map<string, Doc>();
let lookupsWrapped = false;

/** fromUuid and fromUuidSync find the grafted actors too (the attack double knows its own tokens). */
function wrapLookups(): void {
  if (lookupsWrapped) return;
  lookupsWrapped = true;
  const [async, sync] = [g.fromUuid, g.fromUuidSync];
  g.fromUuid = async (uuid: string) => graftedActors.get(uuid) ?? (await async(uuid));
  g.fromUuidSync = (uuid: string) => graftedActors.get(uuid) ?? sync(uuid);
}

/** Gives the combatant `seed.id` of `combat` its ruleset data, items and token; returns the actor and token. */
export function graftFighter(double: AttackDoubleLike, combat: Doc, recorded: Recorded, seed: GraftSeed, CombatantData: new () => object) {
  wrapLookups();
  const combatant = combat.combatants.get(seed.id) as Doc;
  const actor = combatant.actor as Doc;
  const user = () => recorded.currentUser?.() ?? { id: "gm", isGM: true };
  const owner = (writer: { id: string; isGM: boolean }) => actor.testUserPermission(writer, "OWNER") as boolean;
  const refuseUnlessOwner = () => {
    if (!owner(user())) throw new Error(`${user().id} lacks permission to change ${actor.uuid}`);
  };
  // Item#, Actor# and TokenDocument#update are the double's (../foundry-double/document-update): owners and GMs may write.
  const writes = { writer: user, mayWrite: owner };
  const items = (seed.items ?? []).map((item) => giveUpdate({ ...item }, writes));
  const tokens: TokenDouble[] = [];
  Object.assign(actor, {
    name: seed.name,
    owners: seed.owners,
    system: seed.system,
    items: { contents: items, get: (id: string) => items.find((item) => item.id === id) },
    getActiveTokens: () => tokens,
    toggleStatusEffect: statusToggleOf(actor, refuseUnlessOwner),
  });
  giveUpdate(actor, {
    ...writes,
    prepare: () => seed.derive?.(actor.system, actor),
    hook: { name: "updateActor", fire: (name, ...args) => recorded.fire?.(name, ...args) },
  });
  seed.derive?.(seed.system, actor);
  graftedActors.set(actor.uuid, actor);
  const token = double.token(`Scene.s.Token.${seed.id}`, actor as never, seed.at);
  const document = token.document as Doc;
  Object.assign(document, {
    id: `tok-${seed.id}`,
    ...(seed.tokenFields ?? {}),
  });
  // TokenDocument#update writes its fields (its place); owners and GMs may (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#update).
  giveUpdate(document, writes);
  Object.defineProperty(document, "combatant", {
    configurable: true,
    get: () => (combat.combatants.contents as Doc[]).find((c) => c.tokenId === document.id) ?? null,
  });
  combatant.token = document;
  combatant.tokenId = document.id;
  combatant.system = new CombatantData();
  return { actor, token };
}

/**
 * What the combat double leaves out that these worlds need: Combat#getCombatantsByActor
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor), and the
 * Combat's clock (`round` 1, `turn` null) that a player's write of it changes: the combat double's own
 * Combat#update applies it, as BaseCombat#canUserModify lets it (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html).
 */
export function withClockAndActors(combat: Doc): void {
  combat.getCombatantsByActor = (actor: unknown) => (combat.combatants.contents as Doc[]).filter((c) => c.actor === actor);
  combat.round = 1;
  combat.turn = null;
}
