/**
 * A stand-in for the Foundry pieces the combat shell touches: Combat documents holding Fray data,
 * combatants with owners and effects, dice that roll what the test says, chat messages and hooks.
 * It records what the shell did so a test can assert what people at the table would see.
 */
import { applyUpdate, expandUpdate } from "./merge";
import { messageModeOf, whisperFor } from "./message-modes";
import { installNetwork } from "./network";
import { installProfile, isV14 } from "./profile";

/** The document fields an update names, once dotted keys are expanded and `==`/`-=` prefixes read as the field they act on. */
const topKeys = (change: Record<string, unknown>) => Object.keys(expandUpdate(change)).map((key) => key.replace(/^(==|-=)/, ""));
export interface Recorded {
  hooks: { name: string; args: unknown[] }[];
  /** Roll messages: who they are whispered to and the mode (a v14 key) they were shown in. */
  messages: { formula: string; total: number; whisper: string[]; flavor: string; mode: string }[];
  deletedEffects: string[];
  /** Fires a document hook on every client with the current client's user id (set by the double). */
  fire?: (name: string, ...args: unknown[]) => void;
  /** The user whose client runs the code now (set by the double). */
  currentUser?: () => { id: string; isGM: boolean } | undefined;
}

export interface CombatantSeed {
  id: string;
  name: string;
  group: string | null;
  owners: string[];
  hidden?: boolean;
  /** An unlinked token's creature: its effects live in the token's ActorDelta. */
  unlinked?: boolean;
  dex?: number;
  effects?: { id: string; expiresAtTurnStart: boolean }[];
  /** Combatant flags under "fray" (cannotBeSurprised …). */
  flags?: Record<string, unknown>;
  /** The token it stands for (defaults to one of its own). */
  tokenId?: string;
}

export function installCombatDouble(users: { id: string; isGM: boolean }[], dice: number[]) {
  const recorded: Recorded = { hooks: [], messages: [], deletedEffects: [] };
  const g = globalThis as Record<string, any>;

  /**
   * DataModel.migrateData hands the (migrated) source back; subclasses migrate before calling it
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#migratedata).
   */
  class TypeDataModel {
    static migrateData(source: Record<string, unknown>) {
      return source;
    }
  }
  class Combat {}
  class Roll {
    total: number | undefined;
    constructor(readonly formula: string) {}
    async evaluate() {
      // The test's next number is the dice's sum, kept within what NdM can show as a real roll would be.
      const [, count = "1", faces = "20"] = /(\d*)d(\d+)/.exec(this.formula) ?? [];
      const least = Number(count || 1);
      const spread = least * (Number(faces) - 1) + 1;
      const face = ((((dice.shift() ?? least) - least) % spread) + spread) % spread + least;
      const bonus = Number(/[+-]\d+$/.exec(this.formula)?.[0] ?? 0);
      this.total = face + bonus;
      return this;
    }
    /**
     * Roll#toMessage(data, options) applies a mode to the message: the one passed, else the roller's setting, public by
     * default; v13 names it `options.rollMode`, v14 `options.messageMode` or `rollMode` with v14's names (./message-modes,
     * https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#tomessage). The message keeps the v14 key it was shown in.
     */
    async toMessage(data: { whisper?: string[]; flavor?: string }, options: { rollMode?: string; messageMode?: string } = {}) {
      const mode = messageModeOf(options, isV14(), (key) => g.game?.settings?.get?.("core", key));
      const gms = net.users.filter((user) => user.isGM).map((user) => user.id);
      const whisper = whisperFor(mode, data.whisper ?? [], gms, net.currentUser()?.id ?? "");
      recorded.messages.push({ formula: this.formula, total: this.total ?? 0, whisper, flavor: data.flavor ?? "", mode });
    }
  }
  g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel }, dice: { Roll } };
  g.Combat = Combat;
  // CONFIG is a global of every Foundry client from before init (https://foundryvtt.com/api/v13/variables/CONFIG.html); the profile adds v14's CONFIG.ChatMessage.modes (./profile).
  g.CONFIG = { ...(g.CONFIG ?? {}) };
  const net = installNetwork(users);
  const listeners = new Map<string, ((...args: any[]) => unknown)[]>();
  g.Hooks = {
    callAll: (name: string, ...args: unknown[]) => {
      recorded.hooks.push({ name, args });
      for (const listener of listeners.get(name) ?? []) listener(...args);
    },
    on: (name: string, listener: (...args: any[]) => unknown) => void listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    // Hooks.once: called the first time only (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html#once).
    once: (name: string, listener: (...args: any[]) => unknown) => {
      const wrapped = (...args: unknown[]) => {
        listeners.set(name, (listeners.get(name) ?? []).filter((l) => l !== wrapped));
        return listener(...args);
      };
      listeners.set(name, [...(listeners.get(name) ?? []), wrapped]);
    },
  };
  /**
   * A document hook as Foundry fires it: on every connected client, after the server accepted the
   * change, with the id of the user who made it last. Source: the hook events `createDocument`,
   * `updateDocument`, `deleteDocument` in https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html
   */
  const fireDocumentHook = (name: string, ...args: unknown[]) => {
    const userId = net.clientId();
    for (const user of net.users.filter((u) => u.active)) net.on(user.id, () => g.Hooks.callAll(name, ...args, userId));
  };
  g.game = { ...(g.game ?? {}), combats: { get: (id: string) => combats.get(id), get contents() { return [...combats.values()]; } } };
  const combats = new Map<string, unknown>();
  recorded.fire = fireDocumentHook;
  recorded.currentUser = () => net.currentUser();
  installProfile();
  return { recorded, combats, net };
}

