/** What Fray uses of the Dice So Nice module's API, when a world has it. */
interface DiceSoNice {
  showForRoll(roll: Roll, user?: User.Implementation | null, synchronize?: boolean): Promise<boolean>;
}

function diceSoNice(): DiceSoNice | null {
  const candidate: unknown = (game as { dice3d?: unknown }).dice3d;
  return typeof candidate === "object" && candidate !== null && "showForRoll" in candidate ? (candidate as DiceSoNice) : null;
}

/**
 * A roll added to an existing card is not animated by Dice So Nice on its own (only new messages
 * are); show it to everyone here. Without the module this does nothing.
 */
export async function animateRoll(roll: Roll): Promise<void> {
  await diceSoNice()?.showForRoll(roll, game.user ?? null, true);
}
