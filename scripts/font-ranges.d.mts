export type CodePointRanges = readonly (readonly [number, number])[];
export const FONT_SUBSET: {
  source: string;
  sourceVersion: string;
  output: string;
  unicodeRanges: CodePointRanges;
  layoutFeatures: readonly string[];
};
export function unicodeRangeList(ranges: CodePointRanges): string;
export function charactersOutside(text: string, ranges: CodePointRanges): string[];
