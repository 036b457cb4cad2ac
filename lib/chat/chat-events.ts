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

export const openChat = () => chatRequests.emit();
export const onOpenChat = chatRequests.subscribe;
