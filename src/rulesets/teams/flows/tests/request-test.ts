/**
 * The player's side of a test: a click on an attribute or a skill on a teams sheet opens the test
 * dialog with that rating's usual pair selected; the answer goes to the GM, who rolls. A test taken as
 * Fortify or Resist the economy refuses says why and asks whether to take it anyway (the GM is told).
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import { TEAMS_ATTRIBUTES, TEAMS_SKILLS, type TeamsAttribute, type TeamsSkill } from "../../rules/derived/traits";
import { defaultTestChoice } from "../../rules/tests/default-pairs";
import type { TestChoice } from "../../rules/tests/test-roll";
import { teamsDataOf } from "./actor-ratings";
import { REACTION_KEYS } from "./gm-test-reaction";
import { buildTestDialogView, testPayloadOf } from "./test-dialog-view";
import { TEST_COMMAND } from "./test-request";
import { TEAMS_TEST_DIALOG_TEMPLATE } from "./templates";

/** The clicked rating (`data-attribute` or `data-skill`), or strength + athletics when neither is known. */
export function clickedChoice(dataset: DOMStringMap): TestChoice {
  const { attribute, skill } = dataset;
  if ((TEAMS_ATTRIBUTES as readonly string[]).includes(attribute ?? "")) return defaultTestChoice({ attribute: attribute as TeamsAttribute });
  if ((TEAMS_SKILLS as readonly string[]).includes(skill ?? "")) return defaultTestChoice({ skill: skill as TeamsSkill });
  return defaultTestChoice({ attribute: "strength" });
}

export async function requestTest(actor: Actor.Implementation, dataset: DOMStringMap): Promise<void> {
  const data = teamsDataOf(actor);
  if (!data) return;
  const view = buildTestDialogView(data, clickedChoice(dataset), translate);
  const form = await askForm(TEAMS_TEST_DIALOG_TEMPLATE, view, translate("FRAY.Teams.Test.Dialog.Title", { actor: actor.name }), {
    action: "roll",
    label: translate("FRAY.Teams.Test.Dialog.Roll"),
  });
  if (!form) return;
  const payload = testPayloadOf(form);
  const reaction = typeof payload.reaction === "string" ? translate(`${REACTION_KEYS.nameOf}${payload.reaction}`) : "";
  // An unlinked token's actor lives on its token: name the token, whose actor the GM then reads.
  await askGmOrOverride(TEST_COMMAND, { actorUuid: actor.token?.uuid ?? actor.uuid, ...payload, force: false }, (reason, data) => ({
    title: translate(REACTION_KEYS.confirmTitle, { reaction }),
    content: translate(REACTION_KEYS.confirmContent, { reaction, rule: translate(reason, data) }),
  }));
}

/** The sheets' `rollTest` action (DEFAULT_OPTIONS.actions): the clicked rating names the test. */
export async function rollTestAction(this: { actor: Actor.Implementation }, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await requestTest(this.actor, target.dataset);
}
