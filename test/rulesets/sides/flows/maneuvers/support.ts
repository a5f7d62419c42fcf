/** English for the maneuver tests (lang/en.json). */
import { flatLang } from "../../../../support/lang";
import type { Translate } from "../../../../../src/core/rules-types";

export const englishWithPending = flatLang;

/** Like game.i18n.format; a missing key fails the test. */
export function maneuverTranslate(): Translate {
  const lang = englishWithPending();
  return (key, data) => {
    const text = lang.get(key);
    if (text === undefined) throw new Error(`Missing translation: ${key}`);
    return data ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole)) : text;
  };
}
