/**
 * "Every other structure works", whatever the ruleset: round 1 of a started fight played as a GM at the
 * tracker plays it, through the GM's turn command and only the buttons the engine allows. The rulesets'
 * every-structure tests build their own fight (Foundry double, actors, start) and hand it here.
 * Shell modules are imported when first used, after the test's fight has installed the Foundry double.
 */
type Doc = Record<string, any>;

export interface TurnIntent {
  kind: string;
  combatantId?: string;
  groupId?: string;
  actionId?: string;
  modifier?: number;
}

const shell = async () => ({
  ...(await import("../../src/foundry/combat/combat-queries")),
  ...(await import("../../src/foundry/combat/combat-engine")),
  ...(await import("../../src/foundry/combat/declarable-actions")),
  ...(await import("../../src/core/turns/adapters/allowed")),
  ...(await import("../../src/foundry/combat/tracker-context")),
  ...(await import("../../src/foundry/combat/fight-setup")),
});
type Shell = Awaited<ReturnType<typeof shell>>;
let loaded: Shell | null = null;
const load = async (): Promise<Shell> => (loaded ??= await shell());

/** What the tracker draws from the combat's engine state. */
export async function viewOf(combat: Doc): Promise<Doc> {
  const { adapterOf, stateOf } = await load();
  return adapterOf(combat as never)!.view(stateOf(combat as never)) as unknown as Doc;
}

/** The buttons the GM's tracker shows now: the intents the engine accepts from the GM. */
export async function allowedForGm(combat: Doc): Promise<TurnIntent[]> {
  const { adapterOf, stateOf, allowedIntents } = await load();
  return allowedIntents(adapterOf(combat as never)!, stateOf(combat as never), { userId: "gm", isGM: true }) as TurnIntent[];
}

/** The GM presses a tracker button: the turn command goes through the GM's handler; a refusal fails the test. */
export async function pressAsGm(combat: Doc, intent: TurnIntent, settle: () => Promise<void>): Promise<void> {
  const { handleTurn } = await load();
  const answer = await handleTurn({ combatId: combat.id, intent }, "gm");
  if (!answer.ok) throw new Error(`${intent.kind} ${intent.combatantId ?? intent.groupId ?? ""} refused: ${JSON.stringify(answer)}`);
  await settle();
}

export interface PlayedTurns {
  /** How many turns each combatant started. */
  turns: Map<string, number>;
  /** What each combatant declared, as the engine priced it (declared speed only). */
  declared: Map<string, { actionId: string; modifier: number }>;
}

/**
 * Plays on as a GM at the tracker would while `playing(view)` holds: declares for everyone (the first
 * action the declare dialog lists for that creature, its modifier left to the GM's pricing) and locks
 * (declared speed), lets the holder choose who goes first (factions), ends the turn of whoever is
 * acting, otherwise lets the next ready combatant act, and finally moves to the next round.
 */
export async function playWhile(combat: Doc, settle: () => Promise<void>, playing: (view: Doc) => boolean): Promise<PlayedTurns> {
  const { declarableActionsOf } = await load();
  const turns = new Map<string, number>();
  const declared = new Map<string, { actionId: string; modifier: number }>();
  let acting = new Set<string>();
  for (let step = 0; step < 60 && playing(await viewOf(combat)); step++) {
    const view = await viewOf(combat);
    for (const fighter of view.fighters as Doc[]) if (fighter.declared) declared.set(fighter.id, { ...fighter.declared });
    const nowActing = new Set<string>([...view.activeIds, ...view.fighters.filter((f: Doc) => f.status === "acting").map((f: Doc) => f.id as string)]);
    for (const id of nowActing) if (!acting.has(id)) turns.set(id, (turns.get(id) ?? 0) + 1);
    acting = nowActing;
    const intents = await allowedForGm(combat);
    const find = (kind: string, test: (intent: TurnIntent) => boolean = () => true) => intents.find((intent) => intent.kind === kind && test(intent));
    const undeclared = find("declare", (intent) => !view.fighters.find((f: Doc) => f.id === intent.combatantId)?.declared);
    const next =
      (undeclared && { ...undeclared, actionId: declarableActionsOf(combat as never, undeclared.combatantId)[0]!.id, modifier: 0 }) ||
      find("lockDeclarations") ||
      find("chooseFirst") ||
      find("endTurn", (intent) => nowActing.has(intent.combatantId ?? "")) ||
      find("act") ||
      find("endGroupTurn") ||
      find("nextRound");
    if (!next) throw new Error(`the fight is stuck: ${JSON.stringify(view)}`);
    await pressAsGm(combat, next, settle);
  }
  return { turns, declared };
}

