import { feedLocales, rssFeedIn } from "@/content/feeds";
import { isLocale } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

// A route handler is given no layout's parameters: it lists its languages itself. English is
// built at /en/feed.xml and served at /feed.xml (scripts/unprefix-default.mjs).
export function generateStaticParams() {
  return feedLocales().map((locale) => ({ locale }));
}

/** RSS 2.0 of the latest posts in the language, written at build. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || !feedLocales().includes(locale)) {
    return new Response("Not found", { status: 404 });
  }
  return new Response(rssFeedIn(locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
