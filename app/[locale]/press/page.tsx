import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { MediaKit } from "@/components/pages/press/media-kit";
import { MilestoneTimeline } from "@/components/pages/press/milestone-timeline";
import { PressContacts } from "@/components/pages/press/press-contacts";
import { PressFacts } from "@/components/pages/press/press-facts";
import { PressReleases } from "@/components/pages/press/press-releases";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { pageLocale } from "@/components/i18n/page-locale";
import { pressContentIn } from "@/content/pages/press";
import { siteConfig } from "@/content/site";
import { Mail } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/press");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() => pageMetadata({ ...pressContentIn(locale).meta, path: "/press" }));
}

export default async function PressPage() {
  const locale = await pageLocale();
  const { meta, hero, heroAction } = pressContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/press" />
      <PageHero icon="Megaphone" {...hero}>
        <ButtonLink href={mailto(siteConfig.email.press)} size="lg">
          <Icon icon={Mail} aria-hidden="true" />
          {heroAction}
        </ButtonLink>
      </PageHero>
      <PressFacts locale={locale} />
      <MilestoneTimeline locale={locale} />
      <MediaKit locale={locale} />
      <PressReleases locale={locale} />
      <PressContacts locale={locale} />
    </>
  );
}
