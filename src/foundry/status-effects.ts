/**
 * Fray's status effects, shown on tokens: added to core's list (core's own entries stay). Where
 * core already has an id (unconscious, prone, dead), core's entry is kept as it is.
 */

/** Status ids other files use (damage application, grapple, Total Defense …). */
export const FRAY_STATUS = {
  mortallyWounded: "mortallyWounded",
  unconscious: "unconscious",
  prone: "prone",
  grappled: "grappled",
  totalDefense: "totalDefense",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
} as const;

export type FrayStatusId = (typeof FRAY_STATUS)[keyof typeof FRAY_STATUS];

interface FrayStatus {
  id: FrayStatusId;
  name: string;
  img: string;
}

export const FRAY_STATUS_EFFECTS: readonly FrayStatus[] = [
  { id: FRAY_STATUS.mortallyWounded, name: "FRAY.Status.MortallyWounded", img: "icons/svg/blood.svg" },
  { id: FRAY_STATUS.unconscious, name: "FRAY.Status.Unconscious", img: "icons/svg/unconscious.svg" },
  { id: FRAY_STATUS.prone, name: "FRAY.Status.Prone", img: "icons/svg/falling.svg" },
  { id: FRAY_STATUS.grappled, name: "FRAY.Status.Grappled", img: "icons/svg/net.svg" },
  { id: FRAY_STATUS.totalDefense, name: "FRAY.Status.TotalDefense", img: "icons/svg/shield.svg" },
  { id: FRAY_STATUS.dead, name: "FRAY.Status.Dead", img: "icons/svg/skull.svg" },
];

/** Adds every Fray status core lacks; called once at init. */
export function registerStatusEffects(): void {
  const present = new Set(CONFIG.statusEffects.map((effect) => effect.id));
  for (const status of FRAY_STATUS_EFFECTS) {
    if (!present.has(status.id)) CONFIG.statusEffects.push({ ...status });
  }
}
