import type { Intent } from "../../core/turns/adapters/adapter";
import { effectiveTurnStructure } from "../../core/rulesets";
import { askGm, type GmAnswer } from "../channel";
import { SYSTEM_ID } from "../settings";
import { activeRules } from "../active-ruleset";
import { adapterOf, stateOf } from "./combat-engine";
import type { StartChoices } from "./fight-setup";
import { declareSealed, sealsFromHere } from "./declare-sealed";

/**
 * A combat run by one of Fray's turn structures. Nobody is "on turn" in Foundry's sense
 * (turn stays null); the engine state in `system` says who acts, and every change goes through
 * the GM. The core turn buttons and keys are routed to the same commands.
 */
export class FrayCombat extends Combat {
  /** The structure this encounter runs: its own choice once started, else the world's. */
  get frayStructure(): string {
    const chosen = adapterOf(this)?.id;
    if (chosen) return chosen;
    const setting = game.settings?.get(SYSTEM_ID, "turnStructure") ?? "ruleset";
    return effectiveTurnStructure(activeRules(), setting);
  }

  get frayStarted(): boolean {
    return adapterOf(this) !== null && stateOf(this) !== null;
  }

  /** Sends what a user clicked to the GM, who checks it with the engine and applies it; a secret declaration goes sealed. */
  async issue(intent: Intent): Promise<GmAnswer> {
    if (intent.kind === "declare" && sealsFromHere(this)) return declareSealed(this, intent);
    return askGm("turn", { combatId: this.id, intent: { ...intent } });
  }

  /** GM: starts the engine; groups are made from token dispositions where the structure needs them. */
  async startFray(structure: string, choices: StartChoices): Promise<GmAnswer> {
    return askGm("startFight", { combatId: this.id, structure, choices: { ...choices } });
  }

  override async startCombat(): Promise<this> {
    await this.startFray(this.frayStructure, { startedBy: null, attacked: null, surprising: null, fastSlow: false, partyGroupId: null });
    return this;
  }

  override async nextRound(): Promise<this> {
    await this.issue({ kind: "nextRound" });
    return this;
  }

  override async nextTurn(): Promise<this> {
    const active = adapterOf(this)?.view(stateOf(this)).activeIds[0];
    if (active) await this.issue({ kind: "endTurn", combatantId: active });
    return this;
  }

  override async previousTurn(): Promise<this> {
    await this.issue({ kind: "undo" });
    return this;
  }

  override async previousRound(): Promise<this> {
    await this.issue({ kind: "undo" });
    return this;
  }

  /**
   * Core's initiative rolls and resets (the tracker header's roll-all, roll-NPCs and reset buttons,
   * a combatant's reroll) are Combat#rollAll, #rollNPC, #resetAll and #rollInitiative
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html): here the turn
   * structure rolls what it needs, so they only say so.
   */
  override async rollInitiative(): Promise<this> {
    ui.notifications?.info("FRAY.Tracker.initiativeByFray", { localize: true });
    return this;
  }

  override async rollAll(): Promise<this> {
    return this.rollInitiative();
  }

  override async rollNPC(): Promise<this> {
    return this.rollInitiative();
  }

  override async resetAll(): Promise<this> {
    return this.rollInitiative();
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof FrayCombat;
  }
}
