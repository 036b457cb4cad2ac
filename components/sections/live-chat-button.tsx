"use client";

import type { ComponentProps } from "react";
import { openChat } from "@/lib/chat-events";

/** Opens the chat widget on this page. */
export function LiveChatButton(props: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return <button type="button" onClick={() => openChat()} {...props} />;
}
