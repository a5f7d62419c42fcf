/**
 * An unreadable card in chromium, with the compiled stylesheet: a real attack card whose record failed its spec,
 * marked by Fray's own code (src/foundry/cards/card-unreadable.ts, bundled for the page) as the GM and as a
 * player see it: no buttons, one line saying why (the GM) or that it cannot be read (a player). Screenshots for review.
 */
import path from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { buildAttackCardView } from "../../../src/rulesets/sides/flows/attack-card-view";
import { ATTACK_CARD_TEMPLATE } from "../../../src/rulesets/sides/flows/templates";
import { english, sampleCard, testTranslate } from "../../rulesets/sides/flows/support";
import { templateRenderer } from "../../foundry-double/attack";
import { browserPage, shoot } from "../../support/browser";
import { chatPage } from "../../support/chat-page";
import { flatLang, ROOT } from "../../support/lang";
import type { SchemaIssue } from "../../../src/core/schema/validate";

const render = templateRenderer(english());

/** The module as the browser runs it: one script defining `FrayUnreadable`. */
async function bundledModule(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    build: { write: false, minify: false, lib: { entry: path.join(ROOT, "src/foundry/cards/card-unreadable.ts"), formats: ["iife"], name: "FrayUnreadable" } },
  });
  const [first] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return first!.output[0].code;
}

/** The attack card with its buttons, then Fray's code marking it unreadable on a client of this user. */
function markedCard(script: string, isGM: boolean, issues: SchemaIssue[]): string {
  const view = buildAttackCardView(sampleCard(), { d20: 14, damage: 6 }, testTranslate());
  if (!view) throw new Error("the sample card must resolve");
  const lang = Object.fromEntries(flatLang());
  const page = chatPage(render(ATTACK_CARD_TEMPLATE, view));
  // One scope per page: setContent keeps the window, and with it top-level declarations of the last page.
  const run = `<script>${script}</script><script>{
    const lang = ${JSON.stringify(lang)};
    const words = (key, data = {}) => (lang[key] ?? key).replace(/\\{(\\w+)\\}/g, (whole, name) => data[name] ?? whole);
    window.game = { user: { isGM: ${isGM} }, i18n: { localize: words, format: words } };
    FrayUnreadable.markUnreadable(document.querySelector(".chat-message"), "[data-fray-card-action]", { issues: ${JSON.stringify(issues)}, newer: false });
  }</script>`;
  return page.replace("</body>", `${run}</body>`);
}

const issues: SchemaIssue[] = [
  { path: "system.attack.target", problem: "may not be blank" },
  { path: "system.damage.parts.0.value", problem: 'expected a number, got "six"' },
  { path: "system.stray", problem: "is not a field of this type" },
];

describe("an unreadable card in chromium", () => {
  const page = browserPage({ width: 460, height: 760 });
  let script = "";

  it("the GM sees no buttons and the line that says why", async () => {
    script = await bundledModule();
    expect(await shoot(page, markedCard(script, true, issues), ".chat-message", "card-unreadable-gm.png")).toEqual([]);
    expect(await page.locator(".chat-message button").count()).toBe(0);
    expect(await page.locator(".fray-card-buttons").count()).toBe(0);
    expect(await page.locator(".fray-card .fray-card-unreadable").textContent()).toBe(
      'Fray cannot read this card, so it has no buttons: system.attack.target: may not be blank; system.damage.parts.0.value: expected a number, got "six"; 1 more',
    );
  });

  it("a player sees no buttons and only that the card cannot be read", async () => {
    expect(await shoot(page, markedCard(script, false, issues), ".chat-message", "card-unreadable-player.png")).toEqual([]);
    expect(await page.locator(".chat-message button").count()).toBe(0);
    expect(await page.locator(".fray-card-unreadable").textContent()).toBe("Fray cannot read this card, so it has no buttons. The GM sees why.");
  });
});
