export function devServerOptions(
  args: string[],
  env?: Record<string, string | undefined>,
): { hostname: string | undefined; port: number };
