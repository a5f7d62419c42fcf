import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { sufferDamage } from "../../../../../src/rulesets/teams/rules/combat/suffer-damage";
import { staysConscious } from "../../../../../src/rulesets/teams/rules/combat/consciousness";
import { TEAMS_CONDITIONS, type TeamsCondition } from "../../../../../src/rulesets/teams/rules/derived/conditions";
import {
  fittingReactions,
  offeredReactions,
  type Defender,
  type IncomingAttack,
  type IncomingEffect,
  type IncomingMoment,
  type WieldedItem,
} from "../../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { afterActions } from "./support";

const shield: WieldedItem = { id: "shield", blockValue: 3, parryValue: null, durability: 10 };
const spear: WieldedItem = { id: "spear", blockValue: null, parryValue: 2, durability: 10 };
const brokenShield: WieldedItem = { ...shield, id: "broken", durability: 0 };
const target = (over: Partial<Defender> = {}): Defender => ({ role: "target", budget: freshBudget(), stamina: 3, focus: 3, wielded: [shield, spear], conditions: [], ...over });
const ally = (over: Partial<Defender> = {}): Defender => target({ role: "ally", ...over });
const at = (moment: IncomingMoment, ...effects: IncomingEffect[]): IncomingAttack => ({ moment, effects });

const offeredIds = (defender: Defender, attack: IncomingAttack) => offeredReactions(defender, attack).offered.map((offer) => offer.id);
const refusals = (defender: Defender, attack: IncomingAttack) =>
  Object.fromEntries(offeredReactions(defender, attack).refused.map((refused) => [refused.id, refused.reason.key.split(".").pop()]));

describe("when each reaction fits an incoming attack", () => {
  it("declared: an ally may Intercept; the target has nothing to answer before the roll", () => {
    expect(offeredIds(ally(), at("declared"))).toEqual(["intercept"]);
    expect(offeredIds(target(), at("declared", "physical"))).toEqual([]);
  });

  it("hit: the target may Block, Dodge or Parry, and Fortify a physical effect", () => {
    expect(offeredIds(target(), at("hit", "physical"))).toEqual(["block", "dodge", "fortify", "parry"]);
  });

  it("hit with a mental effect: Resist instead of Fortify", () => {
    expect(offeredIds(target(), at("hit", "mental"))).toEqual(["block", "dodge", "parry", "resist"]);
  });

  it("damage known: only Block is still open (after you would get hit but before you take damage), and the effect's defence", () => {
    expect(offeredIds(target(), at("damage"))).toEqual(["block"]);
    expect(offeredIds(target(), at("damage", "physical", "mental"))).toEqual(["block", "fortify", "resist"]);
  });

  it("an ally cannot intercept once the attack is rolled, nor prevent the target's effects", () => {
    expect(fittingReactions("ally", at("hit", "physical"))).toEqual([]);
    expect(fittingReactions("ally", at("damage", "mental"))).toEqual([]);
  });
});

describe("what each offered reaction costs", () => {
  it.each([
    ["block", at("hit"), { stamina: 1, focus: 0, free: false }],
    ["dodge", at("hit"), { stamina: 1, focus: 0, free: false }],
    ["fortify", at("hit", "physical"), { stamina: 1, focus: 0, free: false }],
    ["parry", at("hit"), { stamina: 1, focus: 0, free: false }],
    ["resist", at("hit", "mental"), { stamina: 0, focus: 1, free: false }],
  ] as const)("%s is offered at its cost", (id, attack, cost) => {
    expect(offeredReactions(target(), attack).offered.find((offer) => offer.id === id)?.cost).toEqual(cost);
  });

  it("intercept costs 1 stamina, and the interceptor is then offered a free defensive reaction as the new target", () => {
    const offer = offeredReactions(ally(), at("declared")).offered;
    expect(offer).toEqual([{ id: "intercept", cost: { stamina: 1, focus: 0, free: false } }]);
    const intercepted = takeReaction(freshBudget(), { stamina: 3, focus: 3 }, "intercept", { stamina: 3, focus: 3 });
    if (!intercepted.ok) throw new Error(intercepted.reason.key);
    const asTarget = offeredReactions(target({ budget: intercepted.budget, ...intercepted.resources }), at("hit"));
    expect(asTarget.offered.find((offer) => offer.id === "dodge")?.cost).toEqual({ stamina: 1, focus: 0, free: true });
  });

  it("Block and Parry name the wielded items that can take them", () => {
    const offer = offeredReactions(target(), at("hit")).offered;
    expect(offer.find((o) => o.id === "block")?.itemIds).toEqual(["shield"]);
    expect(offer.find((o) => o.id === "parry")?.itemIds).toEqual(["shield", "spear"]);
  });
});

