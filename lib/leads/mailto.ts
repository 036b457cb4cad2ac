import { singleLine, withoutBidiControls } from "@/lib/text/visible-text";

/** Half an emoji (a lone surrogate) as U+FFFD: `encodeURIComponent` throws on it. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\uFFFD");

/**
 * A `mailto:` URL with an optional prefilled subject and body, encoded for every mail client.
 * What a visitor typed cannot reorder either (no bidi controls), nor start a header from the
 * subject (one line).
 */
export function mailto(address: string, fields: { subject?: string; body?: string } = {}): string {
  const clean = {
    subject: fields.subject && wellFormed(singleLine(fields.subject)),
    body: fields.body && wellFormed(withoutBidiControls(fields.body)),
  };
  const query = (["subject", "body"] as const)
    .filter((key) => clean[key])
    .map((key) => `${key}=${encodeURIComponent(clean[key] as string)}`)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
