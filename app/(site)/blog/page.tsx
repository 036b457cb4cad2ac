import type { Metadata } from "next";
import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { BlogListing } from "@/components/pages/blog-listing";
import { BlogNewsletter } from "@/components/pages/blog-newsletter";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageCount, postsOnPage } from "@/lib/blog-listing";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

export function generateMetadata(): Metadata {
  return contentMetadata(() => pageMetadata({ ...blogContent.meta, path: "/blog" }));
}

export default function BlogPage() {
  const { meta, hero, postsHeading } = blogContent;
  const posts = getPosts();
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/blog" />
      <PageHero icon="BookOpen" {...hero} />
      <PageSection id="articles" title={postsHeading} className="pt-14 sm:pt-16">
        <BlogListing
          allPosts={posts}
          posts={postsOnPage(posts, 1)}
          total={posts.length}
          category={null}
          pages={pageCount(posts.length)}
        />
      </PageSection>
      <BlogNewsletter path="/blog" />
    </>
  );
}
