export type RangeBounds = { min: number; max: number; step: number };

/** How many steps a big move takes: PageUp/PageDown and Shift with an arrow. */
const BIG_STEP_COUNT = 10;

/**
 * The value a big-step key moves a slider to, or null for a key the browser's own range input
 * already handles (arrows, Home, End). Browsers move a range input by their own amount on
 * PageUp/PageDown (Chrome a tenth of the range: 10,000 contacts, not ten steps of 500) and take
 * Shift with an arrow as a plain arrow, so the calculator makes both ten steps everywhere.
 */
export function bigStepValue(
  key: string,
  shiftKey: boolean,
  value: number,
  { min, max, step }: RangeBounds,
): number | null {
  const up = key === "PageUp" || (shiftKey && (key === "ArrowUp" || key === "ArrowRight"));
  const down = key === "PageDown" || (shiftKey && (key === "ArrowDown" || key === "ArrowLeft"));
  if (!up && !down) return null;
  const next = value + (up ? 1 : -1) * BIG_STEP_COUNT * step;
  return Math.min(max, Math.max(min, next));
}

/** Where a value sits between min and max, 0-100, for drawing the filled part of the track. */
export function rangePercent(value: number, { min, max }: RangeBounds): number {
  if (max <= min) return 0;
  return ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100;
}
