/**
 * The attack card's view with hide behind, guard and opportunity attacks: a "Hide behind X" button for the
 * target's owner per character it may hide behind (beside Dodge and Counter); while one is asked, only
 * that one's Agree / Refuse and Undo (it wraps the other views, so a stunt waits too); a Guard button for the owner of each companion who may guard,
 * until damage is rolled; and the lines saying whom the attack was turned from and that an opportunity
 * attack interrupted the mover's move.
 */
import type { Translate } from "../../../../core/rules-types";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { FactionsCardView } from "./card-view-shape";
import { REDIRECT_TEXT } from "./redirect-keys";
import { momentOf } from "./attack-moment";
import { reactionWindow } from "../../rules/reactions/reaction-window";
import { afterOpportunityAttack } from "../../rules/reactions/opportunity";

type Buttons = FactionsCardView["buttons"];
type Person = FactionsAttackRecord["target"];

const named = (action: Buttons[number]["action"], label: string, person: Person): Buttons[number] => ({ action, role: "named", label, token: person.tokenUuid });

function redirectButtons(record: FactionsAttackRecord, buttons: Buttons, t: Translate): Buttons {
  if (record.undone) return buttons;
  const target = record.target.name;
  const asked = record.hidingBehind;
  if (asked) {
    const answers = [named("agreeHide", t(REDIRECT_TEXT.agree, { name: asked.name, target }), asked), named("declineHide", t(REDIRECT_TEXT.decline, { name: asked.name, target }), asked)];
    return [...answers, ...buttons.filter((b) => b.action === "undo")];
  }
  // Not before the WIT save, nor with a stunt open or accepted, nor after damage, nor on an opportunity attack.
  if (!reactionWindow(momentOf(record)).ok || !record.hit || record.finalBlow) return buttons;
  const hide = record.reaction === "offered" ? record.shields.map((p): Buttons[number] => ({ action: "hideBehind", role: "target", label: t(REDIRECT_TEXT.hideBehind, { name: p.name }), token: p.tokenUuid })) : [];
  const open = record.reaction === "offered" || record.reaction === "none";
  const guards = open ? record.guardians.map((p) => named("guard", t(REDIRECT_TEXT.guard, { name: p.name, target }), p)) : [];
  const undo = buttons.filter((b) => b.action === "undo");
  return [...buttons.filter((b) => b.action !== "undo"), ...hide, ...guards, ...undo];
}

/** Once the opportunity attack is resolved: the mover's move resumes unless it is down or dead (afterOpportunityAttack). */
function moverAfter(record: FactionsAttackRecord, t: Translate): string[] {
  if (record.undone || (record.hit && !record.finalBlow && record.damageRolled === null)) return [];
  const health = record.lines.find((line) => line.key.endsWith(".Health"));
  const down = record.applied !== null && health !== undefined && record.applied.health + health.value <= 0;
  return [t(afterOpportunityAttack({ alive: !record.finalBlow, conscious: !down }).outcome, { target: record.target.name })];
}

/** Whom the attack was turned from and how, the pending ask, and an opportunity attack's interruption. */
function redirectLines(record: FactionsAttackRecord, t: Translate): string[] {
  const people = [...record.turnedFrom, record.target];
  const turned = record.turnedFrom.map((from, i) => t(from.by === "guard" ? REDIRECT_TEXT.guarded : REDIRECT_TEXT.hidBehind, { from: from.name, name: people[i + 1]!.name }));
  const asked = record.hidingBehind ? [t(REDIRECT_TEXT.asked, { target: record.target.name, name: record.hidingBehind.name })] : [];
  const opportunity = record.opportunity ? [t(REDIRECT_TEXT.opportunity, { target: record.target.name }), ...moverAfter(record, t)] : [];
  return [...opportunity, ...turned, ...asked];
}

export function withRedirect<V extends FactionsCardView>(record: FactionsAttackRecord, t: Translate, view: V): V {
  return { ...view, buttons: redirectButtons(record, view.buttons, t), reaction: [...redirectLines(record, t), ...view.reaction] };
}
