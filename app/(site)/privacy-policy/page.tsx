import type { Metadata } from "next";
import { privacyPolicy } from "@/content/pages/privacy-policy";
import { LegalDocumentView } from "@/components/pages/legal-document-view";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ ...privacyPolicy.meta, path: "/privacy-policy" });

export default function PrivacyPolicyPage() {
  return (
    <>
      <BreadcrumbJsonLd name={privacyPolicy.meta.title} path="/privacy-policy" />
      <LegalDocumentView document={privacyPolicy} icon="ShieldCheck" />
    </>
  );
}
