import { chatIndex } from "@/content/chat-index";

export const dynamic = "force-static";

/** The chat's answers (FAQ, plans, help articles), fetched when the chat first opens. */
export function GET() {
  return Response.json(chatIndex());
}
