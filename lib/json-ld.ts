/**
 * JSON for a `<script type="application/ld+json">`. `<` is escaped so no value (a job title, a
 * post excerpt) can close the script element early; JSON parsers read `\u003c` back as `<`.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
