/**
 * What one click costs on the wire and in the database: messages a player's client sends to the GM
 * and document writes that follow, through the real channel and handlers over the test double's
 * clients. Measures only; asserts nothing. Import it last: it installs the double's globals.
 */
import { installFoundryDouble } from "../../test/foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../test/foundry-double/combat";

type Report = (line: string) => void;
type Click = { label: string; by: string; run: () => Promise<unknown> };

// The double and the modules under it are loaded while the module runner is open (top level).
installFoundryDouble();
// The world's rulesets, handed over as src/fray.ts does at init (the handlers ask which one is active).
const { useRulesets } = await import("../../src/foundry/active-ruleset");
const { RULESET_RULES } = await import("./ruleset-rules");
useRulesets(RULESET_RULES);
const dice: number[] = [];
const users = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];
const { recorded, combats, net } = installCombatDouble(users, dice);
const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { registerGmHandler, listenOnSocket } = await import("../../src/foundry/channel");
const { handleStart, handleTurn } = await import("../../src/foundry/combat/combat-queries");
registerGmHandler("turn", handleTurn);
registerGmHandler("startFight", handleStart);
listenOnSocket();


export async function benchClicks(report: Report): Promise<void> {
  const fight = (structure: string) => {
    const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [
      { id: "maren", name: "Maren", group: "party", owners: ["p1"], dex: 14 },
      { id: "tamsin", name: "Tamsin", group: "party", owners: ["p2"] },
      { id: "gob", name: "Goblin", group: "foes", owners: [] },
    ], ["party", "foes"], recorded) as Record<string, any>;
    combats.set("combat1", combat);
    dice.splice(0, dice.length, 6, 3, 5, 7, 2, 9, 4, 8);
    return combat;
  };
  const writes = (combat: Record<string, any>) => combat.updates.length + combat.embeddedUpdates.length + recorded.messages.length;
  const toGm = () => net.sent.filter((sent) => sent.from !== "gm").length;

  async function measure(combat: Record<string, any>, click: Click): Promise<void> {
    const [sentBefore, writesBefore] = [toGm(), writes(combat)];
    net.actAs(click.by);
    await click.run();
    await net.settle();
    net.actAs("gm");
    report(`  ${click.label.padEnd(34)} ${String(toGm() - sentBefore).padStart(2)} message(s) to the GM  ${String(writes(combat) - writesBefore).padStart(2)} write(s)`);
  }

  report("One click, through the channel: messages a player's client sends to the GM, document writes that follow");
  const sides = fight("sideInitiative");
  net.actAs("gm");
  await sides.startFray("sideInitiative", { startedBy: null, attacked: null, surprising: null, fastSlow: false, partyGroupId: "party" });
  await measure(sides, { label: "player: act (side initiative)", by: "p1", run: () => sides.issue({ kind: "act", combatantId: "maren" }) });
  await measure(sides, { label: "player: end turn (side initiative)", by: "p1", run: () => sides.issue({ kind: "endTurn", combatantId: "maren" }) });
  await measure(sides, { label: "GM: next round (side initiative)", by: "gm", run: () => sides.issue({ kind: "nextRound" }) });

  const declared = fight("declared");
  await declared.startFray("declared", { startedBy: null, attacked: null, surprising: null, fastSlow: false, partyGroupId: "party" });
  await measure(declared, { label: "player: declare (declared speed)", by: "p1", run: () => declared.issue({ kind: "declare", combatantId: "maren", actionId: "act" }) });
}
