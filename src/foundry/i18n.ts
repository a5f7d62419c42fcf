/** The client's language as the pure view builders want it: a key and its placeholder data. */
import type { Translate } from "../core/rules-types";

/** Placeholders that are i18n keys themselves (a refusal naming a kind of action or a status) read as words. */
const KEY_PREFIX = "FRAY.";

export const translate: Translate = (key, data) => {
  const i18n = game.i18n;
  if (!i18n) return key;
  if (!data) return i18n.localize(key);
  const words = (value: string | number) => (typeof value === "string" && value.startsWith(KEY_PREFIX) ? i18n.localize(value) : String(value));
  return i18n.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, words(value)])));
};
