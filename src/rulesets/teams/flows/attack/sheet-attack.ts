/** The sheets' Attack button: a weapon row names its item, a stat-block line its index. */
import { startTeamsAttack } from "./start-attack";

export async function attackAction(this: { actor: Actor.Implementation }, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const index = Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);
  if (itemId) await startTeamsAttack(this.actor, { itemId });
  else if (Number.isInteger(index) && index >= 0) await startTeamsAttack(this.actor, { attackIndex: index });
}
