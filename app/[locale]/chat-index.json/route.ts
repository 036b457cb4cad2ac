import { chatIndex } from "@/content/chat-index";
import { isLocale, locales } from "@/lib/i18n/locales";

export const dynamic = "force-static";

/** One index per language: `/chat-index.json` in English, `/fr/chat-index.json` in French. */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The chat's answers (FAQ, plans, help articles) in the page's language, fetched when it opens. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(chatIndex(locale));
}
