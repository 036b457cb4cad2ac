export type Row = {
  route: string;
  runs: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
};
export function median(values: readonly (number | null)[]): number | null;
export const FLOOR: string;
export function summarize(lhrs: readonly unknown[], floorOrigin?: string | null): Row[];
export function benchmarkIndexRange(
  lhrs: readonly unknown[],
): { low: number; median: number; high: number } | null;
export function markdownTable(rows: readonly Row[]): string;