/** Round 1 played to its end (see playWhile). */
export const playRoundOne = (combat: Doc, settle: () => Promise<void>): Promise<PlayedTurns> => playWhile(combat, settle, (view) => view.round === 1);

/** The turns as a plain object sorted by id, for one readable assertion. */
export const turnsById = (turns: Map<string, number>): Record<string, number> => Object.fromEntries([...turns].sort());

/** What the start panel sends when the GM names nobody (its selects left on "nobody"): FrayCombatTracker#onStart. */
export const PANEL_UNTOUCHED = { startedBy: "", attacked: "", surprising: "", fastSlow: false, partyGroupId: null, shareInitiative: "none" };
/** What the GM chose on the panel; what is left out stays untouched. */
export type PanelChoices = Partial<typeof PANEL_UNTOUCHED>;

/** The GM presses Start on the tracker's panel of combat1 with the structure and the sides chosen there; a refusal fails the test. */
export async function pressStart(structure: string, choices: PanelChoices, settle: () => Promise<void>): Promise<void> {
  const { handleStart } = await load();
  const answer = await handleStart({ combatId: "combat1", structure, choices: { ...PANEL_UNTOUCHED, ...choices } }, "gm");
  if (!answer.ok) throw new Error(`start under ${structure} refused: ${JSON.stringify(answer)}`);
  await settle();
}

/** Initiative dice that differ, as real ones soon do (the double's empty dice would tie every roll-off forever): `first`, then a mixed run. */
export function rollingDice(dice: number[], ...first: number[]): void {
  dice.splice(0, dice.length, ...first, ...Array.from({ length: 60 }, (_, i) => [20, 13, 7, 16, 4, 10, 18, 2, 11, 5, 15, 8][i % 12]!));
}

/** The structures where a side may be named as surprising the other. */
export const SURPRISE_STRUCTURES = ["declared", "sideInitiative", "alternatingTeams", "factions"] as const;

/**
 * Who acts while the party surprises the foes: the fight started by `start` with the party named as
 * surprising, played through round 1, or under factions through the ambush turn the party takes before it.
 */
export async function turnsWhileThePartySurprises(structure: string, start: (structure: string, choices: PanelChoices) => Promise<{ combat: Doc }>, settle: () => Promise<void>): Promise<Record<string, number>> {
  const { combat } = await start(structure, { surprising: "party" });
  if (structure !== "factions") return turnsById((await playRoundOne(combat, settle)).turns);
  const phase = (await viewOf(combat)).phase;
  if (phase !== "ambush") throw new Error(`factions with the party surprising opened in ${phase}, not the ambush turn`);
  return turnsById((await playWhile(combat, settle, (view) => view.phase === "ambush")).turns);
}

/** What the tracker's start panel shows before the start: the structure chosen, the ones offered, the sides that may be named. */
export async function startPanel(combat: Doc): Promise<{ started: unknown; selected: unknown; structures: string[]; sides: string[] }> {
  const { trackerContext } = await load();
  const panel = trackerContext(combat) as Doc;
  return { started: panel.started, selected: panel.selected, structures: Object.keys(panel.structures ?? {}), sides: Object.keys(panel.sides ?? {}) };
}

/** The world a ruleset's fight test installed: its settings and the chat messages it recorded. */
interface FightWorld {
  settings: { set(key: string, value: unknown): unknown };
  recorded: { messages: unknown[] };
}

/** The GM picks the structure in the world setting and presses Start on the tracker's panel of a fresh fight; the chat then holds only the start's rolls. */
export async function startFreshFromPanel<F extends { combat: Doc }>(world: FightWorld, fresh: () => F, structure: string, choices: PanelChoices, settle: () => Promise<void>): Promise<F> {
  world.settings.set("fray.turnStructure", structure);
  const fight = fresh();
  world.recorded.messages.length = 0;
  await pressStart(fight.combat.frayStructure, choices, settle);
  return fight;
}

/** One combatant's row on the tracker. */
export async function fighterRow(combat: Doc, id: string): Promise<Doc | undefined> {
  return (await viewOf(combat)).fighters.find((f: Doc) => f.id === id);
}

/** The key ("party", "foes" …) of the group a combatant was put in at the start; undefined where the structure forms no groups. */
export async function groupKeyOf(combat: Doc, id: string): Promise<unknown> {
  const { groupIdOf } = await load();
  return combat.groups.get(groupIdOf(combat.combatants.get(id)))?.getFlag("fray", "key");
}
