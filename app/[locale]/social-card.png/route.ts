import { renderSocialCard } from "@/components/brand/brand-images";
import { siteConfig, siteTextIn } from "@/content/site";
import { defaultLocale, isLocale, locales } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

// English's card is app/social-card.png, at the root; each other language has its own, with the
// tagline in that language (components/seo/metadata.ts points its pages' previews at it).
export function generateStaticParams() {
  return locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ locale }));
}

/** The link-preview image of the pages in one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale)
    return new Response("Not found", { status: 404 });
  return renderSocialCard({ ...siteConfig, ...siteTextIn(locale) });
}
