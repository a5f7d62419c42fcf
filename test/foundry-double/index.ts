/**
 * The Foundry double composed for a fight: world settings and notifications (./globals), users on
 * their own clients joined by the system socket (./network), and combats with dice the test sets
 * (./combat). Chat, attack, actions and boot pieces are added on top by the tests that need them.
 */
import { installCombatDouble } from "./combat";
import { installFoundryDouble } from "./globals";

export interface TableUser {
  id: string;
  isGM: boolean;
  active?: boolean;
}

/** The usual table: a GM and two players. */
export const GM_AND_TWO_PLAYERS: TableUser[] = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];

export function installFightDouble(users: TableUser[] = GM_AND_TWO_PLAYERS) {
  const world = installFoundryDouble();
  /** Dice the GM "rolls", in order; a roll with none left shows its lowest face. */
  const dice: number[] = [];
  return { ...world, ...installCombatDouble(users, dice), dice, users };
}