describe("why a reaction is refused", () => {
  it("the round's reaction is spent: every fitting reaction is refused for it", () => {
    const reacted = takeReaction(freshBudget(), { stamina: 3, focus: 3 }, "dodge", { stamina: 3, focus: 3 });
    if (!reacted.ok) throw new Error(reacted.reason.key);
    expect(offeredIds(target({ budget: reacted.budget }), at("hit", "physical"))).toEqual([]);
    expect(refusals(target({ budget: reacted.budget }), at("hit", "physical"))).toEqual({ block: "noReactionLeft", dodge: "noReactionLeft", fortify: "noReactionLeft", parry: "noReactionLeft" });
  });

  it("Wait's extra reaction keeps one open after the first", () => {
    const waiting = afterActions(["wait"]).budget;
    const reacted = takeReaction(waiting, { stamina: 3, focus: 3 }, "dodge", { stamina: 3, focus: 3 });
    if (!reacted.ok) throw new Error(reacted.reason.key);
    expect(offeredIds(target({ budget: reacted.budget }), at("hit"))).toEqual(["block", "dodge", "parry"]);
  });

  it("no stamina left: the stamina reactions are refused, Resist (focus) is still offered", () => {
    expect(offeredIds(target({ stamina: 0 }), at("hit", "mental"))).toEqual(["resist"]);
    expect(refusals(target({ stamina: 0 }), at("hit", "mental"))).toEqual({ block: "notEnoughStamina", dodge: "notEnoughStamina", parry: "notEnoughStamina" });
  });

  it("no focus left: Resist is refused", () => {
    expect(refusals(target({ focus: 0 }), at("hit", "mental"))).toEqual({ resist: "notEnoughFocus" });
  });

  it("empty hands: Block and Parry are refused for want of an item", () => {
    expect(refusals(target({ wielded: [] }), at("hit"))).toEqual({ block: "noBlockingItem", parry: "noParryingItem" });
  });

  it("a broken item (zero durability) cannot block or parry", () => {
    expect(refusals(target({ wielded: [brokenShield] }), at("hit"))).toEqual({ block: "itemBroken", parry: "itemBroken" });
  });

  it("a broken shield beside a whole spear: Parry with the spear only, Block refused for the broken shield", () => {
    const offer = offeredReactions(target({ wielded: [brokenShield, spear] }), at("hit"));
    expect(offer.offered.find((o) => o.id === "parry")?.itemIds).toEqual(["spear"]);
    expect(offer.refused).toEqual([{ id: "block", reason: { key: "FRAY.Teams.Economy.Refusal.itemBroken" }, itemId: "broken" }]);
  });

  it("two items in hand that cannot block: no item in hand can block, and none is named", () => {
    const offer = offeredReactions(target({ wielded: [spear, { ...spear, id: "dagger" }] }), at("hit"));
    expect(offer.refused).toEqual([{ id: "block", reason: { key: "FRAY.Teams.Offer.Refusal.noBlockingItem" } }]);
  });

  it("an item without the block property can parry but not block", () => {
    expect(refusals(target({ wielded: [spear] }), at("hit"))).toEqual({ block: "itemCannotBlock" });
  });

  it("an unconscious character is offered nothing", () => {
    expect(offeredIds(target({ conditions: ["bloodied", "unconscious"] }), at("hit", "physical"))).toEqual([]);
    expect(refusals(target({ conditions: ["unconscious"] }), at("damage"))).toEqual({ block: "unconscious" });
    expect(refusals(ally({ conditions: ["unconscious"] }), at("declared"))).toEqual({ intercept: "unconscious" });
  });

  it("a dead character is offered nothing, and told it is dead", () => {
    expect(refusals(target({ conditions: ["dead"] }), at("hit"))).toEqual({ block: "dead", dodge: "dead", parry: "dead" });
  });

  it("prone, harmed and bloodied take no reaction away", () => {
    expect(offeredIds(target({ conditions: ["prone", "harmed", "bloodied"] }), at("hit"))).toEqual(["block", "dodge", "parry"]);
  });
});

