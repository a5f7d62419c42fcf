import { wirePresets } from "./form-presets";

/**
 * A one-button form dialog: renders a template with its view and answers the form's fields, or null
 * when closed. Selects that preset other fields (form-presets.ts) are wired when it renders.
 */
export async function askForm(template: string, view: Record<string, unknown>, title: string, button: { action: string; label: string }): Promise<Record<string, unknown> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, view);
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content,
    buttons: [
      {
        ...button,
        default: true,
        callback: (_event, pressed) => (pressed.form ? new foundry.applications.ux.FormDataExtended(pressed.form).object : {}),
      },
    ],
    rejectClose: false,
    render: (_event, dialog) => wirePresets(dialog.element),
  });
  return typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : null;
}
