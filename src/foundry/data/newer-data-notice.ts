/**
 * Tells each GM, once when their world is ready, how many documents of which kinds a newer Fray wrote, that
 * this Fray will not change them, and to update Fray. `ready` fires once per page load
 * (https://foundryvtt.com/api/v13/functions/hookEvents.ready.html), which is a GM's session; players are not
 * told (they cannot update the system), and a world with no such data says nothing.
 */
import { translate } from "../i18n";
import { countNewerDocuments, VERSIONED_DOCUMENTS } from "./newer-data";

/** Users already told on this page (the test double runs several clients in one process). */
const told = new Set<string>();

/** "2 actors, 1 chat card", in the user's language. */
export function newerDataSummary(counts: ReturnType<typeof countNewerDocuments>): string {
  return VERSIONED_DOCUMENTS.flatMap((documentName) => {
    const count = counts[documentName];
    return count ? [translate(`FRAY.NewerData.${documentName}.${count === 1 ? "one" : "other"}`, { count })] : [];
  }).join(", ");
}

export function tellGmOfNewerData(): void {
  const user = game.user;
  if (!user?.isGM || told.has(user.id)) return;
  told.add(user.id);
  const documents = newerDataSummary(countNewerDocuments());
  // Stays on screen until dismissed: it asks for something done outside the game.
  if (documents) ui.notifications?.warn(translate("FRAY.NewerData.notice", { documents }), { permanent: true });
}

export function registerNewerDataNotice(): void {
  Hooks.on("ready", tellGmOfNewerData);
}
