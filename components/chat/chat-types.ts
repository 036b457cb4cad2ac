import type { chatContent } from "@/content/chat";
import type { FormTarget } from "@/lib/leads/lead-delivery";

type ChatContent = typeof chatContent;

/** The chat's texts, prepared on the server from content/chat.ts and passed as plain props. */
export type ChatTexts = Omit<ChatContent, "index"> & {
  /** Where "Talk to a human" e-mails when no form provider is configured. */
  supportEmail: string;
  /** Names the lead form's honeypot (content/forms.ts). */
  honeypotLabel: string;
  /** The page's language, as `Intl` formats the messages' times in it ("en-US", "fr"). */
  timeLocale: string;
  /** Where the page language's index is (`/chat-index.json`, `/fr/chat-index.json`). */
  indexPath: string;
};

/** Where "Talk to a human" sends the conversation, and the page a lead says it came from. */
export type ChatHandoffTarget = { target: FormTarget; page: string };
