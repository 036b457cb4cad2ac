import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { blogContentIn } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { featuredFirst } from "@/lib/blog/blog-listing";
import { BlogListingPage } from "@/components/pages/blog/listing-page";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/blog");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() => pageMetadata({ ...blogContentIn(locale).meta, path: "/blog" }));
}

export default async function BlogPage() {
  const locale = await pageLocale();
  const { meta, hero, postsHeading } = blogContentIn(locale);
  const posts = getPosts(locale);
  return (
    <BlogListingPage
      listed={featuredFirst(posts)}
      category={null}
      page={1}
      listing="/blog"
      crumb={{ name: meta.title }}
      hero={{ icon: "BookOpen", ...hero }}
      sectionTitle={postsHeading}
      locale={locale}
    />
  );
}
