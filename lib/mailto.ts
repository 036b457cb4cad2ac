/** A `mailto:` URL with an optional prefilled subject and body, encoded for every mail client. */
export function mailto(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = (["subject", "body"] as const)
    .filter((key) => fields[key])
    .map((key) => `${key}=${encodeURIComponent(fields[key] as string)}`)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
