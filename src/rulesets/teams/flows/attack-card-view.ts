/**
 * What the teams attack chat card shows, as plain strings: built from the attack's plan, the numbers
 * rolled for it, its settled outcome and a translate function, so the same view feeds the template,
 * the tests and the benchmark. No rule is decided here: every number comes from the pure rules.
 */
import { signed } from "../../../core/format/signed";
import type { Modifier, Translate } from "../../../core/rules-types";
import { TEAMS_ECONOMY_REFUSAL as ECONOMY_REFUSAL } from "../rules/actions/labels";
import type { ReactionOffer, RefusedReaction } from "../rules/actions/offered-reactions";
import type { AttackOutcome, AttackRolls } from "../rules/combat/attack-outcome";
import type { AttackPlan, TargetNumbers } from "../rules/combat/attack-plan";
import type { Pool } from "../rules/combat/harm";
import { TEAMS_MODIFIER } from "../rules/combat/labels";
import { isMishapLuck } from "../rules/combat/luck";
import type { SufferedDamage } from "../rules/combat/suffer-damage";

const CARD = "FRAY.Teams.Card";
/** The dice lines of the attack test read as rolled (4), the flat lines after them as signed (+1). */
const DIE_LINES: readonly string[] = [TEAMS_MODIFIER.attribute, TEAMS_MODIFIER.combatSkill];

export interface TeamsCardLine {
  label: string;
  value: string;
}

/** One rolled set of attribute and combat skill dice; with advantage only one is kept. */
export interface TeamsCardSet {
  label: string;
  faces: string;
  total: number;
  kept: boolean;
}

/** Who may press a button: the target's owner (a reaction), the owner of the ally it names (Intercept) or the GM (apply, undo). */
export type TeamsButtonRole = "target" | "ally" | "gm";

/** A button as the template writes it: every data attribute the card's click handler reads. */
export interface TeamsCardButton {
  action: "intercept" | "react" | "apply" | "undo" | "fortify" | "fall" | "deathTest";
  role: TeamsButtonRole;
  label: string;
  /** Button title: the reaction's cost. */
  hint: string;
  data: { name: string; value: string }[];
}

export interface TeamsAttackCardView {
  title: string;
  weapon: string;
  formula: string;
  sets: TeamsCardSet[];
  advantage: TeamsCardLine[];
  modifiers: TeamsCardLine[];
  total: number;
  luck: { formula: string; roll: number; effect: string; kind: "critical" | "stray" | "plain" };
  defences: TeamsCardLine[];
  evasion: number;
  versus: string;
  hit: boolean;
  outcome: string;
  damage: { total: number; parts: TeamsCardLine[]; note: string } | null;
  effects: string[];
  /** What the card's steps did, worded. */
  steps: string[];
  /** Reactions the target cannot take now, and why, for its owner to read. */
  refused: string[];
  applied: boolean;
  buttons: TeamsCardButton[];
}

export interface TeamsAttackCardFacts {
  attackerName: string;
  weaponName: string;
  /** Names by target id: the intended target and every stray candidate. */
  names: Readonly<Record<string, string>>;
  /** The numbers the shell rolled, which the outcome was settled with. */
  rolls: AttackRolls;
  /** offeredReactions for the target at this moment of the attack, when its owner may answer. */
  offer?: ReactionOffer;
  /** Allies who may Intercept the hit now (rules/actions/intercept.ts), by token. */
  interceptors?: readonly { tokenUuid: string; name: string; cost: { stamina: number; focus: number; free: boolean } }[];
  /** Item names by id, for Block and Parry buttons. */
  itemNames?: Readonly<Record<string, string>>;
  /** The GM has applied the damage (Undo is then offered instead of Apply). */
  applied: boolean;
  /** What the card's steps did (reactions, tests), worded, in order. */
  steps?: string[];
  /** The reduction the damage met when a Parry raised it. */
  reduction?: number;
  /** A Block took the hit: the item's block value and what it absorbed. */
  block?: { blockValue: number; itemDamage: number; overflow: number };
  /** After the damage: the target's owner must fortify or fall, or make the death test. */
  prompt?: { kind: "fortify" | "deathTest"; difficulty: number };
  /** Something on the card can be undone (the GM's Undo), even before Apply. */
  undoable?: boolean;
}

