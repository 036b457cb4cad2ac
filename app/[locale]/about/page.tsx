import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { pathInLocale } from "@/content/translations";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { aboutContentIn } from "@/content/pages/about";
import { Mission } from "@/components/pages/about/mission";
import { TeamGrid } from "@/components/pages/about/team-grid";
import { ButtonLink } from "@/components/ui/button";
import { IconCardGrid, namedCards } from "@/components/blocks/parts/icon-card-grid";
import { PageCallout } from "@/components/blocks/parts/page-callout";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { PageSection } from "@/components/blocks/parts/page-section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/about");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() => pageMetadata({ ...aboutContentIn(locale).meta, path: "/about" }));
}

export default async function AboutPage() {
  const locale = await pageLocale();
  const { meta, hero, mission, stats, values, team, callout } = aboutContentIn(locale);
  return (
    <>
      <OrganizationJsonLd />
      <BreadcrumbJsonLd name={meta.title} path="/about" />
      <PageHero icon="Sparkles" {...hero} />
      <Mission
        mission={mission}
        stats={stats}
        statsLabel={interfaceLabelsIn(locale).pages.companyFacts}
      />
      <PageSection id="values" tone="muted" title={values.title} description={values.description}>
        <IconCardGrid items={namedCards(values.items)} columns="md:grid-cols-3" />
      </PageSection>
      <PageSection id="team" title={team.title} description={team.description}>
        <TeamGrid members={team.members} />
      </PageSection>
      <PageCallout id="about-callout" title={callout.title} text={callout.text}>
        <ButtonLink href={pathInLocale(locale, "/careers")} size="lg">
          {callout.primary}
        </ButtonLink>
        <ButtonLink href={pathInLocale(locale, "/contact-support")} variant="outline" size="lg">
          {callout.secondary}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
