export const LONG_TASK_MS: number;
export function sourceBucket(source: string | null | undefined): string | null;
export interface ProfileNode {
  id: number;
  parent?: number;
  url: string;
  line: number;
  column: number;
}
export interface ProfileSample {
  node: number;
  time: number;
  duration: number;
}
export function attributeBlocking(
  profile: { nodes: ProfileNode[]; samples: ProfileSample[] },
  tasks: { start: number; duration: number }[],
  sourceOf: (url: string, line: number, column: number) => string | null,
  browserWork?: { start: number; duration: number; kind: string }[],
): { blockingMs: number; byBucket: Record<string, number> };
export function browserWorkKind(eventName: string): string | null;
export function groupBuckets(byBucket: Record<string, number>): {
  site: number;
  packages: number;
  framework: number;
  browser: number;
};
