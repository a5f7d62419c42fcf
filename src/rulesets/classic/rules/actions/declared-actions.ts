/**
 * What a `classic` creature declares when a world runs declared-action speed: the chapter's kinds of
 * turn, none faster than another (its own initiative order is d20 + bonus, not declarations).
 */
import type { DeclaredAction } from "../../../../core/declared-actions";

const KEY = "FRAY.Classic.Declared";

export const CLASSIC_DECLARED_ACTIONS: readonly DeclaredAction[] = [
  { id: "attack", label: `${KEY}.attack`, modifier: 0 },
  { id: "spell", label: `${KEY}.spell`, modifier: 0 },
  { id: "move", label: `${KEY}.move`, modifier: 0 },
  { id: "fullRound", label: `${KEY}.fullRound`, modifier: 0 },
];
