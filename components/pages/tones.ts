/** The brand colour and the four plan accents, as badge colours for icons and avatars. */
export const accentTones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  emerald: "bg-emerald-50 text-emerald-700 ring-emerald-100",
  accent: "bg-accent-50 text-accent-700 ring-accent-100",
  amber: "bg-amber-50 text-amber-700 ring-amber-100",
  rose: "bg-rose-50 text-rose-700 ring-rose-100",
} as const;

export type AccentTone = keyof typeof accentTones;

const order: AccentTone[] = ["brand", "emerald", "accent", "amber", "rose"];

/** Cycles the accents over a list so neighbouring cards differ. */
export function accentAt(index: number): AccentTone {
  return order[index % order.length] as AccentTone;
}
