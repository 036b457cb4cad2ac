/**
 * Icon tiles and avatars: the brand's tint, or a neutral one beside it. One colour carries the
 * brand; the plans' accents stay the plans' own marks (components/sections/plan-accents.ts).
 */
export const accentTones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  neutral: "bg-surface-sunken text-ink-muted ring-line",
} as const;

export type AccentTone = keyof typeof accentTones;
