import Handlebars from "handlebars";
import { FRAY_HELPERS } from "../../src/foundry/handlebars-helpers";
import { flatLang } from "./lang";

/**
 * A Handlebars environment with the few Foundry helpers Fray templates use, written to behave like
 * Foundry's for our inputs: `localize` fails loudly on a missing key instead of echoing it.
 */
export function createHandlebars(): typeof Handlebars {
  const hbs = Handlebars.create();
  const lang = flatLang();
  const localize = (key: unknown): string => {
    const text = typeof key === "string" ? lang.get(key) : undefined;
    if (text === undefined) throw new Error(`Missing translation: ${String(key)}`);
    return text;
  };
  hbs.registerHelper("localize", (key: unknown) => localize(key));
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("selectOptions", (choices: Record<string, string>, options: Handlebars.HelperOptions) => {
    const { selected, localize: translate } = options.hash as { selected?: unknown; localize?: boolean };
    const html = Object.entries(choices)
      .map(([value, label]) => {
        const text = hbs.escapeExpression(translate ? localize(label) : label);
        return `<option value="${hbs.escapeExpression(value)}"${String(selected) === value ? " selected" : ""}>${text}</option>`;
      })
      .join("");
    return new hbs.SafeString(html);
  });
  for (const [name, fn] of Object.entries(FRAY_HELPERS)) hbs.registerHelper(name, fn);
  return hbs;
}

/** Helpers a template may call: Foundry's that the double provides, Handlebars' built-ins, and Fray's own. */
export const KNOWN_HELPERS = ["localize", "checked", "selectOptions", ...Object.keys(FRAY_HELPERS)];