/** Builds a FrayCombat (from the real module, over the double's Combat) with the given combatants. */
export function makeCombat(
  FrayCombat: new () => object,
  FrayCombatData: new () => object,
  seeds: CombatantSeed[],
  groups: string[],
  recorded: Recorded,
) {
  const combat = new FrayCombat() as Record<string, any>;
  let combatantCount = 0;
  const updates: unknown[] = [];
  const collection = <T extends { id: string }>(items: T[]) => ({
    contents: items,
    get size() {
      return items.length;
    },
    get: (id: string) => items.find((item) => item.id === id),
  });
  const user = () => recorded.currentUser?.() ?? { id: "gm", isGM: true };
  const fire = (name: string, ...args: unknown[]) => recorded.fire?.(name, ...args);
  /**
   * Who may write what, as Foundry's server decides: a GM anything; a player a Combat's round and
   * turn only, their own combatant's initiative, flags, defeated and system, and adding or removing
   * their own token's combatant. Sources: BaseCombat#canUserModify and BaseCombatant._canUpdate
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html,
   * https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombatant.html); an owner may edit
   * their actor's effects (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html).
   */
  const refuse = (what: string): never => {
    throw new Error(`${user().id} lacks permission to ${what}`);
  };
  /**
   * Document#createEmbeddedDocuments / #deleteEmbeddedDocuments take the embedded collection's name first and
   * throw for a name the document does not embed (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments,
   * #getembeddedcollection); the double embeds one kind per document.
   */
  const embedded = (name: string, kind: string) => {
    if (name !== kind) throw new Error(`${name} is not an embedded document of this double (${kind} only)`);
  };
  let effectCount = 0;
  /** An actor's statuses are those of its enabled effects (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses). */
  const refreshStatuses = (actor: Record<string, any>) => {
    actor.statuses.clear();
    for (const e of actor.effects.contents) if (!e.disabled) for (const status of e.statuses ?? []) actor.statuses.add(status);
  };
  const makeEffect = (actor: Record<string, any>, data: { id: string; statuses: string[]; disabled?: boolean }) => {
    // BaseActiveEffect#statuses is a SetField: stored as an array, a Set once prepared
    // (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseActiveEffect.html#statuses). Updates merge into the stored data (./merge).
    const source: Record<string, any> = { statuses: [...data.statuses], disabled: data.disabled === true };
    const effect: Record<string, any> = {
      id: data.id,
      uuid: `${actor.uuid}.ActiveEffect.${data.id}`,
      parent: actor.token?.delta ?? actor,
      statuses: new Set(data.statuses),
      disabled: data.disabled === true,
      getFlag: () => undefined,
      toObject: () => ({ _id: effect.id, statuses: [...effect.statuses], disabled: effect.disabled }),
      async update(changes: Record<string, any>, options: unknown = {}) {
        if (!actor.testUserPermission(user())) refuse(`change ${actor.uuid}`);
        applyUpdate(source, changes);
        effect.statuses = new Set(source.statuses ?? []);
        effect.disabled = source.disabled === true;
        refreshStatuses(actor);
        fire("updateActiveEffect", effect, changes, options);
        return effect;
      },
      async delete(options: unknown = {}) {
        if (!actor.testUserPermission(user())) refuse(`change ${actor.uuid}`);
        actor.effects.contents = actor.effects.contents.filter((e: unknown) => e !== effect);
        refreshStatuses(actor);
        fire("deleteActiveEffect", effect, options);
        return effect;
      },
    };
    actor.effects.contents.push(effect);
    refreshStatuses(actor);
    return effect;
  };
  const ActorClass = ((globalThis as Record<string, any>).Actor ?? class {}) as new () => object;
  /**
   * An unlinked token's synthetic actor keeps its changes in the token's ActorDelta, which embeds the token's
   * Items and ActiveEffects; its effects' parent is that delta, whose parent is the TokenDocument, whose `actor`
   * is the synthetic actor (https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html,
   * https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#actor, #delta). Its uuid names the token.
   */
  const unlinkedParts = (seed: CombatantSeed, actor: Record<string, any>) => {
    const tokenId = seed.tokenId ?? `tok-${seed.id}`;
    const token: Record<string, any> = { documentName: "Token", id: tokenId, uuid: `Scene.scene1.Token.${tokenId}`, actor };
    token.delta = { documentName: "ActorDelta", id: tokenId, uuid: `${token.uuid}.ActorDelta.${tokenId}`, parent: token };
    return { uuid: `${token.uuid}.Actor.${seed.id}`, isToken: true, token };
  };
  const makeActor = (seed: CombatantSeed) => {
    const actor: Record<string, any> = Object.assign(Object.create(ActorClass.prototype), {
      uuid: `Actor.${seed.id}`,
      id: seed.id,
      statuses: new Set<string>(),
      system: { attributes: { dex: seed.dex ?? 10, wis: 10 } },
      // Actor#items, its embedded Items (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#items): none here.
      items: { contents: [] },
      testUserPermission: (u: { id: string; isGM?: boolean }) => u.isGM === true || seed.owners.includes(u.id),
      effects: {
        contents: (seed.effects ?? []).map((e) => ({ id: e.id, statuses: new Set<string>(), getFlag: (_scope: string, key: string) => (key === "expiresAtTurnStart" ? e.expiresAtTurnStart : undefined) })) as unknown[],
      },
      deleteEmbeddedDocuments: async (_type: string, ids: string[]) => void recorded.deletedEffects.push(...ids),
      async createEmbeddedDocuments(type: string, data: { _id?: string; statuses?: string[]; disabled?: boolean }[], options: { keepId?: boolean } = {}) {
        embedded(type, "ActiveEffect");
        if (!actor.testUserPermission(user())) refuse(`change ${actor.uuid}`);
        return data.map((d) => {
          const effect = makeEffect(actor, { id: options.keepId && d._id ? d._id : `eff${++effectCount}`, statuses: d.statuses ?? [], disabled: d.disabled });
          fire("createActiveEffect", effect, options);
          return effect;
        });
      },
    });
    if (seed.unlinked) Object.assign(actor, unlinkedParts(seed, actor));
    return actor;
  };
  const actors = new Map(seeds.map((seed) => [seed.id, { seed, actor: makeActor(seed) }]));
  const PLAYER_COMBATANT_KEYS = new Set(["initiative", "flags", "defeated", "system"]);
  const makeCombatant = (seed: CombatantSeed, id = seed.id, data: Record<string, any> = {}) => {
    const { actor } = actors.get(seed.id)!;
    const combatant: Record<string, any> = {
      id,
      // An embedded document's uuid names its parent's (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#uuid).
      uuid: `Combat.combat1.Combatant.${id}`,
      name: seed.name,
      hidden: seed.hidden ?? false,
      group: data.group ?? seed.group,
      defeated: data.defeated ?? false,
      tokenId: data.tokenId ?? seed.tokenId ?? `tok-${seed.id}`,
      actorId: seed.id,
      system: structuredClone(data.system ?? {}),
      parent: combat,
      // Document#getFlag reads the document's own flags (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#getflag).
      flags: { fray: structuredClone(seed.flags ?? {}) } as Record<string, Record<string, unknown>>,
      getFlag: (scope: string, key: string) => combatant.flags[scope]?.[key],
      actor,
      toObject: () => ({ _id: combatant.id, actorId: seed.id, tokenId: combatant.tokenId, group: combatant.group, defeated: combatant.defeated, system: structuredClone(combatant.system) }),
      async update(changes: Record<string, any>, options: unknown = {}) {
        const u = user();
        if (!u.isGM && (!seed.owners.includes(u.id) || topKeys(changes).some((key) => !PLAYER_COMBATANT_KEYS.has(key)))) refuse(`update combatant ${id}`);
        // Merged as Foundry merges an update (./merge); the system data keeps its model class.
        applyUpdate(combatant, changes);
        fire("updateCombatant", combatant, changes, options);
        return combatant;
      },
    };
    return combatant;
  };
  const combatants: (Record<string, any> & { id: string })[] = seeds.map((seed) => makeCombatant(seed) as Record<string, any> & { id: string });

  Object.assign(combat, {
    id: "combat1",
    system: Object.assign(new FrayCombatData(), { schemaVersion: 2, structure: "", state: null, roundState: { budgets: [], rulesets: [] }, roundHistory: [], cannotBeSurprised: [], departed: {} }),
    combatants: collection(combatants),
    groups: collection(groups.map((id) => ({ id, name: id === "party" ? "Party" : "Goblins", getFlag: () => undefined }))),
    updates,
    embeddedUpdates: [] as unknown[],
    // Recorded, not applied (the round-start budget refresh): tests read what the GM wrote from `embeddedUpdates`.
    async updateEmbeddedDocuments(_type: string, changes: unknown[]) {
      if (!user().isGM) refuse("update combatants in bulk");
      combat.embeddedUpdates.push(structuredClone(changes));
      return [];
    },
    async createEmbeddedDocuments(type: string, data: Record<string, any>[], options: { keepId?: boolean } = {}) {
      embedded(type, "Combatant");
      return data.map((d) => {
        const entry = actors.get(d.actorId);
        if (!entry) throw new Error(`no actor ${d.actorId}`);
        if (!user().isGM && !entry.seed.owners.includes(user().id)) refuse("add another's token");
        const created = makeCombatant(entry.seed, options.keepId && d._id ? d._id : `${entry.seed.id}-${++combatantCount}`, d);
        combatants.push(created as Record<string, any> & { id: string });
        fire("createCombatant", created, options);
        return created;
      });
    },
    async deleteEmbeddedDocuments(type: string, ids: string[], options: unknown = {}) {
      embedded(type, "Combatant");
      return ids.map((id) => {
        const found = combatants.find((c) => c.id === id);
        if (!found) return null;
        if (!user().isGM && !actors.get(found.actor.id)?.seed.owners.includes(user().id)) refuse(`remove combatant ${id}`);
        combatants.splice(combatants.indexOf(found), 1);
        fire("deleteCombatant", found, options);
        return found;
      });
    },
    flags: {} as Record<string, Record<string, unknown>>,
    /**
     * Document#getFlag / #setFlag (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#getflag,
     * #setflag): a flag is a value under a scope; setting it updates the Combat, which only a GM may do
     * (BaseCombat#canUserModify), and fires `updateCombat`. It is an update of `flags.<scope>.<key>`, merged as every
     * update is (./merge): arrays and plain values replace the old one, an object merges into it key by key.
     */
    getFlag: (scope: string, key: string) => structuredClone(combat.flags[scope]?.[key]),
    async setFlag(scope: string, key: string, value: unknown) {
      if (!user().isGM) refuse("update the Combat's flags");
      applyUpdate(combat, { flags: { [scope]: { [key]: value } } });
      fire("updateCombat", combat, { flags: { [scope]: { [key]: value } } }, {});
      return combat;
    },
    async update(data: Record<string, unknown>) {
      if (!user().isGM && topKeys(data).some((key) => !["round", "turn", "combatants"].includes(key))) refuse("update the Combat's system");
      if (topKeys(data).includes("combatants")) throw new Error("The combat double does not update combatants through Combat#update");
      updates.push(structuredClone(data));
      // Merged as Foundry merges an update (./merge): an ObjectField's keys left out stay, `==key` replaces, `-=key` deletes.
      applyUpdate(combat, data);
      return combat;
    },
  });
  return combat;
}
