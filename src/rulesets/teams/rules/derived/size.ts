/** Sizes are numbers for the size difference in an attack: small 3, medium 4 (the chapter), and one a step beyond. */
export const TEAMS_SIZES = { tiny: 2, small: 3, medium: 4, large: 5, huge: 6, gargantuan: 7 } as const;
export type TeamsSize = keyof typeof TEAMS_SIZES;
export const TEAMS_SIZE_NAMES = Object.keys(TEAMS_SIZES) as TeamsSize[];

export function sizeValue(size: TeamsSize): number {
  return TEAMS_SIZES[size];
}
