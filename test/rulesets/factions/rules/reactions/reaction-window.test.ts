import { describe, expect, it } from "vitest";
import { reactionWindow } from "../../../../../src/rulesets/factions/rules/reactions/reaction-window";
import { mayReact, type Reactor } from "../../../../../src/rulesets/factions/rules/reactions/reactor";

import { moment, REFUSAL as K } from "./fixtures";

const reactor = (over: Partial<Reactor> = {}): Reactor => ({ aware: true, tookTurnThisRound: false, able: true, ...over });
const why = (d: { ok: boolean; reason?: { key: string } }) => (d.ok ? "ok" : d.reason?.key.replace(K, ""));

describe("Reacting to an attack: the choice comes after the WIT save to hit and before damage", () => {
  it("an attack that hits automatically may be reacted to before damage is rolled", () => {
    expect(reactionWindow(moment())).toEqual({ ok: true });
  });
  it("a passed WIT save to hit opens the reactions", () => {
    expect(why(reactionWindow(moment({ witSaveToHit: "passed" })))).toBe("ok");
  });
  it("not before the WIT save to hit is rolled", () => {
    expect(why(reactionWindow(moment({ witSaveToHit: "pending" })))).toBe("witSavePending");
  });
  it("a failed WIT save misses: nothing to react to", () => {
    expect(why(reactionWindow(moment({ witSaveToHit: "failed" })))).toBe("missed");
  });
  it("once damage is rolled it is too late", () => {
    expect(why(reactionWindow(moment({ witSaveToHit: "passed", damageRolled: true })))).toBe("damageRolled");
  });
  it("an attack stunt on offer is answered first; accepted, no reaction; refused, the attack resolves as normal", () => {
    expect(why(reactionWindow(moment({ stunt: "proposed" })))).toBe("stuntPending");
    expect(why(reactionWindow(moment({ stunt: "accepted" })))).toBe("stuntAccepted");
    expect(why(reactionWindow(moment({ stunt: "refused" })))).toBe("ok");
  });
  it("no one can react to an opportunity attack, whatever else holds", () => {
    expect(why(reactionWindow(moment({ opportunity: true, witSaveToHit: "failed", damageRolled: true })))).toBe("opportunityAttack");
  });
  it("a missed attack is reported as a miss even when its damage was (wrongly) rolled", () => {
    expect(why(reactionWindow(moment({ witSaveToHit: "failed", damageRolled: true })))).toBe("missed");
  });
});

describe("who may spend the turn on a reaction", () => {
  it("an aware character that still has its turn this round may", () => {
    expect(mayReact(reactor())).toEqual({ ok: true });
  });
  it("a target unaware of its attacker (surprised by a concealed one) cannot react", () => {
    expect(why(mayReact(reactor({ aware: false })))).toBe("unaware");
  });
  it("a character that already took its turn this round has no turn left to spend", () => {
    expect(why(mayReact(reactor({ tookTurnThisRound: true })))).toBe("alreadyActed");
  });
  it("a character that is down, surrendered or fled cannot react, and that is the reason given first", () => {
    expect(why(mayReact(reactor({ able: false, aware: false, tookTurnThisRound: true })))).toBe("unable");
  });
  it("being unaware is named before the spent turn", () => {
    expect(why(mayReact(reactor({ aware: false, tookTurnThisRound: true })))).toBe("unaware");
  });
});
