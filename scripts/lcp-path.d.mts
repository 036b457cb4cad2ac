export interface SimulatedStep {
  type: "network" | "cpu";
  endMs: number;
  isMainDocument?: boolean;
  resourceType?: string;
  url?: string;
  transferBytes?: number;
  evaluates?: string[];
}
export function describeStep(step: SimulatedStep): string;
export function lcpPath(steps: SimulatedStep[]): {
  renderBlockingMs: number | null;
  lastStep: string | null;
};
export function tallySteps(lastSteps: (string | null)[]): string;
