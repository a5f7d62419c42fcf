/**
 * Turns an engine's TrackerView into the rows the tracker template draws for one viewer:
 * names and pictures, what each status means, and the buttons that viewer may press.
 * Pure, so the render checks and the bench build exactly what Foundry shows.
 */
import type { FighterView, Intent, IntentKind, OrderStep, TrackerView } from "../../core/turns/adapters/adapter";
import type { EconomyBadge } from "../../core/economy";
import { groupBy } from "../../core/turns/adapters/group-by";
import { canStillAct } from "../../core/turns/fight-end";

export interface FighterDisplay {
  name: string;
  img: string;
  /** Hidden from players: neither the combatant nor its rolls show for them. */
  hidden: boolean;
  /** What is left of this round's action budget, as the ruleset counts it. */
  economy?: EconomyBadge[];
  /** What it declared this round, in words (the action's id when absent). */
  declaredLabel?: string;
  /** It has sealed a secret declaration this round, not yet revealed. */
  sealed?: boolean;
}

export interface Viewer {
  isGM: boolean;
}

export interface ButtonRow {
  kind: IntentKind;
  label: string;
  icon: string;
  combatantId: string;
  groupId: string;
}

export interface FighterRow {
  id: string;
  name: string;
  img: string;
  status: string;
  statusLabel: string;
  initiative: string;
  declared: { actionId: string; label: string; modifier: string } | null;
  held: { action: string; trigger: string } | null;
  /** Has declared in secret: everyone sees that much, and no more, until all are in. */
  sealed: boolean;
  hidden: boolean;
  economy: EconomyBadge[];
  buttons: ButtonRow[];
}

const BUTTONS: Record<IntentKind, { icon: string; label: string }> = {
  act: { icon: "fa-solid fa-play", label: "FRAY.Tracker.Intent.act" },
  endTurn: { icon: "fa-solid fa-check", label: "FRAY.Tracker.Intent.endTurn" },
  endGroupTurn: { icon: "fa-solid fa-forward", label: "FRAY.Tracker.Intent.endGroupTurn" },
  pass: { icon: "fa-solid fa-hand", label: "FRAY.Tracker.Intent.pass" },
  react: { icon: "fa-solid fa-bolt", label: "FRAY.Tracker.Intent.react" },
  unreact: { icon: "fa-solid fa-rotate-left", label: "FRAY.Tracker.Intent.unreact" },
  declare: { icon: "fa-solid fa-bullhorn", label: "FRAY.Tracker.Intent.declare" },
  lockDeclarations: { icon: "fa-solid fa-lock", label: "FRAY.Tracker.Intent.lockDeclarations" },
  delay: { icon: "fa-solid fa-hourglass-half", label: "FRAY.Tracker.Intent.delay" },
  stepIn: { icon: "fa-solid fa-right-to-bracket", label: "FRAY.Tracker.Intent.stepIn" },
  hold: { icon: "fa-solid fa-hand-fist", label: "FRAY.Tracker.Intent.hold" },
  triggerHeld: { icon: "fa-solid fa-bolt-lightning", label: "FRAY.Tracker.Intent.triggerHeld" },
  chooseFirst: { icon: "fa-solid fa-flag", label: "FRAY.Tracker.Intent.chooseFirst" },
  nextRound: { icon: "fa-solid fa-rotate", label: "FRAY.Tracker.Intent.nextRound" },
  undo: { icon: "fa-solid fa-rotate-left", label: "FRAY.Tracker.Intent.undo" },
  defeat: { icon: "fa-solid fa-skull", label: "FRAY.Tracker.Intent.defeat" },
  fallUnconscious: { icon: "fa-solid fa-bed", label: "FRAY.Tracker.Intent.fallUnconscious" },
  recover: { icon: "fa-solid fa-heart-pulse", label: "FRAY.Tracker.Intent.recover" },
  leave: { icon: "fa-solid fa-person-running", label: "FRAY.Tracker.Intent.leave" },
};

/** Condition changes live in the combatant's context menu, not on the row. */
const ROW_KINDS: IntentKind[] = ["act", "endTurn", "react", "declare", "delay", "stepIn", "hold", "triggerHeld"];
const GROUP_KINDS: IntentKind[] = ["pass", "endGroupTurn", "chooseFirst"];
const FOOTER_KINDS: IntentKind[] = ["lockDeclarations", "nextRound", "undo"];

