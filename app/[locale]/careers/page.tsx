import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { CareersBenefits } from "@/components/pages/careers/careers-benefits";
import { OpenRoles } from "@/components/pages/careers/open-roles";
import { PageCallout } from "@/components/blocks/parts/page-callout";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { pageLocale } from "@/components/i18n/page-locale";
import { getCareersContent } from "@/content/pages/careers";
import { ArrowRight, Send } from "@/lib/brand/icons";
import { resumeHref } from "@/components/pages/careers/apply-button";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { localePath } from "@/lib/i18n/locales";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/careers");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...getCareersContent(locale).meta, path: "/careers" }),
  );
}

/** The roles, each linking to its page; the JobPosting markup lives there, not here. */
export default async function CareersPage() {
  const locale = await pageLocale();
  const { meta, hero, roles, resume } = getCareersContent(locale);
  const resumeLink = resumeHref(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/careers" />
      <PageHero icon="Briefcase" {...hero}>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={localePath(locale, "/careers#open-positions")} size="lg">
            {roles.title}
            <Icon icon={ArrowRight} aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={resumeLink} variant="outline" size="lg">
            {resume.label}
          </ButtonLink>
        </div>
      </PageHero>
      <CareersBenefits locale={locale} />
      <OpenRoles locale={locale} />
      <PageCallout id="resume" title={resume.title} text={resume.text}>
        <ButtonLink href={resumeLink} size="lg">
          <Icon icon={Send} aria-hidden="true" />
          {resume.label}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
