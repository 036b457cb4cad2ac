import { findInnerBlockPage, innerBlockPages } from "@/content/block-pages";
import { siteConfig } from "@/content/site";
import { renderTitleCard } from "@/components/brand/brand-images";
import { defaultLocale } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

/**
 * Pages of blocks without a share image of their own (legal documents use the site's card). A
 * route handler is given no layout's parameters: it lists the language itself.
 */
export function generateStaticParams() {
  return innerBlockPages()
    .filter((page) => !page.shareImage)
    .map((page) => ({ locale: defaultLocale, page: page.slug }));
}

/** A page's 1200x630 share card, drawn from its title at build time (`blockPageCardPath`). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; page: string }> },
) {
  const page = findInnerBlockPage((await params).page);
  if (!page || page.shareImage) return new Response("Not found", { status: 404 });
  return renderTitleCard(
    { title: page.title, footer: `${new URL(siteConfig.origin).host}${page.path}` },
    siteConfig,
  );
}
