import { findInnerBlockPage, innerBlockPages } from "@/content/block-pages";
import { siteConfig } from "@/content/site";
import { renderTitleCard } from "@/components/brand/brand-images";
import { localizedParams } from "@/components/i18n/published";
import { isLocale, localePath } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

/**
 * Pages of blocks without a share image of their own (legal documents use the site's card), in
 * each language they are published in. A route handler is given no layout's parameters: it lists
 * the languages itself.
 */
export function generateStaticParams() {
  return localizedParams(
    innerBlockPages().filter((page) => !page.shareImage),
    (page) => `/${page.slug}`,
    (page) => ({ page: page.slug }),
  );
}

/** A page's 1200x630 share card, drawn from its title at build time (`blockPageCardPath`). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; page: string }> },
) {
  const { locale, page: slug } = await params;
  const page = isLocale(locale) ? findInnerBlockPage(slug, locale) : undefined;
  if (!page || page.shareImage) return new Response("Not found", { status: 404 });
  return renderTitleCard(
    {
      title: page.title,
      footer: `${new URL(siteConfig.origin).host}${localePath(page.locale, page.path)}`,
    },
    siteConfig,
  );
}
