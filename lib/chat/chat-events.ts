import { createEmitter } from "@/lib/browser/events";

/**
 * How other islands open the chat widget without importing it: they call `openChat()` and the
 * widget listens (a request made before it has hydrated is kept until it does). Pages without
 * the widget link to `/?chat=open` (CHAT_OPEN_HREF) instead, and the widget opens itself when
 * it finds that parameter.
 */
export const CHAT_OPEN_PARAM = "chat";
export const CHAT_OPEN_HREF = `/?${CHAT_OPEN_PARAM}=open`;

const chatRequests = createEmitter({ keepUnheard: true });

/** Not kept: wakes the widget's island when it still sleeps (components/blocks/islands.tsx). */
const chatWanted = createEmitter();

export const openChat = () => {
  chatWanted.emit();
  chatRequests.emit();
};
export const onOpenChat = chatRequests.subscribe;

/** Whether this page's address asks for the chat (a link to CHAT_OPEN_HREF). */
export const chatAskedByAddress = (href: string) =>
  new URL(href).searchParams.get(CHAT_OPEN_PARAM) === "open";

/** Calls `listener` when the chat is asked for: by the page's address, at once, or by a button. */
export function onChatWanted(listener: () => void): () => void {
  if (chatAskedByAddress(window.location.href)) listener();
  return chatWanted.subscribe(listener);
}
