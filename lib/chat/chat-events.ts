import { createEmitter } from "@/lib/browser/events";

/**
 * How other islands open the chat widget without importing it: they call `openChat()` and the
 * widget listens (a request made before it has hydrated is kept until it does). A button the
 * server draws opens it with the CHAT_OPEN_ATTRIBUTE alone: the widget hears its clicks on the
 * document, so the button needs no code of its own and answers whether or not its part of the
 * page has hydrated. Pages without the widget link to `/?chat=open` (CHAT_OPEN_HREF) instead,
 * and the widget opens itself when it finds that parameter.
 */
export const CHAT_OPEN_PARAM = "chat";
export const CHAT_OPEN_HREF = `/?${CHAT_OPEN_PARAM}=open`;
export const CHAT_OPEN_ATTRIBUTE = "data-chat-open";

const chatRequests = createEmitter({ keepUnheard: true });

export const openChat = () => chatRequests.emit();
export const onOpenChat = chatRequests.subscribe;
