/** What a maneuver card shows, as plain strings from its data and a translate function (pure). */
import { signed } from "../../../../core/format/signed";
import type { Translate } from "../../../../core/rules-types";
import { reasonText } from "../reason-text";
import type { CardCheck, ManeuverCardData } from "./maneuver-data";

const CARD = "FRAY.Sides.Maneuver.Card";

export interface ManeuverCheckView {
  name: string;
  what: string;
  die: number;
  modifiers: { label: string; value: string }[];
  total: number;
  against: string | null;
  won: boolean | null;
  result: string;
}

export type ManeuverCardView = {
  kind: string;
  title: string;
  checks: ManeuverCheckView[];
  outcomes: string[];
  buttons: { action: string; label: string }[];
};

function checkView(t: Translate, check: CardCheck): ManeuverCheckView {
  // An opposed roll wins or loses; a roll against a number succeeds or fails.
  const words = check.against === null ? ["Won", "Lost"] : ["Success", "Failure"];
  const result = check.won === null ? "" : t(`${CARD}.${check.won ? words[0] : words[1]}`);
  return {
    name: check.name,
    what: reasonText(t, check.what),
    die: check.die,
    modifiers: check.modifiers.map((m) => ({ label: reasonText(t, m), value: signed(m.value) })),
    total: check.total,
    against: check.against === null ? null : t(`${CARD}.Against`, { target: check.against }),
    won: check.won,
    result,
  };
}

export function buildManeuverCardView(card: ManeuverCardData, t: Translate): ManeuverCardView {
  return {
    kind: card.kind,
    title: t(`${CARD}.Title.${card.kind}`, { actor: card.actorName, target: card.targetName }),
    checks: card.checks.map((check) => checkView(t, check)),
    outcomes: card.outcomes.map((outcome) => reasonText(t, outcome)),
    // A grapple that took hold can move its target (the grappler's Main Action).
    buttons:
      card.kind === "grapple" && card.hold
        ? [
            { action: "drag", label: t(`${CARD}.Button.Drag`) },
            { action: "throw", label: t(`${CARD}.Button.Throw`) },
          ]
        : [],
  };
}
