import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageLocale } from "@/components/i18n/page-locale";
import { blogContentIn } from "@/content/pages/blog";
import {
  categoryAddresses,
  categoryTitles,
  findCategoryPage,
  type CategoryAddress,
} from "@/components/pages/blog/listings";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { listingHref } from "@/lib/blog/blog-listing";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { staticParamsForPreview } from "@/lib/content/preview";
import { publishedLocales, requirePublished } from "@/components/i18n/published";

/**
 * `/blog/category/<slug>` and, past a page's worth of posts, `/blog/category/<slug>/page/<n>`.
 * One optional catch-all serves both, so a category that fits on one page exports no
 * `/page/1` twin. The slug is the category's English name in every language.
 */
type Props = { params: Promise<CategoryAddress> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    publishedLocales("/blog/category").flatMap((locale) =>
      categoryAddresses(locale).map((address) => ({ locale, ...address })),
    ),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = await params;
  const locale = await pageLocale();
  return contentMetadata(() => {
    const found = findCategoryPage(address, locale);
    if (!found) return {};
    const { title, description } = categoryTitles(found.category, found.page, locale);
    return pageMetadata({
      title,
      description,
      path: listingHref(found.page, found.path),
      // Out of search results while it has nothing to list (and out of the sitemap).
      noIndex: found.listed.length === 0,
    });
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const locale = await pageLocale();
  const found = findCategoryPage(await params, locale);
  if (!found) notFound();
  await requirePublished("/blog");
  const { category, listed, page, path } = found;
  const { title, heading, description } = categoryTitles(category, page, locale);
  const blog = blogContentIn(locale);
  const parents = [
    { name: blog.meta.title, path: "/blog" as const },
    ...(page === 1 ? [] : [{ name: categoryTitles(category, 1, locale).title, path }]),
  ];
  return (
    <BlogListingPage
      listed={listed}
      category={category}
      page={page}
      listing={path}
      crumb={{ name: title, parents }}
      hero={{ eyebrow: blog.hero.eyebrow, icon: category.icon, title: heading, description }}
      sectionTitle={title}
      locale={locale}
    />
  );
}
