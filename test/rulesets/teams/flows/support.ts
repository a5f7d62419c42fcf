/** The teams card tests: English from lang/en.json, the chapter's attacks settled, and a defender's offer. */
import type { Translate } from "../../../../src/core/rules-types";
import { offeredReactions, type IncomingAttack, type ReactionOffer } from "../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { freshBudget } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import { resolvePlannedAttack, type AttackOutcome, type AttackRolls } from "../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { planAttack, type AttackPlan, type PlanAttackInput } from "../../../../src/rulesets/teams/rules/combat/attack-plan";
import { buildTeamsAttackCardView, type TeamsAttackCardFacts, type TeamsAttackCardView } from "../../../../src/rulesets/teams/flows/attack-card-view";
import { flatLang } from "../../../support/lang";

/** Like game.i18n.format: fails loudly on a missing key so a test catches it. */
export function teamsTranslate(): Translate {
  const lang = flatLang();
  return (key, data) => {
    const text = lang.get(key);
    if (text === undefined) throw new Error(`Missing translation: ${key}`);
    return data ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole)) : text;
  };
}

export function planOf(input: PlanAttackInput): AttackPlan {
  const planned = planAttack(input);
  if (!planned.ok) throw new Error(`attack refused: ${planned.reason.key}`);
  return planned.plan;
}

/** The guard's offer when hit: one reaction left, stamina to spare, a shield (block 3) in hand. */
export function guardOffer(attack: IncomingAttack = { moment: "hit", effects: [] }): ReactionOffer {
  return offeredReactions(
    { role: "target", budget: freshBudget(), stamina: 3, focus: 0, conditions: [], wielded: [{ id: "shield", blockValue: 3, parryValue: null, durability: 10 }] },
    attack,
  );
}

export const NAMES = { enemy: "Town guard", ally: "Boudica" } as const;

export interface SettledCard {
  plan: AttackPlan;
  outcome: AttackOutcome;
  view: TeamsAttackCardView;
}

/** Plans, resolves and builds the card as the shell would, failing if the card cannot be built. */
export function settledCard(input: PlanAttackInput, rolls: AttackRolls, facts: Partial<TeamsAttackCardFacts> = {}): SettledCard {
  const plan = planOf(input);
  const outcome = resolvePlannedAttack(plan, rolls);
  const view = buildTeamsAttackCardView(plan, outcome, { attackerName: "Boudica", weaponName: "Spear", names: NAMES, rolls, applied: false, itemNames: { shield: "Round shield" }, ...facts }, teamsTranslate());
  if (!view) throw new Error(`no card for a ${outcome.kind} outcome`);
  return { plan, outcome, view };
}
