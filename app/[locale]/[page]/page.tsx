import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlockPageView, blockPageMetadata } from "@/components/blocks/block-page-view";
import { LegalDocumentView } from "@/components/pages/legal-document-view";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { findInnerBlockPage, innerBlockPages } from "@/content/block-pages";
import { findLegalDocument, legalDocuments, legalPath } from "@/content/legal";
import { staticParamsForPreview } from "@/lib/content/preview";
import { localizedParams, requirePublished } from "@/components/i18n/published";
import { pageLocale } from "@/components/i18n/page-locale";

type Props = { params: Promise<{ page: string }> };

/**
 * The pages at `/<file name>` that content makes: the legal documents (content/legal/<slug>.md:
 * /privacy-policy, /terms-of-service) and the pages of blocks (content/block-pages/<slug>.yaml).
 * One dynamic segment serves both, as two cannot share a level; an address is one or the other
 * (content/block-pages.ts refuses a page named like a document or a route), and any other
 * address is the 404 page (`notFound()` below: not `dynamicParams = false`, which made a page
 * the editor had just created answer 404 in the preview; lib/content/preview.ts says why).
 */

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(
      [...legalDocuments(), ...innerBlockPages()],
      ({ slug }) => `/${slug}`,
      ({ slug }) => ({ page: slug }),
    ),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).page;
  const locale = await pageLocale();
  return contentMetadata(() => {
    const document = findLegalDocument(slug, locale);
    if (document) return pageMetadata({ ...document.meta, path: legalPath(slug) });
    const page = findInnerBlockPage(slug, locale);
    return page ? blockPageMetadata(page) : {};
  });
}

export default async function ContentPage({ params }: Props) {
  const slug = (await params).page;
  await requirePublished(`/${slug}`);
  const locale = await pageLocale();
  const document = findLegalDocument(slug, locale);
  if (document) {
    return (
      <>
        <BreadcrumbJsonLd name={document.meta.title} path={legalPath(slug)} />
        <LegalDocumentView document={document} locale={locale} />
      </>
    );
  }
  const page = findInnerBlockPage(slug, await pageLocale());
  if (!page) notFound();
  return <BlockPageView page={page} />;
}