function button(intent: Intent): ButtonRow {
  return { kind: intent.kind, ...BUTTONS[intent.kind], combatantId: intent.combatantId ?? "", groupId: intent.groupId ?? "" };
}

function signedModifier(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function trackerRows(
  view: TrackerView,
  displays: Record<string, FighterDisplay>,
  allowed: Intent[],
  viewer: Viewer,
  groupNames: Record<string, string>,
) {
  const visible = (fighter: FighterView) => viewer.isGM || !displays[fighter.id]?.hidden;
  // Indexed once, so each row reads its own buttons instead of scanning every allowed intent.
  const rowIntents = groupBy(allowed.filter((i) => i.combatantId !== undefined && ROW_KINDS.includes(i.kind)), (i) => i.combatantId);
  const groupIntents = groupBy(allowed.filter((i) => i.groupId !== undefined && GROUP_KINDS.includes(i.kind)), (i) => i.groupId);
  const fighterRow = (fighter: FighterView): FighterRow => {
    const display = displays[fighter.id] ?? { name: fighter.id, img: "", hidden: false };
    return {
      id: fighter.id,
      name: display.name,
      img: display.img,
      status: fighter.status,
      statusLabel: `FRAY.Tracker.Status.${fighter.status}`,
      initiative: fighter.initiative === null ? "" : String(fighter.initiative),
      declared: fighter.declared && {
        actionId: fighter.declared.actionId,
        label: display.declaredLabel ?? fighter.declared.actionId,
        modifier: signedModifier(fighter.declared.modifier),
      },
      held: fighter.held,
      sealed: display.sealed === true,
      hidden: display.hidden,
      // Down or out, a combatant has nothing to spend: no badges until it is back up.
      economy: canStillAct(fighter.status) ? (display.economy ?? []) : [],
      buttons: (rowIntents.get(fighter.id) ?? []).map(button),
    };
  };
  const fighters = view.fighters.filter(visible);
  const byId = new Map(fighters.map((fighter) => [fighter.id, fighter]));
  const byGroup = groupBy(fighters, (fighter) => fighter.groupId);
  const shownGroups = new Set(view.groups.map((group) => group.id));
  const inShownGroup = fighters.filter((fighter) => fighter.groupId !== null && shownGroups.has(fighter.groupId));
  const placed = new Set([...view.order.flatMap((step) => step.ids), ...inShownGroup.map((fighter) => fighter.id)]);
  const stepRow = (step: OrderStep) => ({
    value: step.value === null ? "" : String(step.value),
    current: step.current,
    done: step.done,
    simultaneous: step.ids.length > 1,
    fighters: step.ids.flatMap((id) => {
      const fighter = byId.get(id);
      return fighter ? [fighterRow(fighter)] : [];
    }),
  });
  return {
    structure: view.structure,
    structureLabel: `FRAY.TurnStructure.${view.structure}`,
    started: view.started,
    round: view.round,
    phaseLabel: view.phase ? `FRAY.Tracker.Phase.${view.phase}` : null,
    threshold: view.threshold,
    groups: view.groups.map((group) => ({
      ...group,
      name: groupNames[group.id] ?? group.id,
      holder: view.holderId === group.id,
      initiative: group.initiative === null ? "" : String(group.initiative),
      buttons: (groupIntents.get(group.id) ?? []).map(button),
      fighters: (byGroup.get(group.id) ?? []).map(fighterRow),
    })),
    order: view.order.map(stepRow).filter((step) => step.fighters.length > 0),
    // Those in no group and no step yet (declared speed: whoever has still to declare) keep their row and buttons.
    unplaced: fighters.filter((fighter) => !placed.has(fighter.id)).map(fighterRow),
    footer: allowed.filter((i) => FOOTER_KINDS.includes(i.kind)).map(button),
    // A player never sees a hidden combatant named; a roll only hidden ones make is not shown to them.
    pendingRolls: view.pendingRolls.flatMap((roll) => {
      const shown = roll.forIds.filter((id) => viewer.isGM || !displays[id]?.hidden);
      if (roll.forIds.length > 0 && shown.length === 0) return [];
      const names = shown.map((id) => groupNames[id] ?? displays[id]?.name ?? id).join(", ");
      return [{ formula: roll.formula, purposeLabel: `FRAY.Tracker.Roll.${roll.purpose}`, names }];
    }),
  };
}

export type TrackerRows = ReturnType<typeof trackerRows>;
