/** Tells this client's user why something did not happen, in their language. */
import { translate } from "./i18n";

export function warnUser(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.warn(translate(key, data));
}

/** Tells this client's user something went ahead, in their language. */
export function notifyUser(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.info(translate(key, data));
}