type Settled = Exclude<AttackOutcome, { kind: "needsStrayRoll" }>;

/** The card of a settled attack; null while the stray roll is still to be made. */
export function buildTeamsAttackCardView(plan: AttackPlan, outcome: AttackOutcome, facts: TeamsAttackCardFacts, t: Translate): TeamsAttackCardView | null {
  if (outcome.kind === "needsStrayRoll") return null;
  const nameOf = (id: string) => facts.names[id] ?? id;
  const target = outcome.strayed ? plan.strayCandidates.find((candidate) => candidate.id === outcome.targetId) ?? plan.target : plan.target;
  const hit = outcome.kind === "hit";
  const critical = outcome.kind === "hit" && outcome.critical;
  return {
    title: t(`${CARD}.Versus`, { attacker: facts.attackerName, target: nameOf(plan.target.id) }),
    weapon: t(`${CARD}.With`, { weapon: facts.weaponName }),
    formula: t(`${CARD}.Test`, { formula: plan.testFormula }),
    sets: setsView(facts.rolls, outcome, t),
    advantage: plan.advantageSources.map((line) => ({ label: t(line.key), value: t(`${CARD}.${line.value > 0 ? "Advantage" : "Disadvantage"}`) })),
    modifiers: outcome.test.modifiers.map((line) => testLine(line, t)),
    total: outcome.test.total,
    luck: luckView(plan, outcome, nameOf, t),
    defences: defenceLines(target, t),
    evasion: target.evasion,
    versus: t(`${CARD}.VersusEvasion`, { total: outcome.test.total, evasion: target.evasion }),
    hit,
    outcome: t(`${CARD}.Outcome.${critical ? "Critical" : hit ? "Hit" : "Miss"}`),
    damage: outcome.kind === "hit" ? damageView(plan, { ...target, reduction: facts.reduction ?? target.reduction }, outcome, t, facts.block) : null,
    effects: outcome.kind === "hit" ? effectLines(nameOf(target.id), target, outcome.suffered, t) : [],
    steps: facts.steps ?? [],
    refused: hit && !facts.applied ? (facts.offer?.refused ?? []).map((refusal) => refusedLine(refusal, nameOf(target.id), facts, t)) : [],
    applied: facts.applied,
    buttons: buttonsOf(outcome, facts, t),
  };
}

function setsView(rolls: AttackRolls, outcome: Settled, t: Translate): TeamsCardSet[] {
  return rolls.sets.map((set, index) => ({
    label: t(`${CARD}.Set`, { n: index + 1 }),
    faces: `${set.attribute} + ${set.combatSkill}`,
    total: set.attribute + set.combatSkill,
    kept: index === outcome.keptSet,
  }));
}

function testLine(line: Modifier, t: Translate): TeamsCardLine {
  return { label: t(line.key, line.data), value: DIE_LINES.includes(line.key) ? String(line.value) : signed(line.value) };
}

function luckView(plan: AttackPlan, outcome: Settled, nameOf: (id: string) => string, t: Translate): TeamsAttackCardView["luck"] {
  const base = { formula: plan.luckModifier === 0 ? plan.luckFormula : `${plan.luckFormula}${signed(plan.luckModifier)}`, roll: outcome.luckRoll };
  if (outcome.kind === "hit" && outcome.critical) return { ...base, kind: "critical", effect: t(`${CARD}.Luck.Critical`, { threshold: plan.weapon.criticalThreshold }) };
  if (outcome.strayed) return { ...base, kind: "stray", effect: t(`${CARD}.Luck.Stray`, { intended: nameOf(plan.target.id), target: nameOf(outcome.targetId) }) };
  // A melee mishap, or a thrown one with nobody near the target, does nothing: worth saying on a 1.
  const key = isMishapLuck(outcome.luckRoll) ? "MishapNoEffect" : "Plain";
  return { ...base, kind: "plain", effect: t(`${CARD}.Luck.${key}`, { threshold: plan.weapon.criticalThreshold }) };
}

