/**
 * What the contact form and the newsletter box do with valid data: POST it as JSON to the
 * configured form endpoint, or, without one, hand it to the visitor's mail client.
 */
export async function postForm(
  endpoint: string,
  payload: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A plain-text mail body: one `Label: value` line per field, then the long text, if any. */
export function mailBody(
  lines: readonly (readonly [label: string, value: string])[],
  text?: { label: string; value: string },
): string {
  const head = lines.map(([label, value]) => `${label}: ${value}`).join("\n");
  return text ? `${head}\n\n${text.label}:\n${text.value}` : head;
}

export type Delivery =
  | { via: "endpoint"; ok: boolean }
  /** The mail client was asked to open `href`; whether the visitor sends it is up to them. */
  | { via: "mail"; href: string };

type DeliverInput = {
  /** The configured form endpoint; null composes an e-mail instead. */
  endpoint: string | null;
  payload: Record<string, unknown>;
  mailHref: string;
};

type DeliverDeps = {
  fetchImpl?: typeof fetch;
  openUrl?: (href: string) => void;
};

export async function deliverForm(
  { endpoint, payload, mailHref }: DeliverInput,
  { fetchImpl = fetch, openUrl = (href) => window.location.assign(href) }: DeliverDeps = {},
): Promise<Delivery> {
  if (endpoint) return { via: "endpoint", ok: await postForm(endpoint, payload, fetchImpl) };
  openUrl(mailHref);
  return { via: "mail", href: mailHref };
}
