import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  actionType,
  checkAction,
  endRound,
  freshRound,
  releaseHeldAction,
  remaining,
  startTurn,
  takeAction,
  type ActionContext,
  type RoundActions,
} from "../../../../../src/rulesets/sides/rules/combat/action-economy";
import { actionDefinition, SIDES_ACTIONS, type ActionId } from "../../../../../src/rulesets/sides/rules/combat/action-table";
import { OUTCOME, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { chargeMaximumFt, movementRate } from "../../../../../src/rulesets/sides/rules/combat/movement";
import { reloadActionType, reloadTypeFor } from "../../../../../src/rulesets/sides/rules/combat/reload";
import { canSnapAttack } from "../../../../../src/rulesets/sides/rules/combat/snap-attack";
import { canTotalDefense, withTotalDefense } from "../../../../../src/rulesets/sides/rules/combat/total-defense";
import { resolveAttack } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { bow, character, crossbow, longsword, npc, sling, target } from "./fixtures";

const onTurn: ActionContext = { ownTurn: true, kind: "character", snapTrained: false };
const offTurn: ActionContext = { ...onTurn, ownTurn: false };

function run(ids: ActionId[], ctx: ActionContext = onTurn, start: RoundActions = freshRound()): RoundActions {
  let s = start;
  for (const id of ids) {
    const r = takeAction(s, id, ctx);
    if (!r.ok) throw new Error(`${id}: ${r.reason.key}`);
    s = r.state;
  }
  return s;
}

function refusedWith(s: RoundActions, id: ActionId, ctx: ActionContext = onTurn): string | null {
  const c = checkAction(s, id, ctx);
  return c.allowed ? null : c.reason.key;
}

describe("The Combat Actions table", () => {
  it("lists every action of the rulebook with its type and Attack of Opportunity", () => {
    const rows = Object.fromEntries(SIDES_ACTIONS.map((a) => [a.id, `${a.type}/${a.provokes}`]));
    expect(rows).toEqual({
      meleeAttack: "main/no",
      rangedAttack: "main/no",
      swarmAttack: "main/no",
      charge: "moveAndMain/yes",
      useSkill: "main/yes",
      reload: "main/no",
      readyStow: "main/no",
      disengage: "main/no",
      screenAlly: "move/sometimes",
      run: "move/yes",
      pickUp: "move/yes",
      standUp: "move/yes",
      holdAction: "move/no",
      goProne: "free/no",
      totalDefense: "instant/no",
      snapAttack: "instant/no",
    });
  });
  it("every action has an i18n label", () => {
    expect(SIDES_ACTIONS.every((a) => a.label.startsWith("FRAY.Sides.Combat.Action."))).toBe(true);
    expect(() => actionDefinition("fly" as ActionId)).toThrow();
  });
});

describe("Main and Move", () => {
  it("one Main Action per round", () => {
    const s = run(["meleeAttack"]);
    expect(refusedWith(s, "rangedAttack")).toBe(REFUSAL.mainSpent);
  });
  it("one Move, and a second Move by spending the Main", () => {
    const s = run(["run", "run"]);
    expect(s).toMatchObject({ movesTaken: 2, mainSpent: true });
    expect(refusedWith(s, "meleeAttack")).toBe(REFUSAL.mainSpent);
    expect(refusedWith(s, "run")).toBe(REFUSAL.moveSpent);
  });
  it("attack then move is fine; attack then two moves is not", () => {
    const s = run(["meleeAttack", "run"]);
    expect(refusedWith(s, "standUp")).toBe(REFUSAL.moveSpent);
  });
  it("the sheet shows what is left", () => {
    expect(remaining(freshRound())).toEqual({ main: true, move: true, secondMove: true });
    expect(remaining(run(["run"]))).toEqual({ main: true, move: false, secondMove: true });
    expect(remaining(run(["meleeAttack"]))).toEqual({ main: false, move: true, secondMove: false });
  });
  it("Main, Move and Free actions wait for the combatant's side's turn", () => {
    expect(refusedWith(freshRound(), "meleeAttack", offTurn)).toBe(REFUSAL.notYourTurn);
    expect(refusedWith(freshRound(), "run", offTurn)).toBe(REFUSAL.notYourTurn);
    expect(refusedWith(freshRound(), "goProne", offTurn)).toBe(REFUSAL.notYourTurn);
  });
  it("Free actions are as many as plausible", () => {
    expect(run(["goProne", "goProne", "goProne"]).freeUsed).toBe(3);
  });
  it("a refused action can be forced after confirming; the refusal is returned for the GM", () => {
    const r = takeAction(run(["meleeAttack"]), "meleeAttack", onTurn, true);
    expect(r.ok && r.overridden).toEqual({ key: OUTCOME.economyOverridden, data: { reason: REFUSAL.mainSpent } });
    expect(takeAction(run(["meleeAttack"]), "meleeAttack", onTurn).ok).toBe(false);
  });
  it("property: without forcing, no sequence spends more than one Main and two Moves", () => {
    const ids = SIDES_ACTIONS.map((a) => a.id);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids), { maxLength: 12 }), (seq) => {
        let s = freshRound();
        let mains = 0;
        for (const id of seq) {
          const r = takeAction(s, id, onTurn);
          if (!r.ok) continue;
          if (r.cost.main) mains += 1;
          s = r.state;
        }
        expect(mains).toBeLessThanOrEqual(1);
        expect(s.movesTaken).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe("Charge (Move + Main)", () => {
  it("spends both and marks −2 AC until the end of the round", () => {
    const s = run(["charge"]);
    expect(s).toMatchObject({ mainSpent: true, movesTaken: 1, chargedThisRound: true });
    expect(endRound(s).state.chargedThisRound).toBe(false);
  });
  it("needs both still unspent", () => {
    expect(refusedWith(run(["run"]), "charge")).toBe(REFUSAL.chargeNeedsMainAndMove);
    expect(refusedWith(run(["readyStow"]), "charge")).toBe(REFUSAL.chargeNeedsMainAndMove);
  });
  it("covers up to twice the movement rate, halved while prone", () => {
    expect(chargeMaximumFt(30, false)).toBe(60);
    expect(movementRate(30, true)).toBe(15);
  });
});

describe("Snap Attack (Instant)", () => {
  it("can be made off-turn while the Main Action is unspent, and spends it", () => {
    const r = takeAction(freshRound(), "snapAttack", offTurn);
    expect(r.ok && r.state).toMatchObject({ mainSpent: true, instantsUsed: 1 });
  });
  it("not after the Main Action is spent this round", () => {
    expect(canSnapAttack(run(["meleeAttack"]), character())).toEqual({ ok: false, reason: { key: REFUSAL.snapMainSpent } });
  });
  it("only well-trained NPCs may", () => {
    expect(canSnapAttack(freshRound(), npc())).toEqual({ ok: false, reason: { key: REFUSAL.snapUntrainedNpc } });
    expect(canSnapAttack(freshRound(), npc({ snapTrained: true }))).toEqual({ ok: true });
  });
  it("a new round gives back the Main, so a snap before your side acts spends that round's Main", () => {
    const next = endRound(run(["meleeAttack"])).state;
    const snapped = takeAction(next, "snapAttack", offTurn);
    expect(snapped.ok && refusedWith(snapped.state, "meleeAttack")).toBe(REFUSAL.mainSpent);
  });
});

describe("Total Defense (Instant)", () => {
  it("gives up the Main Action; +2 AC and Shock immunity until the start of the next turn", () => {
    const r = takeAction(freshRound(), "totalDefense", offTurn);
    expect(r.ok && r.state).toMatchObject({ mainSpent: true, totalDefense: true });
    if (!r.ok) return;
    expect(endRound(r.state).state.totalDefense).toBe(true);
    expect(startTurn(r.state).totalDefense).toBe(false);
  });
  it("cannot be taken after the Main Action is spent", () => {
    expect(canTotalDefense(run(["meleeAttack"]))).toEqual({ ok: false, reason: { key: REFUSAL.totalDefenseMainSpent } });
  });
  it("taken after seeing a roll of 14 against AC 13, the same roll now misses and no Shock lands", () => {
    const req = {
      attacker: character({ attackBonus: 0, attributeMods: { str: 0, dex: 0 }, skills: { brawl: 0, stab: 0, shoot: 0, exert: 0 } }),
      weapon: longsword,
      target: target({ ac: 13 }),
      situation: defaultSituation(),
      d20: 14,
    };
    const before = resolveAttack(req);
    const after = resolveAttack({ ...req, target: withTotalDefense(req.target) });
    expect(before.ok && before.roll.hit).toBe(true);
    expect(after.ok && after.roll.hit).toBe(false);
    expect(after.ok && after.shock?.damage).toBe(0);
  });
});

describe("the shield's once-a-round Shock", () => {
  it("starts unspent and a new round makes it unspent again", () => {
    expect(freshRound().shieldUsed).toBe(false);
    const spent = { ...run(["meleeAttack"]), shieldUsed: true };
    expect(endRound(spent).state.shieldUsed).toBe(false);
  });
  it("no action spends or restores it", () => {
    const spent = { ...freshRound(), shieldUsed: true };
    const r = takeAction(spent, "totalDefense", offTurn);
    expect(r.ok && r.state.shieldUsed).toBe(true);
  });
});

describe("Hold an Action", () => {
  it("spends the Move; the rest waits and is released as an Instant, even off-turn", () => {
    const s = run(["holdAction"]);
    expect(refusedWith(s, "meleeAttack")).toBe(REFUSAL.actionHeld);
    const released = releaseHeldAction(s);
    if (!released.ok) throw new Error("not held");
    expect(released.state.instantsUsed).toBe(1);
    expect(checkAction(released.state, "meleeAttack", offTurn).allowed).toBe(true);
  });
  it("is lost at the end of the round if not released", () => {
    const r = endRound(run(["holdAction"]));
    expect(r.heldActionLost).toEqual({ key: OUTCOME.heldActionLost });
    expect(releaseHeldAction(r.state).ok).toBe(false);
  });
  it("releasing with nothing held is refused", () => {
    expect(releaseHeldAction(freshRound())).toEqual({ ok: false, reason: { key: REFUSAL.nothingHeld } });
  });
});

describe("Disengage", () => {
  it("lasts for the rest of the round", () => {
    const s = run(["disengage"]);
    expect(s.disengaged).toBe(true);
    expect(endRound(s).state.disengaged).toBe(false);
  });
});

describe("Reload a Weapon", () => {
  it("is Free for a bow or crossbow with Shoot-1", () => {
    expect(reloadActionType(bow, 1)).toBe("free");
    expect(reloadActionType(crossbow, 2)).toBe("free");
  });
  it("is a Move to nock a bow otherwise, a Main for a crossbow", () => {
    expect(reloadActionType(bow, 0)).toBe("move");
    expect(reloadActionType(crossbow, 0)).toBe("main");
    expect(reloadActionType(sling, 3)).toBe("main");
  });
  it("the economy charges the reload's own type", () => {
    const s = run(["meleeAttack"]);
    expect(checkAction(s, "reload", { ...onTurn, reloadType: reloadActionType(bow, 1) }).allowed).toBe(true);
    expect(refusedWith(s, "reload", { ...onTurn, reloadType: reloadActionType(crossbow, 0) })).toBe(REFUSAL.mainSpent);
  });
  it("a character's Reload takes the cheapest type among its readied bows and crossbows", () => {
    expect(reloadTypeFor([bow], 1)).toBe("free");
    expect(reloadTypeFor([crossbow], 0)).toBe("main");
    expect(reloadTypeFor([crossbow, bow], -1)).toBe("move");
  });
  it("keeps the table's Main when nothing readied needs reloading", () => {
    expect(reloadTypeFor([longsword, sling], 3)).toBeUndefined();
    expect(reloadTypeFor([], 3)).toBeUndefined();
    expect(actionType("reload", {})).toBe("main");
  });
  it("the type the panel shows is the type the economy spends", () => {
    const archer = { ...onTurn, reloadType: reloadTypeFor([bow], 0) };
    expect(actionType("reload", archer)).toBe("move");
    const afterRun = run(["run"]);
    expect(refusedWith(afterRun, "reload", archer)).toBe(null);
    expect(takeAction(afterRun, "reload", archer)).toMatchObject({ ok: true, cost: { main: true, mainForMove: true } });
  });
});

describe("Actions the table does not list", () => {
  it("breaking free of a grapple is a Main Action like any other", () => {
    const s = run(["run"]);
    const r = takeAction(s, { type: "main" }, onTurn);
    expect(r.ok && r.state.mainSpent).toBe(true);
    expect(r.ok && refusedWith(r.state, "meleeAttack")).toBe(REFUSAL.mainSpent);
  });
  it("an Instant power (Veteran's Luck) costs no Main Action, even off-turn", () => {
    const r = takeAction(run(["meleeAttack"]), { type: "instant" }, offTurn);
    expect(r.ok && r.state).toMatchObject({ instantsUsed: 1, mainSpent: true });
    const fresh = takeAction(freshRound(), { type: "instant" }, offTurn);
    expect(fresh.ok && fresh.state.mainSpent).toBe(false);
  });
});

describe("the round's budget at its edges", () => {
  it("a third Move the GM lets through still counts as a Move taken", () => {
    const r = takeAction(run(["run", "run"]), "run", onTurn, true);
    expect(r.ok && r.overridden).toEqual({ key: OUTCOME.economyOverridden, data: { reason: REFUSAL.moveSpent } });
    expect(r.ok && r.state.movesTaken).toBe(3);
  });
  it("a round that ends with nothing held loses nothing", () => {
    expect(endRound(run(["meleeAttack", "run"])).heldActionLost).toBeNull();
  });
  it("a released held action may move once, off-turn", () => {
    const released = releaseHeldAction(run(["holdAction"]));
    if (!released.ok) throw new Error("not held");
    expect(takeAction(released.state, "run", offTurn)).toMatchObject({ ok: true, cost: { main: true, mainForMove: true }, state: { movesTaken: 2, mainSpent: true } });
  });
  it("a Free action taken while holding is fine; a Move is not", () => {
    const holding = run(["holdAction"]);
    expect(refusedWith(holding, "goProne")).toBeNull();
    expect(refusedWith(holding, "run")).toBe(REFUSAL.actionHeld);
  });
  it("a Snap Attack or Total Defense gives up what was held with the Main", () => {
    const holding = run(["holdAction"]);
    const snapped = takeAction(holding, "snapAttack", offTurn);
    expect(snapped.ok && snapped.state).toMatchObject({ held: false, mainSpent: true, heldReleased: false });
    const defended = takeAction(holding, "totalDefense", offTurn);
    expect(defended.ok && defended.state).toMatchObject({ held: false, mainSpent: true, totalDefense: true });
  });
});

describe("what an action costs, as the GM is told", () => {
  it("a Melee Attack spends the Main and nothing else", () => {
    expect(checkAction(freshRound(), "meleeAttack", onTurn)).toEqual({ allowed: true, cost: { main: true, move: false, mainForMove: false, free: false, instant: false } });
  });
  it("a skilled archer's Free reload does not make an attack Free", () => {
    expect(actionType("meleeAttack", { reloadType: "free" })).toBe("main");
  });
  it("Reload takes the cheapest type whichever order the launchers are readied in", () => {
    expect(reloadTypeFor([bow, crossbow], 0)).toBe("move");
    expect(reloadTypeFor([crossbow, bow], 0)).toBe("move");
  });
  it("an action the table does not know is refused, naming it", () => {
    expect(() => actionDefinition("fly" as ActionId)).toThrow("fly");
  });
});
