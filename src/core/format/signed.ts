/** Formats a modifier the way sheets and cards print it: +1, 0, −2 (a true minus sign). */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}
