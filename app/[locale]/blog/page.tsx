import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { featuredFirst } from "@/lib/blog/blog-listing";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/blog");

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata(() => pageMetadata({ ...blogContent.meta, path: "/blog" }));
}

export default function BlogPage() {
  const { meta, hero, postsHeading } = blogContent;
  const posts = getPosts();
  return (
    <BlogListingPage
      listed={featuredFirst(posts)}
      category={null}
      page={1}
      listing="/blog"
      crumb={{ name: meta.title }}
      hero={{ icon: "BookOpen", ...hero }}
      sectionTitle={postsHeading}
    />
  );
}
