/**
 * The GM ticks a Region as a zone on its config: a checkbox under the name, bound to the flag fray.zone,
 * shown to GMs only and added once.
 */
import { describe, expect, it } from "vitest";
import { double, text } from "../attack/fight";

const { addZoneField, zoneFieldHtml, markedAsZone, ZONE_FLAG_FIELD } = await import("../../../../../src/rulesets/factions/flows/zones/region-config");

/**
 * The few DOM calls the hook makes, on a config holding a name field: Element#querySelector, #closest and
 * #insertAdjacentHTML (https://developer.mozilla.org/en-US/docs/Web/API/Element/insertAdjacentHTML).
 */
function configWindow(hasField = false) {
  const inserted: string[] = [];
  const group = { closest: () => ({ insertAdjacentHTML: (_where: "afterend", html: string) => void inserted.push(html) }) };
  const html = { querySelector: (selector: string) => (selector === '[name="name"]' ? group : hasField && selector.includes(ZONE_FLAG_FIELD) ? group : null) };
  return { html, inserted };
}

describe("the zone checkbox on a Region's config", () => {
  it("the GM sees it under the name, ticked for a Region flagged as a zone", () => {
    double.actAs("gm");
    const { html, inserted } = configWindow();
    addZoneField({ document: { flags: { fray: { zone: true } } } }, html);
    expect(inserted).toEqual([zoneFieldHtml(true, text("FRAY.Factions.ZoneFlow.Config.Label"), text("FRAY.Factions.ZoneFlow.Config.Hint"))]);
    expect(inserted[0]).toContain('name="flags.fray.zone" checked');
  });

  it("unticked for a Region not flagged; not added twice; players never see it", () => {
    double.actAs("gm");
    const plain = configWindow();
    addZoneField({ document: { flags: {} } }, plain.html);
    expect(plain.inserted[0]).not.toContain("checked");
    const again = configWindow(true);
    addZoneField({ document: { flags: {} } }, again.html);
    expect(again.inserted).toEqual([]);
    double.actAs("p1");
    const player = configWindow();
    addZoneField({ document: { flags: {} } }, player.html);
    expect(player.inserted).toEqual([]);
    double.actAs("gm");
  });

  it("only a flag set to true marks a zone; labels are escaped", () => {
    expect(markedAsZone({ fray: { zone: true } })).toBe(true);
    expect(markedAsZone({ fray: { zone: "true" } })).toBe(false);
    expect(markedAsZone(undefined)).toBe(false);
    expect(zoneFieldHtml(false, "<b>", 'a "b"')).toContain("&lt;b&gt;");
    expect(zoneFieldHtml(false, "x", 'a "b"')).toContain("a &quot;b&quot;");
  });
});
