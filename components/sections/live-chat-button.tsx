"use client";

import type { ComponentProps } from "react";
import { ScriptButton } from "@/components/ui/script-button";
import { openChat } from "@/lib/chat/chat-events";

/** Opens the chat widget on this page. */
export function LiveChatButton(props: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return <ScriptButton data-island="live-chat-button" onClick={() => openChat()} {...props} />;
}
