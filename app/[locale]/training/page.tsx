import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { trainingContent } from "@/content/pages/training";
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

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata(() => pageMetadata({ ...trainingContent.meta, path: "/training" }));
}

export default function TrainingPage() {
  const { meta, hero, help } = trainingContent;
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/training" />
      <PageHero icon="GraduationCap" {...hero} />
      <FeaturedCourse />
      <CourseGrid />
      <TutorialList />
      <ResourceList />
      <PageCallout id="training-help" title={help.title} text={help.text}>
        <ButtonLink href="/help-center" size="lg">
          {help.primary}
        </ButtonLink>
        <ButtonLink href="/contact-support" variant="outline" size="lg">
          {help.secondary}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
