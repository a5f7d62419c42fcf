/**
 * What every card flow's tests do on the Foundry double: wait until the GM has reacted to everything
 * (and to its own reactions), and ask the GM as one user with scripted dice — a command that may post
 * a card of one type, or a step on the last such card.
 */
type Plain = Record<string, any>;

export interface CardFlowDouble<M> {
  messages: Map<string, M>;
  dice: number[];
  net: { settle(): Promise<void> };
  actAs(userId: string): void;
}

export interface CardFlowChannel {
  askGm(kind: string, payload: Record<string, unknown>): Promise<unknown>;
  onGmLane(work: () => Promise<undefined>): Promise<unknown>;
}

export function cardFlow<M extends { id: string; type: string }>(double: CardFlowDouble<M>, channel: CardFlowChannel, cardType: string) {
  const cards = () => [...double.messages.values()].filter((message) => message.type === cardType);
  const lastCard = () => cards().at(-1)!;

  /** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
  async function settle(): Promise<void> {
    for (let i = 0; i < 8; i++) {
      await double.net.settle();
      await channel.onGmLane(async () => undefined);
    }
  }

  /** `userId` asks the GM for `command` with these dice; the answer, and the card it posted if any. */
  async function askAs(userId: string, command: string, payload: Plain, dice: number[]) {
    double.actAs(userId);
    double.dice.push(...dice);
    const before = cards().length;
    const answer = await channel.askGm(command, payload);
    await settle();
    return { answer, card: cards().length > before ? lastCard() : undefined };
  }

  /** `userId` asks the GM to run a step of the last card, with these dice. */
  async function step(userId: string, command: string, dice: number[] = [], extra: Plain = {}) {
    return (await askAs(userId, command, { messageId: lastCard().id, ...extra }, dice)).answer;
  }

  return { cards, lastCard, settle, askAs, step };
}
