/**
 * A stand-in for the Foundry pieces the combat shell touches: Combat documents holding Fray data,
 * combatants with owners and effects, dice that roll what the test says, chat messages and hooks.
 * It records what the shell did so a test can assert what people at the table would see.
 */
import { installNetwork } from "./network";
export interface Recorded {
  hooks: { name: string; args: unknown[] }[];
  messages: { formula: string; total: number; whisper: string[]; flavor: string }[];
  deletedEffects: string[];
}

export interface CombatantSeed {
  id: string;
  name: string;
  group: string | null;
  owners: string[];
  hidden?: boolean;
  dex?: number;
  effects?: { id: string; expiresAtTurnStart: boolean }[];
  /** Combatant flags under "fray" (cannotBeSurprised …). */
  flags?: Record<string, unknown>;
}

export function installCombatDouble(users: { id: string; isGM: boolean }[], dice: number[]) {
  const recorded: Recorded = { hooks: [], messages: [], deletedEffects: [] };
  const g = globalThis as Record<string, any>;

  class TypeDataModel {}
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
    async toMessage(data: { whisper?: string[]; flavor?: string }) {
      recorded.messages.push({ formula: this.formula, total: this.total ?? 0, whisper: data.whisper ?? [], flavor: data.flavor ?? "" });
    }
  }
  g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel }, dice: { Roll } };
  g.Combat = Combat;
  g.Hooks = {
    callAll: (name: string, ...args: unknown[]) => void recorded.hooks.push({ name, args }),
    on: () => 0,
  };
  const net = installNetwork(users);
  g.game = { ...(g.game ?? {}), combats: { get: (id: string) => combats.get(id), get contents() { return [...combats.values()]; } } };
  const combats = new Map<string, unknown>();
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
  const updates: unknown[] = [];
  const collection = <T extends { id: string }>(items: T[]) => ({
    contents: items,
    size: items.length,
    get: (id: string) => items.find((item) => item.id === id),
  });
  const combatants = seeds.map((seed) => ({
    id: seed.id,
    name: seed.name,
    hidden: seed.hidden ?? false,
    group: seed.group,
    getFlag: (_scope: string, key: string) => seed.flags?.[key],
    actor: {
      uuid: `Actor.${seed.id}`,
      statuses: new Set<string>(),
      system: { attributes: { dex: seed.dex ?? 10, wis: 10 } },
      testUserPermission: (user: { id: string }) => seed.owners.includes(user.id),
      effects: {
        contents: (seed.effects ?? []).map((effect) => ({ id: effect.id, getFlag: (_scope: string, key: string) => (key === "expiresAtTurnStart" ? effect.expiresAtTurnStart : undefined) })),
      },
      deleteEmbeddedDocuments: async (_type: string, ids: string[]) => void recorded.deletedEffects.push(...ids),
    },
  }));
  Object.assign(combat, {
    id: "combat1",
    system: Object.assign(new FrayCombatData(), { structure: "", state: null, cannotBeSurprised: [] }),
    combatants: collection(combatants),
    groups: collection(groups.map((id) => ({ id, name: id === "party" ? "Party" : "Goblins", getFlag: () => undefined }))),
    updates,
    embeddedUpdates: [] as unknown[],
    async updateEmbeddedDocuments(_type: string, changes: unknown[]) {
      combat.embeddedUpdates.push(structuredClone(changes));
      return [];
    },
    async update(data: { system?: { state?: unknown; structure?: string; cannotBeSurprised?: string[] } }) {
      updates.push(structuredClone(data));
      if (data.system?.structure !== undefined) combat.system.structure = data.system.structure;
      if (data.system?.state !== undefined) combat.system.state = data.system.state;
      if (data.system?.cannotBeSurprised !== undefined) combat.system.cannotBeSurprised = data.system.cannotBeSurprised;
      return combat;
    },
  });
  return combat;
}
