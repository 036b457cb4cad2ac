import type { CannedReply } from "@/lib/chat";

/** The chat's texts, prepared on the server from content/chat.ts and passed as plain props. */
export type ChatTexts = {
  assistantName: string;
  status: string;
  launcherLabel: string;
  closeLabel: string;
  greeting: string;
  inputLabel: string;
  placeholder: string;
  sendLabel: string;
  typingLabel: string;
  disclaimer: string;
  loadFailed: string;
  replies: CannedReply[];
};
