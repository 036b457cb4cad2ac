import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { blogPageNumbers, pagedTitle } from "@/components/pages/blog/listings";
import { featuredFirst, listingHref } from "@/lib/blog/blog-listing";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { staticParamsForPreview } from "@/lib/content/preview";
import { localizedParams, requirePublished } from "@/components/i18n/published";

type Props = { params: Promise<{ page: string }> };

/** Only the pages the posts fill exist. */
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(
      blogPageNumbers(),
      () => "/blog",
      (page) => ({ page: String(page) }),
    ),
  );
}

function pageNumber(value: string): number | null {
  const page = Number(value);
  return blogPageNumbers().includes(page) ? page : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page: value } = await params;
  return contentMetadata(() => {
    const page = pageNumber(value);
    if (page === null) return {};
    const { meta } = blogContent;
    return pageMetadata({
      title: pagedTitle(meta.title, page),
      description: meta.description,
      path: listingHref(page),
    });
  });
}

export default async function BlogListingRoute({ params }: Props) {
  const page = pageNumber((await params).page);
  if (page === null) notFound();
  await requirePublished("/blog");
  const { meta, hero, postsHeading } = blogContent;
  const posts = getPosts();
  return (
    <BlogListingPage
      listed={featuredFirst(posts)}
      category={null}
      page={page}
      listing="/blog"
      crumb={{
        name: pagedTitle(meta.title, page),
        parents: page === 1 ? [] : [{ name: meta.title, path: "/blog" }],
      }}
      hero={{ icon: "BookOpen", ...hero, title: pagedTitle(hero.title, page) }}
      sectionTitle={postsHeading}
    />
  );
}
