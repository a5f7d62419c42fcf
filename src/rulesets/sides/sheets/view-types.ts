/** An embedded item as a sheet view sees it: plain data, no Foundry document. */
export interface ItemRow<S = Record<string, unknown>> {
  id: string;
  name: string;
  img: string;
  type: string;
  system: S;
}

/** A labelled number input: `name` is the form path, `label` an i18n key. */
export interface NumberCell {
  key: string;
  name: string;
  label: string;
  value: number;
}

/** Formats a modifier the way sheets print it: +1, 0, −2. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}
