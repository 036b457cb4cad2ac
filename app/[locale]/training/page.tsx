import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { pathInLocale } from "@/content/translations";
import { trainingContentIn } from "@/content/pages/training";
import { ButtonLink } from "@/components/ui/button";
import { PageCallout } from "@/components/blocks/parts/page-callout";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { CourseGrid } from "@/components/pages/training/course-grid";
import { FeaturedCourse } from "@/components/pages/training/featured-course";
import { ResourceList } from "@/components/pages/training/resource-list";
import { TutorialList } from "@/components/pages/training/tutorial-list";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/training");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...trainingContentIn(locale).meta, path: "/training" }),
  );
}

export default async function TrainingPage() {
  const locale = await pageLocale();
  const { meta, hero, help } = trainingContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/training" />
      <PageHero icon="GraduationCap" {...hero} />
      <FeaturedCourse locale={locale} />
      <CourseGrid locale={locale} />
      <TutorialList locale={locale} />
      <ResourceList locale={locale} />
      <PageCallout id="training-help" title={help.title} text={help.text}>
        <ButtonLink href={pathInLocale(locale, "/help-center")} size="lg">
          {help.primary}
        </ButtonLink>
        <ButtonLink href={pathInLocale(locale, "/contact-support")} variant="outline" size="lg">
          {help.secondary}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
