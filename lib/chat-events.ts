/**
 * How other islands open the chat widget without importing it: they dispatch this event on
 * window. Pages without the widget link to `/?chat=open` (CHAT_OPEN_HREF) instead, and the
 * widget opens itself when it finds that parameter.
 */
export const OPEN_CHAT_EVENT = "stackless:open-chat";
export const CHAT_OPEN_PARAM = "chat";
export const CHAT_OPEN_HREF = `/?${CHAT_OPEN_PARAM}=open`;

export function openChat() {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
