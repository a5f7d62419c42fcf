import type { FighterDisplay } from "./tracker-rows";
import { trackerRows } from "./tracker-rows";
import { allowedIntents } from "../../core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS } from "../../core/turns/engine";
import { adapterOf, damageOf, stateOf } from "./combat-engine";
import { damagedBanner } from "./damaged-record";
import { FrayCombat } from "./fray-combat";
import { dispositionGroupsPresent } from "./group-setup";
import { activeEconomy, storedEconomy } from "./round-budget";
import { objectivesOf } from "./objectives";
import { trackerObjectives } from "./tracker-objectives";
import { translate } from "../i18n";
import { declarationRoundOf } from "./declaration-turns";
import { declarationView } from "./sealed-view";
import { engineRoundIn, sealedRecordOf } from "./sealed-record";
import { showsReasked } from "../../core/sealed-declarations";
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { SHARE_INITIATIVE_CHOICES } from "./shared-initiative";
import { declaredActionLabel } from "./declarable-actions";
import { rulesetTrackerView, type RulesetTrackerView } from "./tracker-extension";

/**
 * What the tracker's parts draw for this user: the structure picker before the start, then the rows; for a
 * damaged record, only what is wrong and the GM's ways out (nothing of it is read as a fight).
 */
export function trackerContext(combat: unknown) {
  const user = game.user;
  const isGM = user?.isGM === true;
  if (!(combat instanceof FrayCombat)) return { hasCombat: false, isGM };
  const damage = damageOf(combat);
  if (damage.length > 0) return { hasCombat: true, isGM, started: false, damaged: damagedBanner(damage, isGM) };
  const adapter = adapterOf(combat);
  const state = stateOf(combat);
  if (!adapter || state === null) {
    const structures = Object.fromEntries(TURN_STRUCTURE_IDS.map((id) => [id, `FRAY.TurnStructure.${id}`]));
    return { hasCombat: true, isGM, started: false, structures, selected: combat.frayStructure, sides: startSides(combat), shareInitiative: SHARE_INITIATIVE_CHOICES };
  }
  const economy = activeEconomy();
  // What this user may see of the declarations (secret ones sealed, another player's concealed).
  const { view, sealed } = declarationView(combat, adapter, state, user);
  const declared = new Map(view.fighters.flatMap((f) => (f.declared ? [[f.id, f.declared.actionId] as const] : [])));
  const displays: Record<string, FighterDisplay> = Object.fromEntries(
    combat.combatants.contents.map((c) => {
      const actionId = declared.get(c.id ?? "");
      const declaredLabel = actionId === undefined ? {} : { declaredLabel: declaredActionLabel(combat, c.id ?? "", actionId) };
      const seal = sealed.includes(c.id ?? "") ? { sealed: true } : {};
      return [c.id ?? "", { name: c.name ?? "", img: c.img ?? "", hidden: c.hidden, economy: economy?.badges(economy.read(storedEconomy(c))) ?? [], ...declaredLabel, ...seal }];
    }),
  );
  const groupNames = Object.fromEntries(combat.groups.contents.map((group) => [group.id ?? "", group.name ?? ""]));
  const allowed = allowedIntents(adapter, state, { userId: user?.id ?? "", isGM });
  const rows = trackerRows(view, displays, allowed, { isGM }, groupNames);
  const { byGroup, fightEnd } = trackerObjectives(view, objectivesOf(combat), groupNames, { isGM }, translate);
  const groups = rows.groups.map((group) => ({ ...group, objective: byGroup[group.id] ?? null }));
  const ruleset = withSealedNotice(combat, adapter, state, rulesetTrackerView(combat, { userId: user?.id ?? "", isGM }, Date.now()));
  // The GM can always put a started fight back to before its start (a roll nobody will make, a start gone wrong).
  return { hasCombat: true, isGM, ...rows, groups, fightEnd, ruleset, canReset: isGM };
}

/** Everyone is told when the GM's client lost the round's secret declarations and asked for them again. */
function withSealedNotice(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, ruleset: RulesetTrackerView): RulesetTrackerView {
  if (!showsReasked(sealedRecordOf(combat), engineRoundIn(adapter, state), declarationRoundOf(adapter, state))) return ruleset;
  const notice = { text: translate("FRAY.Tracker.Sealed.reasked"), kind: "sealedReasked", buttons: [] };
  return { ...ruleset, lines: [notice, ...ruleset.lines] };
}

/**
 * Who may be named as starting, attacked or surprising: the groups there are, else the dispositions the
 * combatants' tokens have (a group nobody is in would be refused by the structures that form groups).
 */
function startSides(combat: Combat.Implementation): Record<string, string> {
  const none = { "": game.i18n?.localize("FRAY.Tracker.nobody") ?? "" };
  if (combat.groups.size > 0) return { ...none, ...Object.fromEntries(combat.groups.contents.map((g) => [g.id ?? "", g.name ?? ""])) };
  return { ...none, ...Object.fromEntries(dispositionGroupsPresent(combat.combatants.contents).map((g) => [g.key, game.i18n?.localize(g.label) ?? g.key])) };
}
