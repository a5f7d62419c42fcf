/** The attack flow's tests: English from lang/en.json, and sample cards. */
import { flatLang } from "../../../support/lang";
import { defaultSituation, type AttackSituation } from "../../../../src/rulesets/sides/rules/combat/attack-plan";
import type { AttackCardData } from "../../../../src/rulesets/sides/flows/attack-card-data";
import { SIDES_CARD_VERSION } from "../../../../src/rulesets/sides/schema/cards";
import type { Translate } from "../../../../src/core/rules-types";
import { character, longsword, target } from "../rules/combat/fixtures";

/** The English strings the attack flow reads (lang/en.json). */
export function english(): Map<string, string> {
  return flatLang();
}

/** Like game.i18n.format: fails loudly on a missing key so a test catches it. */
export function testTranslate(): Translate {
  const lang = english();
  return (key, data) => {
    const text = lang.get(key);
    if (text === undefined) throw new Error(`Missing translation: ${key}`);
    return data ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole)) : text;
  };
}

export function sampleCard(overrides: Partial<AttackCardData> = {}, situation: Partial<AttackSituation> = {}): AttackCardData {
  return {
    schemaVersion: SIDES_CARD_VERSION,
    attackerActorUuid: "Actor.maren",
    attackerTokenUuid: "Scene.s.Token.maren",
    targetActorUuid: "Actor.gob",
    targetTokenUuid: "Scene.s.Token.gob",
    attackerName: "Maren",
    targetName: "Goblin",
    weaponName: "Longsword",
    // STR +0 so the rulebook's example reads as written: Shock 2/AC 15 against AC 13 does 2.
    attacker: character({ attackBonus: 1, attributeMods: { str: 0, dex: 0 }, skills: { brawl: 0, stab: 1, shoot: 0, exert: 0 } }),
    weapon: longsword,
    target: target({ ac: 13 }),
    situation: defaultSituation(situation),
    coverNote: "From the map: No cover: all four corners seen.",
    reactions: { totalDefense: false, snapInterrupted: false },
    applied: [],
    maneuverAttempt: null,
    screen: null,
    ...overrides,
  };
}
