import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { laterPages, listingHref } from "@/lib/blog-listing";
import { fillTemplate } from "@/lib/fill-template";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { staticParamsForPreview } from "@/lib/content/preview";

type Props = { params: Promise<{ page: string }> };

/** Only the pages the posts fill exist. */
export const dynamicParams = false;

/**
 * Page 1 is /blog. /blog/page/1 is exported too, with /blog as its canonical address and out of
 * the sitemap, because `output: "export"` refuses a route with no pages while the posts fit on one.
 */
const pageNumbers = () => [1, ...laterPages(getPosts().length)];

export function generateStaticParams() {
  return staticParamsForPreview(() => pageNumbers().map((page) => ({ page: String(page) })));
}

function pageNumber(value: string): number | null {
  const page = Number(value);
  return pageNumbers().includes(page) ? page : null;
}

const titleOf = (title: string, page: number) =>
  page === 1
    ? title
    : fillTemplate(blogContent.pagination.pageTitle, { title, page: String(page) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page: value } = await params;
  return contentMetadata(() => {
    const page = pageNumber(value);
    if (page === null) return {};
    const { meta } = blogContent;
    return pageMetadata({
      title: titleOf(meta.title, page),
      description: meta.description,
      path: listingHref(page),
    });
  });
}

export default async function BlogListingRoute({ params }: Props) {
  const page = pageNumber((await params).page);
  if (page === null) notFound();
  const { meta, hero, postsHeading } = blogContent;
  const posts = getPosts();
  return (
    <BlogListingPage
      allPosts={posts}
      listed={posts}
      category={null}
      page={page}
      listing="/blog"
      crumb={{
        name: titleOf(meta.title, page),
        parents: page === 1 ? [] : [{ name: meta.title, path: "/blog" }],
      }}
      hero={{ icon: "BookOpen", ...hero, title: titleOf(hero.title, page) }}
      sectionTitle={postsHeading}
    />
  );
}
