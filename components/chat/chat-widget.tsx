import { chatContent } from "@/content/chat";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { IslandBoundary } from "@/components/ui/island-boundary";

/** Server entry: reads the chat's texts and hands them to the launcher island. */
export function ChatWidget() {
  return (
    <IslandBoundary name="chat">
      <ChatLauncher texts={chatContent} />
    </IslandBoundary>
  );
}
