import { z } from "zod";
import { defineContent } from "@/content/define";
import chatFile from "@/content/chat.yaml";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";
import { replyTopics } from "@/lib/chat";

export const chatSchema = z.object({
  assistantName: z.string(),
  status: z.string(),
  launcherLabel: z.string(),
  closeLabel: z.string(),
  greeting: z.string(),
  inputLabel: z.string(),
  placeholder: z.string(),
  sendLabel: z.string(),
  typingLabel: z.string(),
  disclaimer: z.string(),
  /** Shown beside the launcher when the chat's code could not be downloaded. */
  loadFailed: z.string().min(1),
  replies: z
    .array(
      z.object({
        topic: z.enum(replyTopics),
        /** Lower-case words that make this the reply to a message. */
        keywords: z.array(z.string().regex(/^[a-z0-9 -]+$/)).min(1),
        text: z.string().min(1),
      }),
    )
    // The chat routes each message to one of the topics in lib/chat.ts: one reply each.
    .length(replyTopics.length)
    .refine((replies) => new Set(replies.map((reply) => reply.topic)).size === replyTopics.length, {
      message: `one reply per topic: ${replyTopics.join(", ")}`,
    }),
});

export const chatContent = defineContent(
  "content/chat.yaml",
  chatSchema,
  resolveTokens("content/chat.yaml", chatFile, siteTokens),
);
