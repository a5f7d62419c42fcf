import type { FighterInput, FightSetup, Intent, TrackerView } from "../../src/core/turns/adapters/adapter";
import type { Issuer, TurnStructureId } from "../../src/core/turns/engine";
import { ADAPTERS } from "../../src/core/turns/adapters/registry";
import { allowedIntents } from "../../src/core/turns/adapters/allowed";
import { trackerRows, type FighterDisplay } from "../../src/foundry/combat/tracker-rows";
import { sidesEconomy } from "../../src/rulesets/sides/rules/economy";
import { takeAction } from "../../src/rulesets/sides/rules/combat/action-economy";

export const GM: Issuer = { userId: "gm", isGM: true };
export const PLAYER: Issuer = { userId: "p1", isGM: false };

/** A party of two players' characters against a goblin band whose chief is hidden from players. */
export function roster(extraFoes = 0) {
  const grouped = (structure: TurnStructureId) => ["sideInitiative", "alternatingTeams", "factions"].includes(structure);
  const people = [
    { id: "maren", name: "Maren Holloway", party: true, owners: ["p1"], wit: 12, dexMod: 1 },
    { id: "tamsin", name: "Tamsin Reedwater", party: true, owners: ["p2"], wit: 6, dexMod: 2 },
    { id: "gob1", name: "Goblin Skirmisher", party: false, owners: [], wit: 8, dexMod: 0 },
    { id: "gob2", name: "Goblin Archer", party: false, owners: [], wit: 8, dexMod: 0 },
    { id: "chief", name: "Goblin Chieftain", party: false, owners: [], wit: 10, dexMod: 0, hidden: true },
    ...Array.from({ length: extraFoes }, (_, i) => ({ id: `extra${i}`, name: `Goblin ${i + 1}`, party: false, owners: [], wit: 7, dexMod: 0 })),
  ];
  // Maren has attacked this round: her Main (and the second Move it could buy) are spent.
  const attacked = takeAction(sidesEconomy.fresh(), "meleeAttack", { ownTurn: true, kind: "character", snapTrained: false });
  const budgetOf = (id: string) => (id === "maren" && attacked.ok ? attacked.state : sidesEconomy.fresh());
  const displays: Record<string, FighterDisplay> = Object.fromEntries(
    people.map((p) => [
      p.id,
      { name: p.name, img: "icons/svg/mystery-man.svg", hidden: "hidden" in p && p.hidden === true, economy: sidesEconomy.badges(budgetOf(p.id)) },
    ]),
  );
  const setupFor = (structure: TurnStructureId): FightSetup => ({
    groups: grouped(structure) ? [{ id: "party", isParty: true }, { id: "foes", isParty: false }] : [],
    fighters: people.map(
      (p): FighterInput => ({
        id: p.id,
        groupId: grouped(structure) ? (p.party ? "party" : "foes") : null,
        owners: p.owners,
        initiativeBonus: p.dexMod,
        dexMod: p.dexMod,
        agilityModifier: p.dexMod,
        wit: p.wit,
        cannotBeSurprised: false,
        surprised: false,
        ambusher: false,
      }),
    ),
    startedBy: "party",
    attacked: "foes",
    surprising: null,
    fastSlow: structure === "factions",
  });
  return { displays, setupFor, groupNames: { party: "Party", foes: "Goblin band" } };
}

