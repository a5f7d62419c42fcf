import { describe, expect, it } from "vitest";
import { CLASSIC_STATUS, CLASSIC_STATUSES, isFlatFootedAgainst } from "../../../../../src/rulesets/classic/rules/character/statuses";

const turnOf = (id: string): string | undefined => CLASSIC_STATUSES.find((s) => s.id === id)?.turn;

describe("classic statuses and their turn meaning", () => {
  it("every state of being the chapter names is a status, named by an i18n key", () => {
    expect(CLASSIC_STATUSES.map((s) => s.id)).toEqual(Object.values(CLASSIC_STATUS));
    for (const status of CLASSIC_STATUSES) {
      expect(status.name).toBe(`FRAY.Classic.Status.${status.id}`);
      expect(status.img).toMatch(/^icons\/svg\/.+\.svg$/);
    }
  });

  it("dying keeps its turn for the death save; unconscious and stabilized are down; dead leaves the fight", () => {
    expect(turnOf("dying")).toBe("dying");
    expect(turnOf("unconscious")).toBe("down");
    expect(turnOf("stabilized")).toBe("down");
    expect(turnOf("dead")).toBe("defeated");
  });

  it("flat-footed, grappled, pinned, prone, swallowed, full defense and charging change numbers, not turns", () => {
    for (const id of ["flatFooted", "grappled", "pinned", "prone", "swallowed", "fullDefense", "charging"]) expect(turnOf(id)).toBeUndefined();
  });

  it("a feigned strike leaves the target flat-footed against everyone", () => {
    expect(isFlatFootedAgainst(new Set(["flatFooted"]), true)).toBe(true);
    expect(isFlatFootedAgainst(new Set(["flatFooted"]), false)).toBe(true);
  });

  it("grappled or pinned: flat-footed against every opponent except the one in the grapple", () => {
    expect(isFlatFootedAgainst(new Set(["grappled"]), false)).toBe(true);
    expect(isFlatFootedAgainst(new Set(["grappled"]), true)).toBe(false);
    expect(isFlatFootedAgainst(new Set(["pinned"]), false)).toBe(true);
    expect(isFlatFootedAgainst(new Set(["pinned"]), true)).toBe(false);
    expect(isFlatFootedAgainst(new Set(["prone"]), false)).toBe(false);
  });
});
