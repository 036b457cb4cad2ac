import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogContent } from "@/content/pages/blog";
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
import { localizedParams, requirePublished } from "@/components/i18n/published";

/**
 * `/blog/category/<slug>` and, past a page's worth of posts, `/blog/category/<slug>/page/<n>`.
 * One optional catch-all serves both, so a category that fits on one page exports no
 * `/page/1` twin.
 */
type Props = { params: Promise<CategoryAddress> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(
      categoryAddresses(),
      () => "/blog",
      (address) => address,
    ),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = await params;
  return contentMetadata(() => {
    const found = findCategoryPage(address);
    if (!found) return {};
    const { title, description } = categoryTitles(found.category, found.page);
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
  const found = findCategoryPage(await params);
  if (!found) notFound();
  await requirePublished("/blog");
  const { category, listed, page, path } = found;
  const { title, heading, description } = categoryTitles(category, page);
  const parents = [
    { name: blogContent.meta.title, path: "/blog" as const },
    ...(page === 1 ? [] : [{ name: categoryTitles(category, 1).title, path }]),
  ];
  return (
    <BlogListingPage
      listed={listed}
      category={category}
      page={page}
      listing={path}
      crumb={{ name: title, parents }}
      hero={{ eyebrow: blogContent.hero.eyebrow, icon: category.icon, title: heading, description }}
      sectionTitle={title}
    />
  );
}
