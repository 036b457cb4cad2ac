export function portToUse(
  args: string[],
  host: string,
  options?: { from?: number },
): Promise<{ port: string; rest: string[] }>;
