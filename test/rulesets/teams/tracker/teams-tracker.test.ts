import { beforeEach, describe, expect, it } from "vitest";
import { double, settle, spendActions, teamsFight } from "../flows/conditions/teams-fight";

const { handleTurn } = await import("../../../../src/foundry/combat/combat-queries");
const { stateOf } = await import("../../../../src/foundry/combat/turn-handler");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { alternatingTeamsAdapter } = await import("../../../../src/core/turns/adapters/alternating-teams");
const { TEAMS_ECONOMY_BADGE: BADGE } = await import("../../../../src/rulesets/teams/rules/actions/labels");

type Doc = Record<string, any>;
type Badge = { label: string; available: boolean };
let combat: Doc;
let actors: Record<string, Doc>;

const view = () => alternatingTeamsAdapter.view(stateOf(combat as never) as never);
const fighter = (id: string) => view().fighters.find((f) => f.id === id);
const turn = (kind: string, combatantId: string, by = "gm") => handleTurn({ combatId: "combat1", intent: { kind, combatantId } }, by);
/** Every row the tracker draws for the GM, by combatant id, with its badges. */
function rowsById(): Record<string, { status: string; economy: Badge[]; buttons: { kind: string }[] }> {
  const context = trackerContext(combat) as Doc;
  const rows = [...context.groups.flatMap((g: Doc) => g.fighters), ...context.order.flatMap((s: Doc) => s.fighters)];
  return Object.fromEntries(rows.map((row: Doc) => [row.id, row]));
}
const shownBadges = (badges: Badge[]) => badges.map((b) => `${b.label.replace("FRAY.Teams.Economy.", "")}${b.available ? "" : " (spent)"}`);

beforeEach(async () => {
  ({ combat, actors } = await teamsFight());
  double.recorded.messages.length = 0;
});

describe("the alternating-teams tracker in a teams world shows the teams budget", () => {
  it("three actions and a reaction for whoever has not acted", () => {
    expect(shownBadges(rowsById().gob1!.economy)).toEqual(["action", "action", "action", "reaction"]);
  });

  it("Roland moves, then Guards: his turn ends, no actions left, his reaction kept and Guarding shown until his next turn", async () => {
    await turn("act", "roland", "p1");
    await spendActions(combat, "roland", "move", "guard");
    const roland = rowsById().roland!;
    expect(shownBadges(roland.economy)).toEqual(["action (spent)", "action (spent)", "action (spent)", "reaction", "guarding"]);
    expect(roland.economy.map((b) => b.label)).toContain(BADGE.guarding);
  });

  it("Clementine seeks cover and readies an action: both markers show beside her spent actions", async () => {
    await turn("act", "clementine", "p2");
    await spendActions(combat, "clementine", "seekCover", "readyAction");
    expect(shownBadges(rowsById().clementine!.economy)).toEqual(["action (spent)", "action (spent)", "action (spent)", "reaction", "inCover", "readied"]);
  });
});

describe("Roland revived by Clementine: an unconscious combatant loses its turn and comes back", () => {
  it("at 0 health Roland cannot take the party's turn; revived, he takes the party's next turn", async () => {
    await actors.roland!.update({ system: { endurance: { value: 0 }, health: { value: 0 } } });
    await settle();
    expect(fighter("roland")?.status).toBe("unconscious");
    expect(rowsById().roland!.buttons.map((b) => b.kind)).not.toContain("act");
    // Unconscious, he can neither act nor react: the tracker offers no budget.
    expect(rowsById().roland!.economy).toEqual([]);
    expect((await turn("act", "roland", "p1")).ok).toBe(false);

    // Clementine's turn: she revives him (the GM writes what Resuscitate's success leaves: 1 health, awake).
    expect(await turn("act", "clementine", "p2")).toEqual({ ok: true });
    await actors.roland!.update({ system: { health: { value: 1 }, conditions: { unconscious: false } } });
    await settle();
    expect([...actors.roland!.statuses]).not.toContain("unconscious");
    expect(fighter("roland")?.status).not.toBe("unconscious");

    // A goblin takes the foes' turn; when the party's turn comes round again, Roland may take it.
    expect(await turn("endTurn", "clementine", "p2")).toEqual({ ok: true });
    expect(await turn("act", "gob1")).toEqual({ ok: true });
    expect(await turn("endTurn", "gob1")).toEqual({ ok: true });
    expect(fighter("roland")?.status).toBe("ready");
    expect(shownBadges(rowsById().roland!.economy)).toEqual(["action", "action", "action", "reaction"]);
    expect(rowsById().roland!.buttons.map((b) => b.kind)).toContain("act");
    expect(await turn("act", "roland", "p1")).toEqual({ ok: true });
  });
});
