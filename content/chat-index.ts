import { chatContentIn } from "@/content/chat";
import { getHelpArticles } from "@/content/help";
import { faqContentIn } from "@/content/faq";
import { plansIn } from "@/content/plans";
import { pathInLocale } from "@/content/translations";
import { buildChatIndex } from "@/lib/chat/chat-index";
import { chatLanguages } from "@/lib/chat/languages";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The chat's index in `locale` from the site's content in that language (served by
 * app/[locale]/chat-index.json/route.ts): its FAQ, plans and translated help articles, and, marked
 * as English only, the help articles not translated into it.
 */
export function chatIndex(locale: Locale = defaultLocale) {
  const help = getHelpArticles(locale);
  const translated = new Set(help.map((article) => article.slug));
  return buildChatIndex({
    faq: { items: faqContentIn(locale).items, url: pathInLocale(locale, "/#faq") },
    plans: { items: plansIn(locale), url: pathInLocale(locale, "/#pricing") },
    help,
    helpUrl: (slug) => pathInLocale(locale, `/help-center/${slug}`),
    copy: chatContentIn(locale).index,
    ...(locale !== defaultLocale && {
      englishOnlyHelp: getHelpArticles().filter((article) => !translated.has(article.slug)),
      language: chatLanguages[locale],
      formatPrice: (amount: number) => formatPriceIn(amount, locale),
    }),
  });
}
