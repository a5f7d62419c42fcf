/** Movement rates: 30 ft for an ordinary human, halved while prone; a charge covers up to twice it. */
export const HUMAN_MOVEMENT_FT = 30;

export function movementRate(baseFt: number, prone: boolean): number {
  return prone ? Math.floor(baseFt / 2) : baseFt;
}

export function chargeMaximumFt(baseFt: number, prone: boolean): number {
  return 2 * movementRate(baseFt, prone);
}