/** Plays a fight forward: answers every pending roll with a fixed total, then performs the intents. */
export class ScriptedFight {
  state: unknown;
  private rolls = 0;
  constructor(readonly structure: TurnStructureId, setup: FightSetup) {
    const adapter = ADAPTERS[structure];
    this.state = adapter.initial();
    for (const command of adapter.setup?.(setup, GM) ?? [adapter.start(setup, GM)]) this.apply(command);
  }
  get adapter() {
    return ADAPTERS[this.structure];
  }
  get view(): TrackerView {
    return this.adapter.view(this.state);
  }
  private apply(command: { type: string; by: Issuer } | null): void {
    if (!command) throw new Error("not an intent of this structure");
    const outcome = this.adapter.engine.apply(this.state, command);
    if (!outcome.ok) throw new Error(`${this.structure} refused ${command.type}: ${outcome.reason.key}`);
    this.state = outcome.state;
    this.answerRolls();
  }
  /** Rolls come back high for the first party asked, lower after, so orders are predictable. */
  private answerRolls(): void {
    for (let guard = 0; guard < 50; guard += 1) {
      const pending = this.view.pendingRolls[0];
      if (!pending) return;
      const max = Number(/d(\d+)/.exec(pending.formula)?.[1] ?? 6);
      const bonus = Number(/[+-]\d+$/.exec(pending.formula)?.[0] ?? 0);
      const face = Math.max(1, max - ((this.rolls * 3) % max));
      this.rolls += 1;
      this.apply(this.adapter.rollCommand(this.state, { purpose: pending.purpose, forId: pending.forIds[0] ?? null, forIds: pending.forIds, total: face + bonus }, GM));
    }
  }
  do(intent: Intent, by: Issuer = GM): this {
    this.apply(this.adapter.command(this.state, intent, by));
    return this;
  }
  rows(viewer: Issuer, displays: Record<string, FighterDisplay>, groupNames: Record<string, string>) {
    return trackerRows(this.view, displays, allowedIntents(this.adapter, this.state, viewer), { isGM: viewer.isGM }, groupNames);
  }
}

/** Each structure played to the middle of a round, the way a table would see it. */
export function midRound(structure: TurnStructureId, extraFoes = 0): ScriptedFight {
  const { setupFor } = roster(extraFoes);
  const fight = new ScriptedFight(structure, setupFor(structure));
  const firstReady = () => fight.view.fighters.find((f) => f.status === "ready")?.id ?? "";
  switch (structure) {
    case "sideInitiative":
    case "alternatingTeams": {
      const first = firstReady();
      fight.do({ kind: "act", combatantId: first }).do({ kind: "endTurn", combatantId: first });
      fight.do({ kind: "act", combatantId: firstReady() });
      return fight;
    }
    case "factions": {
      const holder = fight.view.holderId ?? "party";
      if (fight.adapter.command(fight.state, { kind: "chooseFirst", groupId: holder }, GM)) {
        const ok = fight.adapter.command(fight.state, { kind: "chooseFirst", groupId: "party" }, GM);
        if (ok && fight.adapter.engine.apply(fight.state, ok).ok) fight.do({ kind: "chooseFirst", groupId: "party" });
      }
      const first = firstReady();
      if (first) fight.do({ kind: "act", combatantId: first }).do({ kind: "endTurn", combatantId: first });
      return fight;
    }
    case "individual": {
      const first = fight.view.order[0]?.ids[0] ?? "";
      fight.do({ kind: "act", combatantId: first }).do({ kind: "endTurn", combatantId: first });
      const second = fight.view.order[1]?.ids[0] ?? "";
      fight.do({ kind: "delay", combatantId: second });
      const third = fight.view.order.find((step) => !step.done && !step.ids.includes(second))?.ids[0] ?? "";
      fight.do({ kind: "act", combatantId: third });
      return fight;
    }
    case "declared": {
      const modifiers: Record<string, [string, number]> = { maren: ["Longsword", 0], tamsin: ["Shortbow", -1], gob1: ["Spear", 1], gob2: ["Shortbow", -1], chief: ["Full defense", -1] };
      for (const f of fight.view.fighters) {
        const [actionId, modifier] = modifiers[f.id] ?? ["Dagger", 0];
        fight.do({ kind: "declare", combatantId: f.id, actionId, modifier });
      }
      fight.do({ kind: "lockDeclarations" });
      const step = fight.view.order.find((s) => !s.done);
      for (const id of step?.ids ?? []) if (fight.view.fighters.find((f) => f.id === id)?.status === "ready") fight.do({ kind: "act", combatantId: id });
      return fight;
    }
  }
}
