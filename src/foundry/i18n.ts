/** The client's language as the pure view builders want it: a key and its placeholder data. */
import type { Translate } from "../core/rules-types";

export const translate: Translate = (key, data) => {
  const i18n = game.i18n;
  if (!i18n) return key;
  if (!data) return i18n.localize(key);
  return i18n.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)])));
};
