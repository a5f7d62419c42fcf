/**
 * Sides' Attack of Opportunity card: a `sidesOpportunity` ChatMessage whose `system` data is the GM's
 * offer (who moved, which foes may strike and with what, who has struck). Cards posted before cards
 * were typed kept `{ moverUuid, foeUuids, struck }` in `flags.fray.opportunity`; the migration reads
 * that shape (attack-authority.test.ts feeds such a message through the GM). The card's content is
 * rendered from the record alone, with the real template.
 */
import { describe, expect, it } from "vitest";
import { migrateSystem } from "../../../../src/core/schema/migrate";
import { validateData } from "../../../../src/core/schema/validate";
import { SIDES_CARD_VERSION, sidesOpportunityCard } from "../../../../src/rulesets/sides/schema/cards";
import { strikeOnCard, type OpportunityCardData } from "../../../../src/rulesets/sides/flows/actions/aoo-card-data";
import { buildOpportunityCardView } from "../../../../src/rulesets/sides/flows/actions/aoo-card-view";
import { SIDES_TEMPLATES } from "../../../../src/rulesets/sides/sheets/templates";
import { templateRenderer } from "../../../foundry-double/attack";
import { english, testTranslate } from "./support";

const t = testTranslate();
const render = templateRenderer(english());
const MAREN = "Scene.s.Token.maren";
const GOBLIN = "Scene.s.Token.gob";
const PIKEMAN = "Scene.s.Token.pike";

/** The GM's card after Maren ran from a goblin (its melee attack line) and a pikeman (his pike). */
const offer: OpportunityCardData = {
  schemaVersion: SIDES_CARD_VERSION,
  moverUuid: MAREN,
  moverName: "Maren",
  action: "run",
  foes: [
    { tokenUuid: GOBLIN, name: "Goblin", img: "icons/goblin.webp", itemId: "", attackIndex: 1 },
    { tokenUuid: PIKEMAN, name: "Pikeman", img: "", itemId: "pike", attackIndex: null },
  ],
  struck: [],
};

const flagShaped = () => ({ moverUuid: MAREN, foeUuids: [GOBLIN, PIKEMAN], struck: [GOBLIN] });

describe("the Attack of Opportunity card's schema", () => {
  it("migrates today's flag shape: each foe UUID becomes an unnamed row, the strikes are kept, and the record passes the schema", () => {
    const migrated = migrateSystem(flagShaped(), sidesOpportunityCard.migrations, sidesOpportunityCard.version);
    expect(migrated).toEqual({
      schemaVersion: SIDES_CARD_VERSION,
      moverUuid: MAREN,
      moverName: "",
      action: null,
      foes: [GOBLIN, PIKEMAN].map((tokenUuid) => ({ tokenUuid, name: "", img: "", itemId: "", attackIndex: null })),
      struck: [GOBLIN],
    });
    expect(validateData(sidesOpportunityCard.schema, migrated)).toEqual([]);
  });

  it("keeps the rows the card's reader named from the scene", () => {
    const named = { ...flagShaped(), foes: offer.foes, moverName: "Maren" };
    expect(migrateSystem(named, sidesOpportunityCard.migrations, sidesOpportunityCard.version)).toMatchObject({ foes: offer.foes, moverName: "Maren", action: null });
  });

  it("leaves a partial update of a typed card alone (Foundry migrates update data too)", () => {
    expect(migrateSystem({ struck: [GOBLIN] }, sidesOpportunityCard.migrations, sidesOpportunityCard.version)).toEqual({ struck: [GOBLIN], schemaVersion: SIDES_CARD_VERSION });
  });

  it("refuses a record the GM could not check a strike against: a foe with no token, an action that does not exist", () => {
    const broken = { ...offer, action: "teleport", foes: [{ ...offer.foes[0]!, tokenUuid: "" }] };
    expect(validateData(sidesOpportunityCard.schema, broken).map((issue) => issue.path)).toEqual(["system.action", "system.foes.0.tokenUuid"]);
  });
});

describe("a strike on the card", () => {
  it("a foe it offers strikes its mover in melee once; the card then counts the strike", () => {
    const struck = strikeOnCard(offer, PIKEMAN, MAREN, "melee");
    expect(struck).toEqual({ ok: true, card: { ...offer, struck: [PIKEMAN] } });
    if (!struck.ok) return;
    expect(strikeOnCard(struck.card, PIKEMAN, MAREN, "melee")).toMatchObject({ ok: false, reason: { key: "FRAY.Sides.AttackFlow.Refusal.AlreadyTaken" } });
    expect(strikeOnCard(struck.card, GOBLIN, MAREN, "melee").ok).toBe(true);
  });

  it("offers nothing to a foe it does not list, at anyone but the mover, or at range", () => {
    const none = { ok: false, reason: { key: "FRAY.Sides.AttackFlow.Refusal.NoOpportunity" } };
    expect(strikeOnCard(offer, "Scene.s.Token.orc", MAREN, "melee")).toEqual(none);
    expect(strikeOnCard(offer, GOBLIN, "Scene.s.Token.tamsin", "melee")).toEqual(none);
    expect(strikeOnCard(offer, GOBLIN, MAREN, "ranged")).toEqual(none);
  });
});

describe("what the card shows", () => {
  const buttonsOf = (html: string) => [...html.matchAll(/data-fray-card-action="strike" data-role="([^"]+)"/g)].map((match) => match[1]);

  it("names the mover and the provoking action, and gives each foe a Strike button that is that foe's", () => {
    const html = render(SIDES_TEMPLATES.aooCard, buildOpportunityCardView(offer, t));
    expect(html).toContain("Maren provokes with Run. Each foe below may make one free attack.");
    expect(buttonsOf(html)).toEqual([GOBLIN, PIKEMAN]);
    expect(html).toContain("Pikeman");
    expect(html).toContain('src="icons/goblin.webp"');
  });

  it("a foe who has struck keeps its name and loses its button", () => {
    const html = render(SIDES_TEMPLATES.aooCard, buildOpportunityCardView({ ...offer, struck: [GOBLIN] }, t));
    expect(buttonsOf(html)).toEqual([PIKEMAN]);
    expect(html).toContain("Goblin");
  });

  it("a card from before cards were typed, which never recorded the action, shows no sentence about it", () => {
    const view = buildOpportunityCardView({ ...offer, action: null, moverName: "" }, t);
    expect(view.intro).toBe("");
    expect(render(SIDES_TEMPLATES.aooCard, view)).not.toContain("fray-aoo-intro");
  });
});
