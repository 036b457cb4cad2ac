import type { Metadata } from "next";
import { blockDefinition } from "@/components/blocks/definitions";
import { blockPlaces, RenderBlocks } from "@/components/blocks/render-blocks";
import { ChatWidget } from "@/components/chat/chat-widget";
import { DraftLabel } from "@/components/pages/draft-label";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/components/seo/metadata";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { HOME_SLUG, type BlockPage } from "@/content/block-pages";
import { readForPreview } from "@/lib/content/preview";
import { localePath } from "@/lib/i18n/locales";

/** The path of a page's generated share card in its language (app/[locale]/[page]/card.png). */
function blockPageCardPath(page: Pick<BlockPage, "slug" | "locale">): `/${string}` {
  return localePath(page.locale, `/${page.slug}/card.png`);
}

/**
 * How a page of blocks describes itself: its title (the landing page's after the brand, as it
 * always was), its description, and its share image, drawn from its title unless it has one;
 * the landing page keeps the site's card.
 */
export function blockPageMetadata(page: BlockPage): Promise<Metadata> {
  const home = page.slug === HOME_SLUG;
  const image = page.shareImage ?? (home ? undefined : blockPageCardPath(page));
  return pageMetadata({
    title: page.title,
    brandFirst: home,
    description: page.description,
    path: page.path,
    noIndex: page.noindex,
    ...(image && { image: { url: image as `/${string}`, alt: page.title } }),
  });
}

/**
 * A page of blocks: its structured data (who runs the site on the landing page, the trail to it
 * elsewhere, then what its blocks add: FAQPage for questions, offers for prices), the blocks,
 * and the chat assistant where the page has it. A draft, which only `next dev` shows, says so
 * above its first block, as a draft post does under its title.
 */
export function BlockPageView({ page }: { page: BlockPage }) {
  const places = blockPlaces(page.blocks, page);
  const structured = page.blocks.flatMap((block, index) => {
    // Under next dev a block whose content has a mistake adds none: it shows the mistake.
    const data = readForPreview(
      () => blockDefinition(block.discriminant).jsonLd?.(block.value, places[index]!),
      undefined,
    );
    return data ? [data] : [];
  });
  return (
    <>
      {page.slug === HOME_SLUG ? (
        <OrganizationJsonLd />
      ) : (
        <BreadcrumbJsonLd name={page.title} path={page.path} />
      )}
      {structured.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      {page.draft && (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center">
          <DraftLabel />
        </p>
      )}
      <RenderBlocks blocks={page.blocks} page={page} />
      {page.chat && <ChatWidget path={page.path} />}
    </>
  );
}
