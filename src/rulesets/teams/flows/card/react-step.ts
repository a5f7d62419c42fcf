/**
 * The target's reactions to a hit, taken from the card before the damage is applied: Dodge (a test
 * against the attack's result), Parry (the item's parry value to physical defense; it loses 1
 * durability) and Block (the item takes the hit). The GM checks the asker may act for the target and
 * that the reaction is offered now (rules/actions/offered-reactions.ts), spends the reaction and
 * stamina through the budget, wears the item, and logs what it found so Undo puts it back.
 */
import { refuse } from "../../../../core/rules-types";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import type { CardStep } from "../../../../foundry/cards";
import { blockHit } from "../../rules/actions/block";
import { parryAttack } from "../../rules/actions/parry";
import { takeReaction } from "../../rules/actions/reactions";
import type { TeamsAttackRecord } from "../../schema/cards";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollDefence } from "./defence-roll";
import { appliedStep, reactedOf } from "./record";
import { CARD_COMMANDS, newStep, ownerRefusal, STEP_REFUSALS, withStep, type Outcome } from "./step-base";
import { cardTarget, offerAtHit, wearItem, wieldedItems, writeActor } from "./target-state";

const REACTIONS = ["dodge", "parry", "block"] as const;
type CardReaction = (typeof REACTIONS)[number];
const isCardReaction = (value: unknown): value is CardReaction => REACTIONS.some((id) => id === value);

export const reactStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.react,
  refusals: STEP_REFUSALS,
  async run({ message, record, asker, payload }): Promise<Outcome> {
    const reacted = reactedOf(record);
    if (!reacted || reacted.outcome.kind !== "hit") return refuse(ATTACK_REFUSAL.notAHit);
    if (appliedStep(record)) return refuse(ATTACK_REFUSAL.alreadyApplied);
    const hit = reacted.outcome;
    const target = cardTarget(record, hit.targetId);
    const notOwner = ownerRefusal(asker, record, target, hit.targetId);
    if (notOwner || !target) return notOwner ?? refuse(ATTACK_REFUSAL.badRequest);
    const id = payload.reaction;
    if (!isCardReaction(id)) return refuse(ATTACK_REFUSAL.badRequest);

    const offer = offerAtHit(target);
    const offered = offer.offered.find((entry) => entry.id === id);
    if (!offered) {
      const refused = offer.refused.find((entry) => entry.id === id);
      return refused ? { ok: false, reason: refused.reason } : refuse(ATTACK_REFUSAL.notOffered);
    }
    const usesItem = id !== "dodge";
    const item = usesItem ? wieldedItems(target.actor).find((entry) => entry.id === payload.itemId && offered.itemIds?.includes(entry.id)) : undefined;
    if (usesItem && !item) return refuse(ATTACK_REFUSAL.notOffered);

    const { data, budgeted } = target;
    const resources = { stamina: data.stamina.value, focus: data.focus.value };
    const taken = takeReaction(budgeted.budget, resources, id, { ...resources, item: item ?? null });
    if (!taken.ok) return taken;
    const step = newStep(id, asker, hit.targetId, target);
    await writeActor(target.actor, { ...step.before, stamina: taken.resources.stamina });
    if (budgeted.fight) await storeEconomy(budgeted.fight.combatant, taken.budget);

    if (id === "dodge") {
      const test = await rollDefence(target, "dodge", hit.test.total);
      return { ok: true, record: withStep(record, { ...step, test: { total: test.total, difficulty: hit.test.total, success: test.success } }), rolls: [...message.rolls, ...test.rolls] };
    }
    const wielded = item!;
    const parry = id === "parry" ? parryAttack({ physicalDefense: 0, parryValue: wielded.parryValue, durability: wielded.durability }) : null;
    const remaining = parry ? parry.durability : blockHit({ damage: hit.dealt, blockValue: wielded.blockValue ?? 0, durability: wielded.durability }).durability;
    const worn = await wearItem(target.actor, wielded.id, remaining);
    const value = parry ? parry.bonus : (wielded.blockValue ?? 0);
    return { ok: true, record: withStep(record, { ...step, items: worn ? [worn] : [], itemName: wielded.name, value, durability: wielded.durability }) };
  },
};