/** The evasion the test is measured against, and why it differs from the target's own. */
function defenceLines(target: TargetNumbers, t: Translate): TeamsCardLine[] {
  return target.modifiers.map((line) => ({ label: t(line.key, line.data), value: signed(line.value) }));
}

function damageView(plan: AttackPlan, target: TargetNumbers, outcome: Extract<AttackOutcome, { kind: "hit" }>, t: Translate, block?: TeamsAttackCardFacts["block"]) {
  const weaponDamage = outcome.critical ? plan.weapon.criticalDamage : plan.weapon.damage;
  const category = plan.weapon.damageCategory;
  if (block) {
    // A blocked hit meets the item's block value instead of the target's reduction; the item absorbs the rest up to its durability.
    const parts: TeamsCardLine[] = [
      { label: t(`${CARD}.Damage.TestResult`), value: String(outcome.test.total) },
      { label: t(`${CARD}.Damage.${outcome.critical ? "CriticalDamage" : "WeaponDamage"}`), value: signed(weaponDamage) },
      { label: t(`${CARD}.Damage.BlockValue`), value: signed(-block.blockValue) },
      { label: t(`${CARD}.Damage.ItemAbsorbs`), value: signed(-block.itemDamage) },
    ];
    return { total: outcome.taken, parts, note: "" };
  }
  const parts: TeamsCardLine[] = [
    { label: t(`${CARD}.Damage.TestResult`), value: String(outcome.test.total) },
    { label: t(`${CARD}.Damage.${outcome.critical ? "CriticalDamage" : "WeaponDamage"}`), value: signed(weaponDamage) },
    { label: t(`${CARD}.Damage.Reduction.${category}`), value: signed(-target.reduction) },
  ];
  // The parts add up to dealt − reduction; the minimum of 1 is the only reason the total can differ.
  const raised = outcome.dealt - target.reduction < outcome.taken;
  return { total: outcome.taken, parts, note: raised ? t(`${CARD}.Damage.Minimum`) : "" };
}

function poolChange(before: Pool, after: Pool): string {
  return `${before.value} \u2192 ${after.value} / ${after.max}`;
}

/** What the damage does to whoever was hit, in the order the GM applies it. */
function effectLines(name: string, target: TargetNumbers, suffered: SufferedDamage, t: Translate): string[] {
  const { taken } = suffered;
  // Only the pools the damage changed: a hit that stops at endurance leaves health out.
  const pools = [
    { key: "Endurance", before: target.vitals.endurance, after: taken.endurance },
    { key: "Health", before: target.vitals.health, after: taken.health },
  ].filter((pool) => pool.before.value !== pool.after.value);
  const lines = pools.map((pool) => t(`${CARD}.Effect.${pool.key}`, { change: poolChange(pool.before, pool.after) }));
  if (suffered.harmed) lines.push(t(`${CARD}.Effect.Harmed`, { target: name }));
  if (suffered.bloodied) lines.push(t(`${CARD}.Effect.Bloodied`, { target: name }));
  const consequence = suffered.consequence;
  if (consequence.kind === "fortifyOrFall") lines.push(t(`${CARD}.Effect.FortifyAsked`, { target: name, difficulty: consequence.difficulty }));
  if (consequence.kind === "unconscious") {
    lines.push(t(`${CARD}.Effect.Unconscious`, { target: name }));
    if (consequence.risksDeath) lines.push(t(`${CARD}.Effect.DeathTestAsked`, { target: name }));
  }
  return lines;
}

