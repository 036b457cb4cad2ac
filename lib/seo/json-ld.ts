/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` are written as JSON escapes,
 * so no value (a job title, a post excerpt) can close the script element early (`</script>`) or
 * open a comment that keeps it open past its end (`<!--`); U+2028 and U+2029 too, as line
 * breaks some readers of the page's source take them for. JSON parsers read them back as written.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
