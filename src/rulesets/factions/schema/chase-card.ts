/**
 * The facts a `factionsChase` chat card keeps (whispered to the GMs): the fight's creatures, the GM's
 * call on each (stays, or flees faster / even / slower than the pursuers), and once run each fleer's
 * AGI save (if it needed one), whether it escaped, and whether it had already fled (for Undo).
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { CHASE_PACES } from "../rules/morale/chase-pace";
import { factionsFirstVersion, schemaVersion } from "./common";

export const chaseCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  combatId: spec.text(),
  fighters: spec.array(
    spec.object({
      combatantId: spec.text("", false),
      tokenUuid: spec.text(),
      actorUuid: spec.text(),
      name: spec.text(),
      pace: spec.choice(CHASE_PACES, "stays"),
      /** The AGI save, when the chase needed one: the d20 and the score. */
      save: spec.nullable(spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), score: spec.integer(0), passed: spec.boolean(false) })),
      escapes: spec.boolean(false),
      /** Why it escaped or was reached (a chase outcome key); blank until run. */
      outcome: spec.text(),
      fledBefore: spec.boolean(false),
    }),
  ),
  run: spec.boolean(false),
  undone: spec.boolean(false),
});

export type FactionsChaseRecord = Infer<typeof chaseCardSchema>;

export const factionsChaseCard = factionsFirstVersion(chaseCardSchema);
