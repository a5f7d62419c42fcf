/**
 * Refusals a player may override: the action economy says no, the player confirms, the GM takes the
 * action anyway and is told. Other refusals (ownership, a missing combat …) are final.
 */
import { askGm, type GmAnswer } from "../channel";

/** The mark a GM handler puts in a refusal's data when the player may confirm and force it. */
export const OVERRIDABLE = "overridable";

export function isOverridable(data: Record<string, string | number> | undefined): boolean {
  return data?.[OVERRIDABLE] === 1;
}

/** A yes/no dialog asking `text` (escaped: names in it are the players'); closing it is a no. */
export async function confirmDialog(title: string, text: string): Promise<boolean> {
  return (await foundry.applications.api.DialogV2.confirm({ window: { title }, content: `<p>${foundry.utils.escapeHTML(text)}</p>` })) === true;
}

/** The dialog's words for a refusal the user may override, from the refusal's i18n key and placeholders. */
export type OverrideWording = (reasonKey: string, data?: Record<string, string | number>) => { title: string; content: string };

/**
 * Asks the GM; when the economy refuses with an overridable reason, says why and asks the user
 * whether to go ahead, then asks again with `force`. The answer is the GM's last one (a declined
 * confirm keeps the refusal).
 */
export async function askGmOrOverride(kind: string, payload: Record<string, unknown>, wording: OverrideWording): Promise<GmAnswer> {
  const answer = await askGm(kind, payload);
  if (answer.ok || !isOverridable(answer.data)) return answer;
  const { title, content } = wording(answer.reason, answer.data);
  if (!(await confirmDialog(title, content))) return answer;
  return askGm(kind, { ...payload, force: true });
}
