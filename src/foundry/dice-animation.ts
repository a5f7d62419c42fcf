/** What Fray uses of the Dice So Nice module's API, when a world has it. */
interface DiceSoNice {
  showForRoll(roll: Roll, user?: User.Implementation | null, synchronize?: boolean): Promise<boolean>;
}

function diceSoNice(): DiceSoNice | null {
  const candidate: unknown = (game as { dice3d?: unknown }).dice3d;
  return typeof candidate === "object" && candidate !== null && "showForRoll" in candidate ? (candidate as DiceSoNice) : null;
}

const logFailure = (error: unknown) => console.error("Fray | Dice So Nice could not show a roll", error);

/**
 * A roll added to an existing card is not animated by Dice So Nice on its own (only new messages
 * are); show it to everyone here. Without the module this does nothing. The animation is started,
 * never waited for: the GM's lane, where card steps roll, is for document work only, and an
 * animation lasts seconds (or never ends on a stalled client). A failure is logged, not thrown.
 */
export function animateRoll(roll: Roll): void {
  const dice = diceSoNice();
  if (!dice) return;
  try {
    dice.showForRoll(roll, game.user ?? null, true).catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}