describe("Boudica's fortify", () => {
  const boudica = { endurance: { value: 5, max: 12 }, health: { value: 12, max: 12 } };

  it("Boudica's fortify: 10 more damage leaves missing health 5 over constitution 4, so she is offered Fortify for 1 stamina; 7 against 5 keeps her conscious", () => {
    const suffered = sufferDamage({ vitals: boudica, amount: 10, constitution: 4, nonlethal: false });
    expect(suffered.consequence).toEqual({ kind: "fortifyOrFall", difficulty: 5 });
    const offer = offeredReactions(target({ wielded: [], stamina: 2, conditions: ["harmed", "bloodied"] }), at("damage", "physical"));
    expect(offer.offered).toContainEqual({ id: "fortify", cost: { stamina: 1, focus: 0, free: false } });
    const fortified = takeReaction(freshBudget(), { stamina: 2, focus: 0 }, "fortify", { stamina: 2, focus: 0 });
    expect(fortified).toMatchObject({ ok: true, resources: { stamina: 1 }, budget: { reactionsLeft: 0 } });
    expect(staysConscious(7, 5)).toBe(true);
  });

  it("Boudica's fortify is still a reaction: had she dodged this round, she could only fall unconscious", () => {
    const dodged = takeReaction(freshBudget(), { stamina: 2, focus: 0 }, "dodge", { stamina: 2, focus: 0 });
    if (!dodged.ok) throw new Error(dodged.reason.key);
    expect(refusals(target({ budget: dodged.budget, ...dodged.resources, wielded: [] }), at("damage", "physical"))).toEqual({ block: "noReactionLeft", fortify: "noReactionLeft" });
  });
});

describe("offers never promise what cannot be paid", () => {
  const anyDefender = fc.record({
    role: fc.constantFrom("target" as const, "ally" as const),
    reactionsLeft: fc.integer({ min: 0, max: 2 }),
    freeDefence: fc.boolean(),
    stamina: fc.integer({ min: 0, max: 3 }),
    focus: fc.integer({ min: 0, max: 3 }),
    durabilities: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
    conditions: fc.subarray([...TEAMS_CONDITIONS] as TeamsCondition[]),
  });
  const anyAttack = fc.record({
    moment: fc.constantFrom("declared" as const, "hit" as const, "damage" as const),
    effects: fc.subarray(["physical", "mental"] as IncomingEffect[]),
  });

  it("every fitting reaction is offered or refused once; an offer is affordable, and the senseless get none", () => {
    fc.assert(
      fc.property(anyDefender, anyAttack, (d, attack) => {
        const defender = target({
          role: d.role,
          budget: { ...freshBudget(), reactionsLeft: d.reactionsLeft, freeDefence: d.freeDefence },
          stamina: d.stamina,
          focus: d.focus,
          wielded: d.durabilities.map((durability, i) => ({ ...shield, id: `item${i}`, durability })),
          conditions: d.conditions,
        });
        const offer = offeredReactions(defender, attack);
        expect([...offer.offered, ...offer.refused].map((r) => r.id).sort()).toEqual(fittingReactions(d.role, attack).sort());
        for (const reaction of offer.offered) {
          expect(reaction.cost.stamina).toBeLessThanOrEqual(d.stamina);
          expect(reaction.cost.focus).toBeLessThanOrEqual(d.focus);
          expect(reaction.cost.free || d.reactionsLeft > 0).toBe(true);
          if (reaction.itemIds) expect(reaction.itemIds.length).toBeGreaterThan(0);
        }
        if (d.conditions.includes("unconscious") || d.conditions.includes("dead")) expect(offer.offered).toEqual([]);
      }),
      { numRuns: runs(300) },
    );
  });
});
