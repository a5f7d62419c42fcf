/** The side-initiative fights the example tests share: the party (Ann, Ben), two goblins and a wolf. */
import {
  initialSideInitiativeState, sideInitiative, type SideInitiativeCommand, type SideInitiativeState, type SideInput, type SideMemberInput,
} from "../../../src/core/turns/side-initiative";
import { GM, run, type Run } from "./helpers";

export const engine = sideInitiative;

export const SIDES: SideInput[] = [
  { id: "party", isParty: true, surprising: false },
  { id: "goblins", isParty: false, surprising: false },
  { id: "wolves", isParty: false, surprising: false },
];
export const MEMBERS: SideMemberInput[] = [
  { id: "ann", groupId: "party", owners: ["u-alice"], dexMod: 2 },
  { id: "ben", groupId: "party", owners: ["u-bob"], dexMod: -1 },
  { id: "gob1", groupId: "goblins", owners: [], dexMod: 0 },
  { id: "gob2", groupId: "goblins", owners: [], dexMod: 3 },
  { id: "wolf", groupId: "wolves", owners: [], dexMod: 1 },
];
/** The same sides, the goblins springing an ambush. */
export const AMBUSH: SideInput[] = SIDES.map((x) => (x.id === "goblins" ? { ...x, surprising: true } : x));

export function started(sides = SIDES, members = MEMBERS): Run<SideInitiativeState> {
  return run(engine, initialSideInitiativeState(), { type: "start", by: GM, sides, members });
}
export const roll = (forId: string, total: number, purpose = "initiative"): SideInitiativeCommand => ({ type: "roll", by: GM, purpose, forId, total });
export const act = (combatantId: string, by = GM): SideInitiativeCommand => ({ type: "activate", by, combatantId });
export const end = (combatantId: string, by = GM): SideInitiativeCommand => ({ type: "endTurn", by, combatantId });
export const turn = (id: string, by = GM): SideInitiativeCommand[] => [act(id, by), end(id, by)];

/** Party rolls 6+2=8, goblins 5, wolves 3: party, goblins, wolves. */
export function rolled(): Run<SideInitiativeState> {
  return run(engine, started().state, roll("party", 8), roll("goblins", 5), roll("wolves", 3));
}
