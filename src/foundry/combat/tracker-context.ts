import type { FighterDisplay } from "./tracker-rows";
import { trackerRows } from "./tracker-rows";
import { allowedIntents } from "../../core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS } from "../../core/turns/engine";
import { adapterOf, stateOf } from "./combat-engine";
import { FrayCombat } from "./fray-combat";
import { dispositionGroupsPresent } from "./group-setup";
import { activeEconomy, storedEconomy } from "./round-budget";
import { objectivesOf } from "./objectives";
import { trackerObjectives } from "./tracker-objectives";
import { translate } from "../i18n";
import { concealDeclarations } from "./conceal-declarations";
import { concealedDeclarations } from "./declaration-turns";
import { SHARE_INITIATIVE_CHOICES } from "./shared-initiative";
import { declaredActionLabel } from "./declarable-actions";
import { rulesetTrackerView } from "./tracker-extension";

/** What the tracker's parts draw for this user: the structure picker before the start, then the rows. */
export function trackerContext(combat: unknown) {
  const user = game.user;
  const isGM = user?.isGM === true;
  if (!(combat instanceof FrayCombat)) return { hasCombat: false, isGM };
  const adapter = adapterOf(combat);
  const state = stateOf(combat);
  if (!adapter || state === null) {
    const structures = Object.fromEntries(TURN_STRUCTURE_IDS.map((id) => [id, `FRAY.TurnStructure.${id}`]));
    return { hasCombat: true, isGM, started: false, structures, selected: combat.frayStructure, sides: startSides(combat), shareInitiative: SHARE_INITIATIVE_CHOICES };
  }
  const economy = activeEconomy();
  const engineView = adapter.view(state);
  const declared = new Map(engineView.fighters.flatMap((f) => (f.declared ? [[f.id, f.declared.actionId] as const] : [])));
  const displays: Record<string, FighterDisplay> = Object.fromEntries(
    combat.combatants.contents.map((c) => {
      const actionId = declared.get(c.id ?? "");
      const declaredLabel = actionId === undefined ? {} : { declaredLabel: declaredActionLabel(combat, c.id ?? "", actionId) };
      return [c.id ?? "", { name: c.name ?? "", img: c.img ?? "", hidden: c.hidden, economy: economy?.badges(economy.read(storedEconomy(c))) ?? [], ...declaredLabel }];
    }),
  );
  const groupNames = Object.fromEntries(combat.groups.contents.map((group) => [group.id ?? "", group.name ?? ""]));
  const allowed = allowedIntents(adapter, state, { userId: user?.id ?? "", isGM });
  const view = concealDeclarations(engineView, concealedDeclarations(combat, adapter, state, user));
  const rows = trackerRows(view, displays, allowed, { isGM }, groupNames);
  const { byGroup, fightEnd } = trackerObjectives(view, objectivesOf(combat), groupNames, { isGM }, translate);
  const groups = rows.groups.map((group) => ({ ...group, objective: byGroup[group.id] ?? null }));
  const ruleset = rulesetTrackerView(combat, { userId: user?.id ?? "", isGM }, Date.now());
  return { hasCombat: true, isGM, ...rows, groups, fightEnd, ruleset };
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
