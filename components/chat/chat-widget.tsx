import { chatContent } from "@/content/chat";
import { ChatLauncher } from "@/components/chat/chat-launcher";

/** Server entry: reads the chat's texts and hands them to the launcher island. */
export function ChatWidget() {
  return <ChatLauncher texts={chatContent} />;
}
