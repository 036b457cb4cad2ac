/** The brand colour and the four plan accents, as badge colours for icons and avatars. */
export const accentTones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  emerald: "bg-success-50 text-success-700 ring-success-100",
  accent: "bg-accent-50 text-accent-700 ring-accent-100",
  amber: "bg-warning-50 text-warning-700 ring-warning-100",
  rose: "bg-danger-50 text-danger-700 ring-danger-100",
} as const;

export type AccentTone = keyof typeof accentTones;

const order: AccentTone[] = ["brand", "emerald", "accent", "amber", "rose"];

/** Cycles the accents over a list so neighbouring cards differ. */
export function accentAt(index: number): AccentTone {
  return order[index % order.length] as AccentTone;
}
