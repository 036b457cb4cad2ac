import { feedLocales, jsonFeedIn } from "@/content/feeds";
import { isLocale } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

// As feed.xml beside it: one per language with posts, English served at /feed.json.
export function generateStaticParams() {
  return feedLocales().map((locale) => ({ locale }));
}

/** JSON Feed 1.1 of the latest posts in the language, written at build. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || !feedLocales().includes(locale)) {
    return new Response("Not found", { status: 404 });
  }
  return new Response(jsonFeedIn(locale), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
