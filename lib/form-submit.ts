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

/** Replaces `{name}` placeholders; unknown ones are left as typed so a typo is visible. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** A plain-text mail body: one `Label: value` line per field, then the long text, if any. */
export function mailBody(
  lines: readonly (readonly [label: string, value: string])[],
  text?: { label: string; value: string },
): string {
  const head = lines.map(([label, value]) => `${label}: ${value}`).join("\n");
  return text ? `${head}\n\n${text.label}:\n${text.value}` : head;
}
