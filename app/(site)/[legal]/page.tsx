import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findLegalDocument, legalDocuments, legalPath } from "@/content/legal";
import { LegalDocumentView } from "@/components/pages/legal-document-view";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

type Props = { params: Promise<{ legal: string }> };

/**
 * content/legal/<slug>.md at /<slug>: /privacy-policy, /terms-of-service, and any document a
 * marketer adds. The site's other pages keep their addresses (content/legal.ts refuses a file
 * named like one); any other address is the 404 page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return legalDocuments().map((document) => ({ legal: document.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const document = findLegalDocument((await params).legal);
  if (!document) return {};
  return pageMetadata({ ...document.meta, path: legalPath(document.slug) });
}

export default async function LegalPage({ params }: Props) {
  const document = findLegalDocument((await params).legal);
  if (!document) notFound();
  return (
    <>
      <BreadcrumbJsonLd name={document.meta.title} path={legalPath(document.slug)} />
      <LegalDocumentView document={document} />
    </>
  );
}
