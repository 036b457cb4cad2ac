import type { Metadata } from "next";
import { termsOfService } from "@/content/pages/terms-of-service";
import { LegalDocumentView } from "@/components/pages/legal-document-view";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  ...termsOfService.meta,
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return (
    <>
      <BreadcrumbJsonLd name={termsOfService.meta.title} path="/terms-of-service" />
      <LegalDocumentView document={termsOfService} icon="FileText" />
    </>
  );
}
