/**
 * A player may take their own token out of a fight (docs/security.md); out of every started fight nothing
 * is spent. So, as for attacks (forged-attacks.test.ts), a player's blast from outside among creatures in a
 * started fight, or a turn action from a sheet beside one, waits until the GM adds the creature back. The
 * GM's own call stands, and with no fight started anyone acts freely.
 */
import { describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, askAs, balthasarAgainstBandit, budgetOf, leavesFight, startFactions, text } from "../flows/attack/fight";
import { blastAs, blastCards, blastFight } from "../flows/blast/blast-fight";

const { registerFactionsActions } = await import("../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
const { TAKE_ACTION_REFUSAL } = await import("../../../../src/rulesets/factions/flows/actions/keys");
registerFactionsActions();

type Plain = Record<string, any>;

describe("a blast from outside the fight, aimed among creatures in it", () => {
  it("Greta's player, having taken her out of the fight, throws the fire pot into the hall: refused, no card, nothing rolled", async () => {
    const { combat, creatures } = blastFight();
    await startFactions();
    await leavesFight(combat, creatures, "greta", "p1");
    const { answer, card } = await blastAs("p1", "firepot", { zoneId: "hall" }, []);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notInFight, data: { name: "Greta" } });
    expect(card).toBeUndefined();
    expect(blastCards()).toHaveLength(0);
    expect(creatures.bandit!.system.health.value).toBe(6);
  });

  it("with no zones drawn, the fire pot thrown from outside at the bandit, who is in the fight, is refused too", async () => {
    const { combat, creatures } = blastFight([]);
    await startFactions();
    await leavesFight(combat, creatures, "greta", "p1");
    const { answer } = await blastAs("p1", "firepot", { targetTokenUuids: ["Scene.s.Token.bandit"] }, []);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notInFight });
    expect(blastCards()).toHaveLength(0);
  });

  it("the GM's own blast from outside stands", async () => {
    const { combat, creatures } = blastFight();
    await startFactions();
    await leavesFight(combat, creatures, "greta", "gm");
    const { answer } = await blastAs("gm", "firepot", { zoneId: "hall" }, []);
    expect(answer).toMatchObject({ ok: true });
  });

  it("with no fight started Greta's player throws it freely", async () => {
    blastFight();
    expect((await blastAs("p1", "firepot", { zoneId: "hall" }, [])).answer).toMatchObject({ ok: true });
  });
});

describe("a turn action from a sheet, beside a started fight", () => {
  const take = async (userId: string, who: Plain, action: string) =>
    (await askAs(userId, FACTIONS_TAKE_ACTION, { actorUuid: who.uuid, tokenUuid: `Scene.s.Token.${who.id}`, action, itemId: "", force: false }, [])).answer;

  it("Balthasar's player, having taken him out of the fight, equips: refused; the GM's call goes through", async () => {
    const { combat, creatures } = balthasarAgainstBandit();
    await startFactions();
    await leavesFight(combat, creatures, "balthasar", "p1");
    expect(await take("p1", creatures.balthasar!, "equip")).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.notInFight, data: { name: "Balthasar" } });
    expect(text(TAKE_ACTION_REFUSAL.notInFight, { name: "Balthasar" })).toBe("Balthasar is not in the fight: ask the GM to add Balthasar back first.");
    expect(await take("gm", creatures.balthasar!, "equip")).toMatchObject({ ok: true });
  });

  it("in the fight Balthasar's player equips (his bonus action); with no fight started he equips freely", async () => {
    const { combat, creatures } = balthasarAgainstBandit();
    expect(await take("p1", creatures.balthasar!, "equip")).toMatchObject({ ok: true });
    await startFactions();
    expect(await take("p1", creatures.balthasar!, "equip")).toMatchObject({ ok: true });
    expect(budgetOf(combat, "balthasar").bonus).toBeGreaterThan(0);
  });
});
