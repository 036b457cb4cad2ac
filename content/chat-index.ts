import { chatContent } from "@/content/chat";
import { getHelpArticles } from "@/content/help";
import { faqContent } from "@/content/faq";
import { plans } from "@/content/plans";
import { buildChatIndex } from "@/lib/chat/chat-index";

/** The chat's index from the site's content (served by app/chat-index.json/route.ts). */
export function chatIndex() {
  return buildChatIndex({
    faq: { items: faqContent.items, url: "/#faq" },
    plans: { items: plans, url: "/#pricing" },
    help: getHelpArticles(),
    copy: chatContent.index,
  });
}
