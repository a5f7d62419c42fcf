import { describe, expect, it } from "vitest";
import { BLUNT_INJURIES } from "../../../../../src/rulesets/declared/rules/injuries/blunt-table";
import { statusesForLastingEffects } from "../../../../../src/rulesets/declared/rules/condition/lasting-effect-statuses";

const row = (id: string) => {
  const found = BLUNT_INJURIES.find((injury) => injury.id === id);
  if (!found) throw new Error(id);
  return statusesForLastingEffects(found.lasting);
};

describe("the statuses a blunt injury leaves on the token", () => {
  it("a shattered kneecap leaves the creature prone until healed", () => expect(row("shatteredKneecap")).toEqual(["prone"]));
  it("a broken shin hobbles it to half speed", () => expect(row("brokenShin")).toEqual(["hobbled"]));
  it("a broken neck paralyzes it", () => expect(row("brokenNeck")).toEqual(["paralyzed"]));
  it("a crushed windpipe silences and suffocates it", () => expect(row("crushedWindpipe")).toEqual(["speechless", "suffocating"]));
  it("a broken jaw silences it", () => expect(row("brokenJaw")).toEqual(["speechless"]));
  it("a swollen eye half-blinds it, a cauliflower ear half-deafens it", () => {
    expect(row("eyeSwollenShut")).toEqual(["blindedOneEye"]);
    expect(row("cauliflowerEar")).toEqual(["deafenedOneEar"]);
  });
  it("a cracked skull concusses it", () => expect(row("crackedSkull")).toEqual(["concussed"]));

  it("limb, smell, Balance and broken-rib effects stay on the injury record, not the token", () => {
    for (const id of ["crushedFoot", "brokenRib", "crushedShoulder", "brokenForearm", "shatteredHand", "brokenNose", "brokenFemur"]) expect(row(id)).toEqual([]);
  });

  it("two injuries calling for the same status put it on once", () => {
    expect(statusesForLastingEffects(["cannotSpeakOrChew", "cannotSpeakOrBreathe", "concussed"])).toEqual(["speechless", "suffocating", "concussed"]);
  });
});
