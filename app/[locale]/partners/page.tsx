import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { PageCallout } from "@/components/blocks/parts/page-callout";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { PageSection } from "@/components/blocks/parts/page-section";
import { StepCards } from "@/components/pages/step-cards";
import { PartnerActions } from "@/components/pages/partners/partner-actions";
import { PartnerBenefits } from "@/components/pages/partners/partner-benefits";
import { PartnerPrograms } from "@/components/pages/partners/partner-programs";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { pageLocale } from "@/components/i18n/page-locale";
import { partnersContentIn } from "@/content/pages/partners";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/partners");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...partnersContentIn(locale).meta, path: "/partners" }),
  );
}

export default async function PartnersPage() {
  const locale = await pageLocale();
  const { meta, hero, process, callout } = partnersContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/partners" />
      <PageHero icon="Handshake" {...hero}>
        <PartnerActions locale={locale} />
      </PageHero>
      <PartnerPrograms locale={locale} />
      <PartnerBenefits locale={locale} />
      <PageSection id="process" title={process.title} description={process.description}>
        <StepCards steps={process.steps} />
      </PageSection>
      <PageCallout id="partners-callout" title={callout.title} text={callout.text}>
        <PartnerActions locale={locale} />
      </PageCallout>
    </>
  );
}
