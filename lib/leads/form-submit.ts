import { encodeLead, type FormTarget, type LeadFields } from "@/lib/leads/lead-delivery";
import { FORM_POST_TIMEOUT_MS } from "@/lib/browser/timings";

/**
 * What the contact form and the newsletter box do with valid data: POST it to the configured
 * provider, or, without one, hand it to the visitor's mail client.
 */
export async function postLead(
  url: string,
  { contentType, body }: { contentType: string; body: string },
  fetchImpl: typeof fetch = fetch,
  timeoutMs = FORM_POST_TIMEOUT_MS,
): Promise<boolean> {
  // An endpoint that never answers fails like one that refuses: the visitor is not left on
  // "Sending..." with no way to retry or to write instead.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": contentType, Accept: "application/json" },
      body,
      signal: controller.signal,
    });
    // Only a 2xx answer means the lead arrived; anything else keeps the form as it is.
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
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
  target: FormTarget;
  formName: string;
  fields: LeadFields;
  mailHref: string;
};

type DeliverDeps = {
  fetchImpl?: typeof fetch;
  openUrl?: (href: string) => void;
};

export async function deliverForm(
  { target, formName, fields, mailHref }: DeliverInput,
  { fetchImpl = fetch, openUrl = (href) => window.location.assign(href) }: DeliverDeps = {},
): Promise<Delivery> {
  if (target.kind === "endpoint") {
    const encoded = encodeLead(target.provider, formName, fields);
    return { via: "endpoint", ok: await postLead(target.fetchUrl, encoded, fetchImpl) };
  }
  openUrl(mailHref);
  return { via: "mail", href: mailHref };
}
