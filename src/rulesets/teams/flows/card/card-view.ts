/**
 * The card as it stands from its record: the attack settled, the reactions and tests its log holds
 * worded as lines, and the buttons that still fit (the target's reactions, offered as its budget,
 * stamina and items allow them now; Apply and Undo; fortify or the death test after the damage).
 */
import type { Translate } from "../../../../core/rules-types";
import type { ReactionOffer } from "../../rules/actions/offered-reactions";
import type { TeamsAttackRecord, TeamsCardStep } from "../../schema/cards";
import { buildTeamsAttackCardView, type TeamsAttackCardFacts, type TeamsAttackCardView } from "../attack-card-view";
import { appliedStep, killingOf, planOf, promptOf, reactedOf } from "./record";

const STEP = "FRAY.Teams.Card.Step";

/** One line per step of the log, in the order they happened. */
export function stepLines(record: TeamsAttackRecord, t: Translate): string[] {
  const nameOf = (uuid: string) => record.people.find((person) => person.tokenUuid === uuid)?.name ?? "";
  return record.log.map((step: TeamsCardStep) => {
    const data = { target: nameOf(step.tokenUuid), intended: nameOf(record.plan.target.id), item: step.itemName, value: step.value, total: step.test?.total ?? 0, difficulty: step.test?.difficulty ?? 0 };
    switch (step.kind) {
      case "dodge":
      case "fortify":
      case "deathTest":
        return t(`${STEP}.${step.kind}.${step.test?.success ? "success" : "failure"}`, data);
      default:
        return t(`${STEP}.${step.kind}`, data);
    }
  });
}

/** The card's view; null for a record that cannot be settled (it is then not shown). */
export function teamsCardView(record: TeamsAttackRecord, offer: ReactionOffer | undefined, itemNames: Record<string, string>, t: Translate, interceptors: TeamsAttackCardFacts["interceptors"] = []): TeamsAttackCardView | null {
  const reacted = reactedOf(record);
  if (!reacted) return null;
  const plan = planOf(record);
  const names = Object.fromEntries(record.people.map((person) => [person.tokenUuid, person.name]));
  const applied = appliedStep(record) !== null;
  const { block } = reacted;
  const blockValue = record.log.filter((step) => step.kind === "block").at(-1)?.value ?? 0;
  const view = buildTeamsAttackCardView(plan, reacted.outcome, {
    attackerName: record.attacker.name,
    weaponName: record.weaponName,
    names,
    rolls: { sets: record.rolls.sets, luckFace: record.rolls.luckFace, ...(record.rolls.strayFace === null ? {} : { strayFace: record.rolls.strayFace }) },
    ...(offer ? { offer } : {}),
    interceptors,
    itemNames,
    applied,
    steps: stepLines(record, t),
    reduction: reacted.reduction,
    ...(block ? { block: { blockValue, itemDamage: block.itemDamage, overflow: block.overflow } } : {}),
    ...(applied ? { prompt: promptOf(record) ?? undefined } : {}),
    undoable: record.log.length > 0,
  }, t);
  return view && killingView(record, view, t);
}

const KILLING = "FRAY.Teams.Card.Killing";

/** A killing strike's card: its test against the constitution first; one that kills has only that to apply. */
function killingView(record: TeamsAttackRecord, view: TeamsAttackCardView, t: Translate): TeamsAttackCardView {
  const result = killingOf(record);
  if (!result) return view;
  const target = record.people[0]?.name ?? "";
  const versus = t(`${KILLING}.Versus`, { total: view.total, constitution: planOf(record).target.constitution });
  if (result === "sneakAttack") return { ...view, steps: [t(`${KILLING}.Failed`, { versus }), ...view.steps] };
  const applied = appliedStep(record) !== null;
  const undo = view.buttons.filter((button) => button.action === "undo");
  const apply = applied ? [] : [{ action: "apply" as const, role: "gm" as const, label: t(`${KILLING}.Apply`), hint: "", data: [] }];
  return {
    ...view,
    versus,
    hit: true,
    outcome: t(`${KILLING}.Kills`),
    damage: null,
    effects: [t(`${KILLING}.Dead`, { target })],
    refused: [],
    applied,
    buttons: [...apply, ...undo],
  };
}
