import { findInnerBlockPage, innerBlockPages } from "@/content/block-pages";
import { siteConfig } from "@/content/site";
import { renderTitleCard } from "@/components/brand/brand-images";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Pages of blocks without a share image of their own (legal documents use the site's card). */
export function generateStaticParams() {
  return innerBlockPages()
    .filter((page) => !page.shareImage)
    .map((page) => ({ page: page.slug }));
}

/** A page's 1200x630 share card, drawn from its title at build time (`blockPageCardPath`). */
export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const page = findInnerBlockPage((await params).page);
  if (!page || page.shareImage) return new Response("Not found", { status: 404 });
  return renderTitleCard(
    { title: page.title, footer: `${new URL(siteConfig.origin).host}${page.path}` },
    siteConfig,
  );
}