/** A refusal about the one item in hand says who cannot use which item; the economy's own words say "that item". */
const NAMED_ITEM_REFUSAL: Readonly<Record<string, string>> = {
  [ECONOMY_REFUSAL.itemCannotBlock]: `${CARD}.Refused.CannotBlockWith`,
  [ECONOMY_REFUSAL.itemBroken]: `${CARD}.Refused.BrokenItem`,
};

function refusedLine(refusal: RefusedReaction, targetName: string, facts: TeamsAttackCardFacts, t: Translate): string {
  const named = refusal.itemId === undefined ? undefined : NAMED_ITEM_REFUSAL[refusal.reason.key];
  const item = refusal.itemId === undefined ? "" : (facts.itemNames?.[refusal.itemId] ?? refusal.itemId);
  const reason = named ? t(named, { target: targetName, item }) : t(refusal.reason.key, refusal.reason.data);
  return `${reactionName(refusal.id, t)}: ${reason}`;
}

function reactionName(id: string, t: Translate): string {
  return t(`${CARD}.Reaction.${id}`);
}

function costText(cost: { stamina: number; focus: number; free: boolean }, t: Translate): string {
  const parts = [];
  if (cost.stamina > 0) parts.push(t(`${CARD}.Cost.Stamina`, { n: cost.stamina }));
  if (cost.focus > 0) parts.push(t(`${CARD}.Cost.Focus`, { n: cost.focus }));
  if (cost.free) parts.push(t(`${CARD}.Cost.Free`));
  return parts.join(", ");
}

/** The target's owner may react to a hit until the GM applies it; the GM applies, then may undo. */
function buttonsOf(outcome: Settled, facts: TeamsAttackCardFacts, t: Translate): TeamsCardButton[] {
  const undo: TeamsCardButton[] = facts.applied || facts.undoable ? [{ action: "undo", role: "gm", label: t(`${CARD}.Button.Undo`), hint: "", data: [] }] : [];
  if (outcome.kind !== "hit" || facts.applied) return [...promptButtons(facts, t), ...undo];
  const buttons: TeamsCardButton[] = (facts.interceptors ?? []).map((ally) => ({
    action: "intercept",
    role: "ally",
    label: t(`${CARD}.Button.Intercept`, { ally: ally.name }),
    hint: costText(ally.cost, t),
    data: [{ name: "token-uuid", value: ally.tokenUuid }],
  }));
  for (const reaction of facts.offer?.offered ?? []) {
    const items = reaction.itemIds ?? [null];
    for (const itemId of items) {
      const name = reactionName(reaction.id, t);
      const item = itemId === null ? null : (facts.itemNames?.[itemId] ?? itemId);
      buttons.push({
        action: "react",
        role: "target",
        label: item === null ? name : t(`${CARD}.WithItem`, { reaction: name, item }),
        hint: costText(reaction.cost, t),
        data: [{ name: "reaction", value: reaction.id }, ...(itemId === null ? [] : [{ name: "item-id", value: itemId }])],
      });
    }
  }
  buttons.push({ action: "apply", role: "gm", label: t(`${CARD}.Button.Apply`, { amount: outcome.taken }), hint: "", data: [{ name: "target-id", value: outcome.targetId }] });
  return [...buttons, ...undo];
}

/** Fortify or fall, or the death test, for the target's owner once the damage is applied. */
function promptButtons(facts: TeamsAttackCardFacts, t: Translate): TeamsCardButton[] {
  const prompt = facts.prompt;
  if (!prompt) return [];
  const button = (action: TeamsCardButton["action"], key: string): TeamsCardButton => ({
    action,
    role: "target",
    label: t(`${CARD}.Button.${key}`, { difficulty: prompt.difficulty }),
    hint: action === "fortify" ? t(`${CARD}.Cost.Stamina`, { n: 1 }) : "",
    data: [],
  });
  return prompt.kind === "fortify" ? [button("fortify", "Fortify"), button("fall", "Fall")] : [button("deathTest", "DeathTest")];
}
