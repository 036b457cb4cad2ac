import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogContent } from "@/content/pages/blog";
import { getPosts, postCategories, type Post } from "@/content/posts";
import { BlogListing } from "@/components/pages/blog-listing";
import { BlogNewsletter } from "@/components/pages/blog-newsletter";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import {
  laterPages,
  listingHref,
  pageCount,
  pageFromSegments,
  postsOnPage,
} from "@/lib/blog-listing";
import { fillTemplate } from "@/lib/fill-template";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { staticParamsForPreview } from "@/lib/content/preview";

/**
 * `/blog/category/<slug>` and, past a page's worth of posts, `/blog/category/<slug>/page/<n>`.
 * One optional catch-all serves both, so a category that fits on one page exports no
 * `/page/1` twin.
 */
type Props = { params: Promise<{ category: string; page?: string[] }> };

export const dynamicParams = false;

/** Every category has its first page, with the empty state while it has no posts. */
export function generateStaticParams() {
  return staticParamsForPreview(() => {
    const posts = getPosts();
    return postCategories().flatMap((category) => [
      { category: category.slug, page: [] },
      ...laterPages(inCategory(posts, category.name).length).map((page) => ({
        category: category.slug,
        page: ["page", String(page)],
      })),
    ]);
  });
}

const inCategory = (posts: readonly Post[], name: string) =>
  posts.filter((post) => post.category === name);

/** The category, its posts and the page the address names, or null for no such page. */
function resolve({ category: slug, page: segments }: Awaited<Props["params"]>) {
  const category = postCategories().find((entry) => entry.slug === slug);
  if (!category) return null;
  const posts = getPosts();
  const listed = inCategory(posts, category.name);
  const pages = pageCount(listed.length);
  const page = pageFromSegments(segments, pages);
  if (page === null) return null;
  return { category, posts, listed, page, pages, path: `/blog/category/${category.slug}` as const };
}

function titles({ name, description }: { name: string; description?: string }, page: number) {
  const { categoryPage, pagination } = blogContent;
  const values = { category: name };
  const paged = (title: string) =>
    page === 1 ? title : fillTemplate(pagination.pageTitle, { title, page: String(page) });
  return {
    title: paged(fillTemplate(categoryPage.title, values)),
    heading: paged(fillTemplate(categoryPage.heading, values)),
    description: description ?? fillTemplate(categoryPage.description, values),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = await params;
  return contentMetadata(() => {
    const found = resolve(address);
    if (!found) return {};
    const { title, description } = titles(found.category, found.page);
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
  const found = resolve(await params);
  if (!found) notFound();
  const { category, posts, listed, page, pages, path } = found;
  const { title, heading, description } = titles(category, page);
  return (
    <>
      <BreadcrumbJsonLd
        name={title}
        path={listingHref(page, path)}
        parents={[
          { name: blogContent.meta.title, path: "/blog" },
          ...(page === 1 ? [] : [{ name: titles(category, 1).title, path }]),
        ]}
      />
      <PageHero
        eyebrow={blogContent.hero.eyebrow}
        icon={category.icon}
        title={heading}
        description={description}
      />
      <PageSection id="articles" title={title} className="pt-14 sm:pt-16">
        <BlogListing
          allPosts={posts}
          posts={postsOnPage(listed, page)}
          total={listed.length}
          category={category}
          page={page}
          pages={pages}
          listing={path}
        />
      </PageSection>
      <BlogNewsletter path={listingHref(page, path)} />
    </>
  );
}
