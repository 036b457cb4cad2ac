export function foreignHostReason(
  request: { host: string | null | undefined; forwardedHost: string | null | undefined },
  networkHosts?: readonly string[],
): string | null;
