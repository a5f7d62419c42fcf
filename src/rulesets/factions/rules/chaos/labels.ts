/** Every i18n key the chaos-of-combat rules give the shell; English text lives under FRAY.Factions.Chaos in lang/en.json. */
import type { CountdownState } from "./declaration-countdown";

const P = "FRAY.Factions.Chaos";

/** The tracker's line for each countdown state; `running` gets {seconds}. */
export const FACTIONS_COUNTDOWN_LABEL = {
  running: `${P}.Running`,
  declared: `${P}.Declared`,
  doesNothing: `${P}.DoesNothing`,
} as const satisfies Record<CountdownState["status"], string>;
