import { chatContentIn, type chatContent } from "@/content/chat";
import { formsContentIn } from "@/content/forms";
import { siteConfig } from "@/content/site";
import { pageLocale } from "@/components/i18n/page-locale";
import { localePath } from "@/lib/i18n/locales";
import { CHAT_INDEX_FILE } from "@/lib/chat/chat-search";
import { ChatLauncher } from "@/components/blocks/islands";
import type { ChatTexts } from "@/components/chat/chat-types";
import { leadFormAttributes } from "@/components/forms/lead-form-parts";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { CHAT_FORM_NAME, CHAT_LEAD_FIELDS } from "@/lib/chat/chat";
import { HONEYPOT_FIELD } from "@/lib/leads/lead-delivery";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";

/** The index copy is used at build time only (app/[locale]/chat-index.json), not by the island. */
function withoutIndexCopy({ index, ...texts }: typeof chatContent) {
  void index;
  return texts;
}

/**
 * Server entry: reads the chat's texts in the page's language and where its handoff goes, for
 * the launcher island. `path` is the page it is on (its English path), which a lead from it names.
 */
export async function ChatWidget({ path = "/" }: { path?: `/${string}` }) {
  const locale = await pageLocale();
  const texts: ChatTexts = {
    ...withoutIndexCopy(chatContentIn(locale)),
    supportEmail: siteConfig.email.support,
    honeypotLabel: formsContentIn(locale).honeypotLabel,
    // English times as the chat has always written them ("3:05 PM").
    timeLocale: locale === "en" ? "en-US" : locale,
    indexPath: localePath(locale, `/${CHAT_INDEX_FILE}`),
  };
  const target = siteFormTarget(CHAT_FORM_NAME, siteConfig.email.support);
  return (
    <>
      <IslandBoundary name="chat">
        <ChatLauncher
          texts={texts}
          handoff={{ target, page: leadPage(localePath(locale, path)) }}
        />
      </IslandBoundary>
      {target.kind === "endpoint" && target.provider === "netlify" && (
        // Netlify finds its forms in the static HTML; the chat's form exists only in script.
        <form {...leadFormAttributes(target, CHAT_FORM_NAME)} hidden>
          <input type="hidden" name="form-name" value={CHAT_FORM_NAME} />
          {[...CHAT_LEAD_FIELDS, "page", HONEYPOT_FIELD].map((name) => (
            <input key={name} type="hidden" name={name} />
          ))}
        </form>
      )}
    </>
  );
}
