"use client";

import type { ComponentProps } from "react";
import { openChat } from "@/lib/chat-events";

/** Opens the chat widget on this page; without JavaScript there is no chat, so no button. */
export function LiveChatButton({
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return (
    <button
      type="button"
      onClick={() => openChat()}
      className={`${className ?? ""} noscript:hidden`}
      {...props}
    />
  );
}
