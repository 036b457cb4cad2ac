import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageLocale } from "@/components/i18n/page-locale";
import { blogContentIn } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { blogPageNumbers, pagedTitle } from "@/components/pages/blog/listings";
import { featuredFirst, listingHref } from "@/lib/blog/blog-listing";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { staticParamsForPreview } from "@/lib/content/preview";
import { publishedLocales, requirePublished } from "@/components/i18n/published";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ page: string }> };

/** Only the pages the posts fill exist, in each language as many as its posts fill. */
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    publishedLocales("/blog/page").flatMap((locale) =>
      blogPageNumbers(locale).map((page) => ({ locale, page: String(page) })),
    ),
  );
}

function pageNumber(value: string, locale: Locale): number | null {
  const page = Number(value);
  return blogPageNumbers(locale).includes(page) ? page : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page: value } = await params;
  const locale = await pageLocale();
  return contentMetadata(() => {
    const page = pageNumber(value, locale);
    if (page === null) return {};
    const { meta } = blogContentIn(locale);
    return pageMetadata({
      title: pagedTitle(meta.title, page, locale),
      description: meta.description,
      path: listingHref(page),
    });
  });
}

export default async function BlogListingRoute({ params }: Props) {
  const locale = await pageLocale();
  const page = pageNumber((await params).page, locale);
  if (page === null) notFound();
  await requirePublished("/blog");
  const { meta, hero, postsHeading } = blogContentIn(locale);
  const posts = getPosts(locale);
  return (
    <BlogListingPage
      listed={featuredFirst(posts)}
      category={null}
      page={page}
      listing="/blog"
      crumb={{
        name: pagedTitle(meta.title, page, locale),
        parents: page === 1 ? [] : [{ name: meta.title, path: "/blog" }],
      }}
      hero={{ icon: "BookOpen", ...hero, title: pagedTitle(hero.title, page, locale) }}
      sectionTitle={postsHeading}
      locale={locale}
    />
  );
}
