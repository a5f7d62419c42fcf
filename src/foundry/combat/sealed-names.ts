/** The two halves of a secret declaration's way to the GM (sealed-channel.ts), named for both ends. */

/** The commitment's command kind on the system socket. */
export const SEAL_COMMAND = "sealDeclaration";

/** The opening's query name (CONFIG.queries, namespaced by the system's id). */
export const SEAL_QUERY = "fray.openSealedDeclaration";

/** What the opening carries: the declaration and the salt its commitment was made with. */
export interface SealedOpening {
  combatId: string;
  combatantId: string;
  actionId: string;
  salt: string;
}

declare global {
  namespace CONFIG {
    interface Queries {
      /** Answered by the active GM alone; the answer is read as a channel answer (readAnswer). */
      "fray.openSealedDeclaration": (data: SealedOpening, options: { timeout?: number }) => Promise<unknown>;
    }
  }
}
