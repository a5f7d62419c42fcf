/**
 * Each card type's ChatMessage data model comes from its own spec, and registering card models adds
 * them beside those already there: a world keeps every ruleset's card models, so an old card of
 * another ruleset still shows after a switch.
 */
import { describe, expect, it } from "vitest";
import { installBootDouble } from "../../foundry-double/boot";
import { spec } from "../../../src/core/schema/spec";
import type { DocumentTypeSpec } from "../../../src/core/schema/document-type";

installBootDouble([{ id: "gm", isGM: true }]);
const g = globalThis as Record<string, any>;

const { cardModel, registerCardModels } = await import("../../../src/foundry/cards/card-models");
const { CardSpecModel } = await import("../../../src/foundry/data/spec-model");

const typeSpec = (max: number): DocumentTypeSpec => ({ schema: spec.object({ schemaVersion: spec.integer(1), count: spec.integer(0, { min: 0, max }) }), version: 1, migrations: [] });

describe("card models", () => {
  it("a card type's model is a card model built from that type's spec, each type its own", () => {
    const small = typeSpec(3);
    const large = typeSpec(9);
    const Small = cardModel(small);
    const Large = cardModel(large);
    expect(Small.prototype).toBeInstanceOf(CardSpecModel);
    expect([Small.typeSpec, Large.typeSpec]).toEqual([small, large]);
    expect(Small.typeSpec).toBe(small);
  });

  it("registering card models adds them by sub-type and keeps the models already registered", () => {
    const Kept = cardModel(typeSpec(1));
    const Added = cardModel(typeSpec(2));
    g.CONFIG.ChatMessage.dataModels = { otherAttack: Kept };
    registerCardModels({ testTally: Added });
    expect(g.CONFIG.ChatMessage.dataModels).toEqual({ otherAttack: Kept, testTally: Added });
  });
});
