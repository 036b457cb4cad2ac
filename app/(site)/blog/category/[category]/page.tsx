import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogContent } from "@/content/pages/blog";
import { getPosts, postCategories } from "@/content/posts";
import { BlogListing } from "@/components/pages/blog-listing";
import { BlogNewsletter } from "@/components/pages/blog-newsletter";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { fillTemplate } from "@/lib/fill-template";
import { pageMetadata } from "@/lib/metadata";

const { hero, categoryPage } = blogContent;

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

/** Every category has its page, with the empty state while it has no posts. */
export function generateStaticParams() {
  return postCategories().map((category) => ({ category: category.slug }));
}

function categoryFor(slug: string) {
  return postCategories().find((category) => category.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryFor((await params).category);
  if (!category) return {};
  const values = { category: category.name };
  return pageMetadata({
    title: fillTemplate(categoryPage.title, values),
    description: fillTemplate(categoryPage.description, values),
    path: `/blog/category/${category.slug}`,
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = categoryFor((await params).category);
  if (!category) notFound();
  const values = { category: category.name };
  const posts = getPosts();
  const inCategory = posts.filter((post) => post.category === category.name);
  const path = `/blog/category/${category.slug}` as const;
  return (
    <>
      <BreadcrumbJsonLd
        name={fillTemplate(categoryPage.title, values)}
        path={path}
        parents={[{ name: blogContent.meta.title, path: "/blog" }]}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        icon={category.icon}
        title={fillTemplate(categoryPage.heading, values)}
        description={fillTemplate(categoryPage.description, values)}
      />
      <PageSection
        id="articles"
        title={fillTemplate(categoryPage.title, values)}
        className="pt-14 sm:pt-16"
      >
        <BlogListing
          allPosts={posts}
          posts={inCategory}
          total={inCategory.length}
          category={category}
        />
      </PageSection>
      <BlogNewsletter path={path} />
    </>
  );
}
