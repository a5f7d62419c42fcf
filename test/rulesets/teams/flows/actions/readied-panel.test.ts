/** The actions panel and the tracker while an action is readied: what was readied, its trigger, and the button that takes it. */
import { describe, expect, it } from "vitest";
import { teamsActionsView } from "../../../../../src/rulesets/teams/flows/actions/actions-view";
import { readyDialogView } from "../../../../../src/rulesets/teams/flows/actions/ready-dialog-view";
import { TEAMS_ACTIONS_TEMPLATE } from "../../../../../src/rulesets/teams/flows/actions/template";
import { TEAMS_READY_DIALOG_TEMPLATE } from "../../../../../src/rulesets/teams/flows/dialog-templates";
import { compileTemplate } from "../../../../support/render-sheet";
import { petraOnTurn } from "./support";

const readied = { actionsSpent: 2, turnEnded: true, readied: true, readiedAction: "attack", readiedTrigger: "when the goblin steps out" };
const panelHtml = (actions: object) => compileTemplate(TEAMS_ACTIONS_TEMPLATE)({ actions });

describe("the actions panel with a readied action", () => {
  it("on the goblin's turn shows 'Readied: Attack — when the goblin steps out' and a Take the readied action button", () => {
    const view = teamsActionsView(petraOnTurn(readied, { ownTurn: false }));
    expect(view.readied).toEqual({ action: "attack", label: "FRAY.Teams.Economy.Readied.attack", trigger: "when the goblin steps out", canTake: true, reason: null });
    const html = panelHtml(view);
    expect(html).toContain('data-readied-action="attack"');
    expect(html).toContain("Readied: Attack");
    expect(html).toContain("when the goblin steps out");
    expect(html).toMatch(/data-action-id="takeReadied"(?! disabled)/);
  });

  it("with the reaction already spent the button is disabled with the reason", () => {
    const view = teamsActionsView(petraOnTurn({ ...readied, reactionsLeft: 0 }, { ownTurn: false }));
    expect(view.readied).toMatchObject({ canTake: false, reason: "FRAY.Teams.Economy.Refusal.noReactionLeft" });
    expect(panelHtml(view)).toMatch(/data-action-id="takeReadied" disabled/);
  });

  it("nothing readied, or out of a started fight, shows no readied row", () => {
    expect(teamsActionsView(petraOnTurn()).readied).toBeNull();
    expect(teamsActionsView(petraOnTurn(readied, { started: false })).readied).toBeNull();
    expect(panelHtml(teamsActionsView(petraOnTurn()))).not.toContain("teams-readied");
  });

  it("a trigger the player wrote is shown as text, never as markup", () => {
    const html = panelHtml(teamsActionsView(petraOnTurn({ ...readied, readiedTrigger: "<b>now</b>" }, { ownTurn: false })));
    expect(html).toContain("&lt;b&gt;now&lt;/b&gt;");
  });
});

describe("the readying dialog", () => {
  it("offers the single actions, Attack first, and the trigger field", () => {
    const html = compileTemplate(TEAMS_READY_DIALOG_TEMPLATE)(readyDialogView(true));
    const options = [...html.matchAll(/<option value="(\w+)"/g)].map((match) => match[1]);
    expect(options).toEqual(["attack", "move", "interact", "seekCover", "standUp"]);
    expect(html).toContain('name="readiedTrigger"');
    expect(compileTemplate(TEAMS_READY_DIALOG_TEMPLATE)(readyDialogView(false))).not.toContain("readiedTrigger");
  });
});
