// Who a request to `npm run dev` is for, by its Host: this computer only (the loopback names), or
// also this computer's own network addresses for `npm run dev:phone`. Shared by the dev server
// (scripts/dev-server.mjs), which checks every request and socket before Next sees it, and the
// editor's API (lib/editor/editor-guard.ts). See docs/security-headers.md.

/** The names a browser on this computer uses for it, with any port. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** A Host header's name (lower case) and port, or null when it is not `name[:port]`. */
function parseHost(host) {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host ?? "");
  return match ? { name: match[1].toLowerCase(), port: match[2] } : null;
}

/**
 * Why a request is not for this computer, or null. Its `Host` must be a loopback name, or one of
 * `networkHosts` (this computer's addresses, for the phone preview): a page that rebinds its own
 * domain to 127.0.0.1 sends that domain, and a device on the network the address it dialled. A
 * forwarded host must be that same host: any page of the same origin can set the header.
 */
export function foreignHostReason({ host, forwardedHost }, networkHosts = []) {
  const parsed = parseHost(host);
  const allowed = [...LOOPBACK_NAMES, ...networkHosts.map((name) => name.toLowerCase())];
  if (!parsed || !allowed.includes(parsed.name)) {
    return `a request for the host ${JSON.stringify(host ?? "")}, which is not this computer`;
  }
  if (forwardedHost != null && forwardedHost.toLowerCase() !== host.toLowerCase()) {
    return `a request forwarded for ${JSON.stringify(forwardedHost)}`;
  }
  return null;
}
