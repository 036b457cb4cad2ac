export type HeaderSource =
  Record<string, string | string[] | undefined> | { get(name: string): string | null | undefined };
export type ObservatoryTest = {
  name: string;
  result: string;
  modifier: number;
  pass: boolean;
  note: string;
};
export type ObservatoryGrade = { score: number; grade: string; tests: ObservatoryTest[] };

export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
export const SCORE_TABLE: Record<string, number>;
export const META_IGNORED_DIRECTIVES: string[];
export function httpEquivValues(html: string, name: string): string[];
export function parseCsp(values: string[], metaValues?: string[]): Map<string, Set<string>>;
export function gradeForScore(score: number): string;
export function gradeResponse(input: {
  headers: HeaderSource;
  html?: string;
  url: string;
}): ObservatoryGrade;
export function formatGrade(grade: ObservatoryGrade): string;
