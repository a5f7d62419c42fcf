/**
 * Choices that set other fields of the same form: a select marked `data-presets` whose chosen option
 * carries `data-preset-<field>="value"` sets each named field to that value when it changes. The
 * user may still change those fields afterwards (the teams test dialog's "take as a reaction").
 */

/** Wires every presetting select inside `root`. It uses nothing outside itself, so a page can run it as it is. */
export function wirePresets(root: ParentNode): void {
  const PREFIX = "preset";
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-presets]")) {
    select.addEventListener("change", () => {
      const option = select.selectedOptions[0];
      const form = select.form;
      if (!option || !form) return;
      for (const [key, value] of Object.entries(option.dataset)) {
        // dataset turns data-preset-attribute into presetAttribute.
        if (!key.startsWith(PREFIX) || key.length === PREFIX.length || value === undefined) continue;
        const name = key.charAt(PREFIX.length).toLowerCase() + key.slice(PREFIX.length + 1);
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) field.value = value;
      }
    });
  }
}
