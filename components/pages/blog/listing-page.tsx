import type { ComponentProps } from "react";
import type { Post } from "@/content/posts";
import { BlogListing } from "@/components/pages/blog-listing";
import { BlogNewsletter } from "@/components/pages/blog-newsletter";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { PageSection } from "@/components/blocks/parts/page-section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { listingHref, pageCount, postsOnPage } from "@/lib/blog/blog-listing";
import type { Locale } from "@/lib/i18n/locales";

/**
 * One page of a post listing - all posts (`/blog`) or one category's - with its breadcrumb, hero
 * and the newsletter sign-up under it.
 */
export function BlogListingPage({
  listed,
  category,
  page,
  listing,
  crumb,
  hero,
  sectionTitle,
  locale,
}: {
  /** Every post this listing holds, across its pages, in its order. */
  listed: readonly Post[];
  category: { slug: string; label: string } | null;
  page: number;
  /** The listing's first page. */
  listing: `/${string}`;
  crumb: Omit<ComponentProps<typeof BreadcrumbJsonLd>, "path">;
  hero: ComponentProps<typeof PageHero>;
  sectionTitle: string;
  /** The page's language. */
  locale: Locale;
}) {
  const path = listingHref(page, listing);
  return (
    <>
      <BreadcrumbJsonLd {...crumb} path={path} />
      <PageHero {...hero} />
      <PageSection id="articles" title={sectionTitle} align="left" className="pt-14 sm:pt-16">
        <BlogListing
          posts={postsOnPage(listed, page)}
          total={listed.length}
          category={category}
          page={page}
          pages={pageCount(listed.length)}
          listing={listing}
          locale={locale}
        />
      </PageSection>
      <BlogNewsletter path={path} />
    </>
  );
}
