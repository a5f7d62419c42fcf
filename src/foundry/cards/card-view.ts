/** What a card's view hands its template, the same in every ruleset: a labelled line and a button. */

/** One itemised line: its words and its signed amount. */
export interface CardLineView {
  label: string;
  value: string;
}

/**
 * A card button: the step it asks for, who may press it besides the GM (the attacker's owner, the target's,
 * the owner of the token it names, the GM alone), its label, and the token it names (`data-token`), if any.
 */
export interface CardButtonView<A extends string> {
  action: A;
  role: "attacker" | "target" | "named" | "gm";
  label: string;
  token?: string;
}
