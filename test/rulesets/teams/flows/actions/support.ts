/**
 * Teams fighters for the action tests, on top of the fight double: actors with the teams pools and
 * conditions, their items, statuses kept by ActiveEffects, and tokens the GM finds by UUID. Each
 * piece records what the GM's handler wrote so a test asserts what the table would see.
 */
import { makeCombat } from "../../../../foundry-double/combat";
import { toggleStatusEffect, type ToggleOptions } from "../../../../foundry-double/status-toggle";
import type { PanelSituation } from "../../../../../src/rulesets/teams/flows/actions/actions-view";
import { freshBudget, type TeamsBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { giveUpdate } from "../../../../foundry-double/document-update";

export interface TeamsItemSeed {
  id: string;
  type?: "teamsWeapon" | "teamsShield" | "teamsGear" | "teamsArmour";
  wielded?: boolean;
  reload?: number;
}

export interface TeamsFighterSeed {
  id: string;
  name: string;
  owners: string[];
  group: "party" | "foes";
  stamina?: number;
  focus?: number;
  items?: TeamsItemSeed[];
  unconscious?: boolean;
}

/** Every write the handler made, in order. */
export interface TeamsWrites {
  actorUpdates: { actor: string; changes: Record<string, unknown> }[];
  itemUpdates: { item: string; changes: Record<string, unknown> }[];
}

function itemOf(seed: TeamsItemSeed, writes: TeamsWrites) {
  const item = {
    id: seed.id,
    name: seed.id,
    type: seed.type ?? "teamsWeapon",
    system: { wielded: seed.wielded ?? false, reload: seed.reload ?? 0 },
  };
  // Item#update merges the changes into the document (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update):
  // the double's (foundry-double/document-update), each write recorded.
  return giveUpdate(item, { record: (changes) => void writes.itemUpdates.push({ item: seed.id, changes }) });
}

export function teamsActorOf(seed: TeamsFighterSeed, writes: TeamsWrites) {
  const items = (seed.items ?? []).map((item) => itemOf(item, writes));
  const statuses = new Set<string>();
  const effects: { id: string; statuses: string[]; flags: Record<string, any> }[] = [];
  let effectCount = 0;
  // Actor#statuses holds the statuses of its effects (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses).
  const refresh = () => {
    statuses.clear();
    for (const effect of effects) for (const status of effect.statuses) statuses.add(status);
  };
  const actor: Record<string, any> = Object.assign(Object.create((globalThis as Record<string, any>).Actor.prototype), {
    id: seed.id,
    uuid: `Actor.${seed.id}`,
    name: seed.name,
    type: "teamsCharacter",
    system: {
      stamina: { value: seed.stamina ?? 3, max: 3 },
      focus: { value: seed.focus ?? 3, max: 3 },
      conditions: { prone: false, unconscious: seed.unconscious ?? false, dead: false },
    },
    statuses,
    items: { contents: items, get: (id: string) => items.find((item) => item.id === id) },
    effects: {
      get contents() {
        return effects.map((effect) => ({ ...effect, getFlag: (scope: string, key: string) => effect.flags[scope]?.[key] }));
      },
    },
    testUserPermission: (user: { id: string; isGM?: boolean }) => user.isGM === true || seed.owners.includes(user.id),
    // Actor#toggleStatusEffect (foundry-double/status-toggle) on these effects (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect).
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) =>
      toggleStatusEffect(
        {
          effects: actor.effects.contents as { id: string; statuses: string[] }[],
          async create(data) {
            await actor.createEmbeddedDocuments("ActiveEffect", [data]);
            return effects.at(-1);
          },
          remove: (removed) => actor.deleteEmbeddedDocuments("ActiveEffect", removed.map((effect) => effect.id)),
        },
        id,
        options,
      ),
    async createEmbeddedDocuments(_type: string, data: { statuses?: string[]; flags?: Record<string, any> }[]) {
      for (const d of data) effects.push({ id: `eff${++effectCount}`, statuses: d.statuses ?? [], flags: d.flags ?? {} });
      refresh();
    },
    async deleteEmbeddedDocuments(_type: string, ids: string[]) {
      const kept = effects.filter((effect) => !ids.includes(effect.id));
      effects.splice(0, effects.length, ...kept);
      refresh();
    },
  });
  // Actor#update: the double's (foundry-double/document-update), each write recorded.
  return giveUpdate(actor, { record: (changes) => void writes.actorUpdates.push({ actor: seed.name, changes }) });
}

/**
 * The v13 pieces the teams action shell calls beyond the fight double: ActiveEffect.fromStatusEffect
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#fromstatuseffect), which
 * builds a status's effect from CONFIG.statusEffects, and fromUuid for the targeted token
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html).
 */
export function installTeamsActionGlobals() {
  const g = globalThis as Record<string, any>;
  g.ActiveEffect = {
    implementation: {
      fromStatusEffect: async (id: string) => ({ toObject: () => ({ name: `FRAY.Teams.Status.${id}`, img: "icons/svg/shield.svg", statuses: [id] }) }),
    },
  };
  class TokenDocument {}
  g.TokenDocument = TokenDocument;
  g.foundry.documents = { ...(g.foundry.documents ?? {}), TokenDocument };
  return TokenDocument;
}

/** A teams fight to start: the combat double's combatants with teams actors and tokens, found by UUID. */
export function teamsFight(seeds: TeamsFighterSeed[], FrayCombat: new () => object, FrayCombatData: new () => object, FrayCombatantData: new () => object, recorded: Parameters<typeof makeCombat>[4], writes: TeamsWrites) {
  const combat = makeCombat(FrayCombat, FrayCombatData, seeds.map((seed) => ({ id: seed.id, name: seed.name, group: seed.group, owners: seed.owners })), ["party", "foes"], recorded);
  const tokens = new Map<string, Record<string, any>>();
  const g = globalThis as Record<string, any>;
  for (const seed of seeds) {
    const combatant = combat.combatants.get(seed.id) as Record<string, any>;
    const actor = teamsActorOf(seed, writes);
    const token = Object.assign(new g.TokenDocument(), { id: `tok-${seed.id}`, uuid: `Scene.s1.Token.tok-${seed.id}`, name: seed.name, actor, disposition: seed.group === "party" ? 1 : -1 });
    tokens.set(token.uuid, token);
    tokens.set(actor.uuid, actor);
    combatant.actor = actor;
    combatant.token = token;
    combatant.system = new FrayCombatantData();
  }
  g.fromUuid = async (uuid: string) => tokens.get(uuid) ?? null;
  g.fromUuidSync = (uuid: string) => tokens.get(uuid) ?? null;
  combat.getCombatantsByActor = (actor: { id: string }) => combat.combatants.contents.filter((c: { actor?: { id: string } }) => c.actor?.id === actor.id);
  return { combat, tokens };
}

/** Petra on her own turn in a fight under way, with her crossbow (reload 2) in hand and a dagger carried. */
export function petraOnTurn(budget: Partial<TeamsBudget> = {}, overrides: Partial<PanelSituation> = {}): PanelSituation {
  return {
    inCombat: true,
    started: true,
    ownTurn: true,
    budget: { ...freshBudget(), ...budget },
    stamina: { value: 3, max: 3 },
    focus: { value: 3, max: 3 },
    prone: false,
    items: [
      { id: "crossbow", name: "Crossbow", wielded: true, reload: 2 },
      { id: "dagger", name: "Dagger", wielded: false, reload: 0 },
    ],
    ...overrides,
  };
}
