/**
 * A context-menu entry written once, shaped for the Foundry that runs it. v13 entries are
 * `{ name, icon, condition(li), callback(li) }` (https://foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html);
 * v14 entries are `{ label, icon, visible(target), onClick(event, target) }`, the old shape deprecated (v14
 * systems write the new one: MetaMorphic-Digital/draw-steel src/module/applications/sheets/actor-sheet.mjs; dnd5e 5.3
 * silences v14's "ContextMenuEntry#" deprecations while it keeps the old). Which shape runs is read from core's own
 * entries, the ones Fray adds to; with none to read, from the release generation.
 */

/** What an entry is, whatever its shape: its label (an i18n key), its icon, when it shows and what it does on the element it was opened on. */
export interface MenuEntry {
  label: string;
  icon: string;
  visible(target: HTMLElement): boolean;
  run(target: HTMLElement): unknown;
}

/** Whether the entries core handed over are in v14's shape. */
export function coreUsesV14Menus(coreEntries: readonly object[]): boolean {
  const first = coreEntries[0];
  if (first) return "onClick" in first || "visible" in first || ("label" in first && !("name" in first));
  return (game.release?.generation ?? 13) >= 14;
}

/** The entries in the shape the running Foundry reads. */
export function shapedEntries(entries: readonly MenuEntry[], v14: boolean): object[] {
  return entries.map((entry) =>
    v14
      ? { label: entry.label, icon: entry.icon, visible: (target: HTMLElement) => entry.visible(target), onClick: (_event: Event, target: HTMLElement) => entry.run(target) }
      : { name: entry.label, icon: entry.icon, condition: (li: HTMLElement) => entry.visible(li), callback: (li: HTMLElement) => entry.run(li) },
  );
}
