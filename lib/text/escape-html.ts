/**
 * Plain text as HTML that shows it literally: `<img onerror>` in a title or an excerpt stays
 * words on the page (a JSON-LD description, a feed's `content_html`), never an element.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
