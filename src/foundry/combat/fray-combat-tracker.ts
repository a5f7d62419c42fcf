import type { Intent, IntentKind } from "../../core/turns/adapters/adapter";
import { FrayCombat } from "./fray-combat";
import { trackerContext } from "./tracker-context";
import { askIntentDetails } from "./intent-dialogs";
import { frayEntryOptions, withoutCoreInitiative } from "./tracker-menu";
import { coreUsesV14Menus, shapedEntries } from "../context-menu";
import { editObjective, markObjective } from "./objective-dialog";
import { parseShareInitiative } from "./shared-initiative";
import { askGm } from "../channel";
import { redrawScheduler, type RulesetTrackerView } from "./tracker-extension";
import { askRebuild, askReset } from "./reset-controls";

const { CombatTracker } = foundry.applications.sidebar.tabs;

const TEMPLATES = {
  tracker: "systems/fray/templates/combat/tracker.hbs",
  fighter: "systems/fray/templates/combat/fighter.hbs",
  footer: "systems/fray/templates/combat/footer.hbs",
  rulesetButton: "systems/fray/templates/combat/ruleset-button.hbs",
};

/**
 * The combat tracker for every turn structure: groups with whose turn it is, who acted, passed or
 * holds; declared actions and simultaneous steps; buttons only for what this user may do now.
 */
export class FrayCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    classes: ["fray", "fray-tracker"],
    actions: {
      frayIntent: FrayCombatTracker.#onIntent,
      frayStart: FrayCombatTracker.#onStart,
      frayEnd: FrayCombatTracker.#onEnd,
      frayObjective: FrayCombatTracker.#onObjective,
      frayObjectiveComplete: FrayCombatTracker.#onObjectiveComplete,
      frayRulesetCommand: FrayCombatTracker.#onRulesetCommand,
      frayReset: FrayCombatTracker.#onReset,
      frayRebuild: FrayCombatTracker.#onRebuild,
    },
  };

  static override PARTS = {
    ...CombatTracker.PARTS,
    // The row partial is listed with its part, so it is loaded before the part renders
    // (HandlebarsTemplatePart `templates`: https://foundryvtt.com/api/v13/interfaces/foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart.html).
    tracker: { template: TEMPLATES.tracker, templates: [TEMPLATES.fighter, TEMPLATES.rulesetButton], scrollable: [""] },
    footer: { template: TEMPLATES.footer, templates: [TEMPLATES.rulesetButton] },
  };

  /** Draws the tracker again when what the ruleset shows changes by itself (a countdown ticking). */
  readonly #redrawLater = redrawScheduler(() => void this.render());

  protected override async _prepareContext(options: Parameters<InstanceType<typeof CombatTracker>["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const fray = trackerContext(this.viewed);
    const ruleset: RulesetTrackerView | undefined = "ruleset" in fray ? fray.ruleset : undefined;
    this.#redrawLater(ruleset?.refreshAt ?? null, Date.now());
    return Object.assign(context, { fray });
  }

  /** Core's entries, less its initiative ones (the engines own initiative), plus Fray's in the shape core's are in. */
  protected override _getEntryContextOptions() {
    const core = super._getEntryContextOptions();
    const fray = shapedEntries(frayEntryOptions(() => this.viewed), coreUsesV14Menus(core)) as typeof core;
    return [...withoutCoreInitiative(core), ...fray];
  }

  static async #onIntent(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat: unknown = this.viewed;
    if (!(combat instanceof FrayCombat)) return;
    const { kind, combatantId, groupId } = target.dataset;
    const base: Intent = { kind: kind as IntentKind, ...(combatantId ? { combatantId } : {}), ...(groupId ? { groupId } : {}) };
    const intent = await askIntentDetails(combat, base);
    if (intent) await combat.issue(intent);
  }

  /** A ruleset's button: its GM command, for this combat. */
  static async #onRulesetCommand(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat: unknown = this.viewed;
    const { command, combatantId } = target.dataset;
    if (combat instanceof FrayCombat && command) await askGm(command, { combatId: combat.id, ...(combatantId ? { combatantId } : {}) });
  }

  /** Core's end of combat: it asks the GM to confirm, then deletes the encounter. */
  static async #onEnd(this: FrayCombatTracker): Promise<void> {
    const combat: unknown = this.viewed;
    if (combat instanceof FrayCombat) await combat.endCombat();
  }

  /** GM: put the encounter back to before its start (asked to confirm first). */
  static async #onReset(this: FrayCombatTracker): Promise<void> {
    const combat: unknown = this.viewed;
    if (combat instanceof FrayCombat) await askReset(combat);
  }

  /** GM: start a damaged fight again from its combatants (asked to confirm first). */
  static async #onRebuild(this: FrayCombatTracker): Promise<void> {
    const combat: unknown = this.viewed;
    if (combat instanceof FrayCombat) await askRebuild(combat);
  }

  /** GM: write or change a team's objective. */
  static async #onObjective(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat: unknown = this.viewed;
    if (combat instanceof FrayCombat && target.dataset.groupId) await editObjective(combat, target.dataset.groupId);
  }

  /** GM: mark a team's objective complete (or not after all). */
  static async #onObjectiveComplete(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat: unknown = this.viewed;
    if (combat instanceof FrayCombat && target.dataset.groupId) await markObjective(combat, target.dataset.groupId, target.dataset.complete === "true");
  }

  static async #onStart(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat: unknown = this.viewed;
    if (!(combat instanceof FrayCombat)) return;
    const form = target.closest(".fray-start");
    const structure = form?.querySelector<HTMLSelectElement>("select[name=structure]")?.value ?? combat.frayStructure;
    const fastSlow = form?.querySelector<HTMLInputElement>("input[name=fastSlow]")?.checked === true;
    const pick = (name: string) => form?.querySelector<HTMLSelectElement>(`select[name=${name}]`)?.value || null;
    const shareInitiative = parseShareInitiative(pick("shareInitiative"));
    await combat.startFray(structure, { startedBy: pick("startedBy"), attacked: pick("attacked"), surprising: pick("surprising"), fastSlow, partyGroupId: null, shareInitiative });
  }
}
