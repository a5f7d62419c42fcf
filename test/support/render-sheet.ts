import { readFileSync } from "node:fs";
import path from "node:path";
import { createHandlebars, KNOWN_HELPERS } from "./handlebars-double";
import { ROOT } from "./lang";
import { FRAY_CSS } from "./chat-page";

const hbs = createHandlebars();
/** Partials Foundry registers by path when loadTemplates preloads them. */
const PARTIALS = ["systems/fray/templates/combat/fighter.hbs", "systems/fray/templates/combat/ruleset-button.hbs"];
const known = Object.fromEntries(KNOWN_HELPERS.map((name) => [name, true]));

/** Compiles eagerly so a template error or an unknown helper fails here, not at first render. */
export function precompileTemplate(foundryPath: string): string {
  return String(hbs.precompile(readTemplate(foundryPath), { strict: false, knownHelpers: known, knownHelpersOnly: true }));
}

function readTemplate(foundryPath: string): string {
  return readFileSync(path.join(ROOT, foundryPath.replace(/^systems\/fray\//, "")), "utf8");
}

const compiled = new Map<string, HandlebarsTemplateDelegate>();
for (const partial of PARTIALS) hbs.registerPartial(partial, readTemplate(partial));

/** Compiles a template from its Foundry path once, as Foundry caches it, refusing any unknown helper. */
export function compileTemplate(foundryPath: string): HandlebarsTemplateDelegate {
  const cached = compiled.get(foundryPath);
  if (cached) return cached;
  const template = hbs.compile(readTemplate(foundryPath), { strict: false, knownHelpers: known, knownHelpersOnly: true });
  compiled.set(foundryPath, template);
  return template;
}

/** Renders the parts of a sheet in order, as HandlebarsApplicationMixin stacks them in the window. */
export function renderParts(parts: Record<string, { template: string }>, context: object): string {
  return Object.entries(parts)
    .map(([id, part]) => `<div data-application-part="${id}">${compileTemplate(part.template)(context)}</div>`)
    .join("\n");
}

/** A page holding one sheet window with the compiled CSS; core icons are swapped for a placeholder. */
export function sheetPage(title: string, classes: string, width: number, body: string): string {
  const placeholder =
    "data:image/svg+xml;utf8," +
    encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#b9ab90"/><circle cx="5" cy="4" r="2" fill="#8c2f1b"/></svg>');
  const html = body.replace(/src="icons\/[^"]*"/g, `src="${placeholder}"`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${FRAY_CSS}
    body { margin: 0; padding: 16px; background: #3b3a36; }
    .application { border-radius: 6px; overflow: hidden; box-shadow: 0 0 12px #000; }
    .window-header { background: #23201c; color: #f6f1e7; padding: 6px 10px; font: 600 14px sans-serif; }
  </style></head><body>
  <div class="application ${classes}" style="width:${width}px">
    <header class="window-header">${title}</header>
    <form class="window-content">${html}</form>
  </div></body></html>`;
}
