/**
 * The declared attack card's benchmark: the cards the GM posts through the Foundry double between two
 * pack creatures (Oda Marrow's long sword hitting a Ghoul, a critical applied with its combat injury,
 * the Ghoul's claws missing), each rendered again from its record as the card pipeline renders it
 * (view + Handlebars). Measures only; asserts nothing. Import it last: it installs the double's globals.
 */
import { performance } from "node:perf_hooks";
import type { ItemSeed } from "../../test/rulesets/declared/flows/attack/fight";
import { loadPack, type PackDocument } from "../../test/support/packs";
import { median } from "./bench";

const { CARD_COMMANDS, attackAs, attackCards, declaredFight, resetDoubles, step, world } = await import("../../test/rulesets/declared/flows/attack/fight");
const { renderDeclaredAttackCard } = await import("../../src/rulesets/declared/flows/card/card-type");

const named = (pack: string, name: string) => loadPack(pack).find((doc) => doc.name === name)!;
const itemNamed = (doc: PackDocument, name: string) => (doc.items ?? []).find((item) => item.name === name)!;

/** A pack creature's weapons and armour as the fight double seeds them. */
function seedItems(doc: PackDocument): ItemSeed[] {
  const kinds = { declaredWeapon: "weapon", declaredArmour: "armour" } as const;
  return (doc.items ?? []).flatMap((item) => {
    const kind = kinds[item.type as keyof typeof kinds];
    return kind ? [{ id: item._id, name: item.name, kind, fields: item.system }] : [];
  });
}

/** The three cards of a short exchange between Oda Marrow and a Ghoul, posted by the GM's handlers. */
async function exchangeCards() {
  const oda = named("declared-heroes", "Oda Marrow");
  const ghoul = named("declared-monsters", "Ghoul");
  const fight = () => {
    resetDoubles();
    declaredFight([
      { id: "oda", name: oda.name, owners: ["p1"], fields: oda.system, items: seedItems(oda) },
      { id: "ghoul", name: ghoul.name, owners: [], monster: true, fields: ghoul.system, items: seedItems(ghoul) },
    ]);
  };
  const sword = itemNamed(oda, "Long Sword")._id;
  fight();
  await attackAs("p1", "oda", "ghoul", sword, [10]);
  const hit = attackCards().at(-1)!;
  fight();
  await attackAs("p1", "oda", "ghoul", sword, [20]);
  await step("p1", CARD_COMMANDS.rollDamage, [5]);
  await step("p1", CARD_COMMANDS.chooseType, [], { type: "slashing" });
  await step("gm", CARD_COMMANDS.apply);
  world.settings.set("fray.declaredUntabledInjuries", "blunt");
  await step("gm", CARD_COMMANDS.injury, [10, 8, 3, 4, 5]);
  world.settings.set("fray.declaredUntabledInjuries", "gm");
  const critical = attackCards().at(-1)!;
  fight();
  await attackAs("gm", "ghoul", "oda", itemNamed(ghoul, "Claws")._id, [2]);
  const miss = attackCards().at(-1)!;
  return [hit, critical, miss].map((message) => message.system as Parameters<typeof renderDeclaredAttackCard>[0]);
}

export async function benchDeclaredCard(report: (line: string) => void): Promise<void> {
  const records = await exchangeCards();
  const runs = 500;
  for (let i = 0; i < 20; i += 1) await renderDeclaredAttackCard(records[i % records.length]!);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await renderDeclaredAttackCard(records[i % records.length]!);
    samples.push(performance.now() - start);
  }
  report("Attack card (declared), through the GM's handlers on the Foundry double");
  report(`  attack card HTML (view + Handlebars, a hit, a critical with its injury, a miss), median of ${runs}   ${median(samples).toFixed(3)} ms`);
}
