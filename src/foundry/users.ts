/** The ids of every GM user: whom a whisper meant for the GMs alone goes to. */
export function gmUserIds(): string[] {
  return (game.users?.contents ?? []).filter((user) => user.isGM).map((user) => user.id ?? "");
}
