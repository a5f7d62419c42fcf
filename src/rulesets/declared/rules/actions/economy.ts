/**
 * The declared action budget in the tracker: a Standard action, a Free action and a Reaction each
 * round, and whether the creature has moved (a dying creature cannot both move and act). Everything
 * comes back at the start of every round; a creature's own step changes nothing.
 */
import type { EconomyBadge, RulesetEconomy } from "../../../../core/economy";
import { readBySpec } from "../../../../core/schema/read";
import { initialData, spec, type Infer } from "../../../../core/schema/spec";
import { DECLARED_ACTION_KINDS as ROUND_ACTIONS, type RoundUse } from "../condition/round-allowance";
import { DECLARED_ECONOMY_BADGE } from "./labels";

const taken = () => spec.integer(0, { min: 0, max: 9 });
const budgetSchema = spec.object({
  taken: spec.object({ standard: taken(), free: taken(), reaction: taken() }),
  moved: spec.boolean(false),
});
export type DeclaredBudget = Infer<typeof budgetSchema> & RoundUse;

const fresh = (): DeclaredBudget => initialData(budgetSchema);

export const declaredEconomy: RulesetEconomy<DeclaredBudget> = {
  fresh,
  read: (stored) => readBySpec(budgetSchema, fresh, stored),
  roundStart: fresh,
  turnStart: (budget) => budget,
  badges: (budget): EconomyBadge[] => ROUND_ACTIONS.map((kind) => ({ label: DECLARED_ECONOMY_BADGE[kind], available: budget.taken[kind] === 0 })),
};
